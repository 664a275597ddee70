import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import {
  NoteInputSchema,
  NoteQuerySchema,
  NoteUpdateSchema,
  TaskInputSchema,
  TaskQuerySchema,
  TaskUpdateSchema,
} from '@estate/contract';
import { accessIn } from '../../../lib/auth/roles';
import { parseInput, readBody } from '../../../lib/http/body';
import { TASK_UID } from '../../../lib/tasks/links';

/* Notes and tasks for staff (docs/decisions/0082): thin actions over the task service. */

const service = () => strapi.service('api::task.task');

const query = (ctx: Context) => ({ ...(ctx.query as Record<string, unknown>) });

function body<S extends Parameters<typeof parseInput>[0]>(ctx: Context, schema: S) {
  const b = readBody(ctx);
  return parseInput(schema, b.fields, b.multipart);
}

export default factories.createCoreController(TASK_UID, () => ({
  async getNotes(ctx: Context) {
    const q = parseInput(NoteQuerySchema, query(ctx), true);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().notes(q, accessIn(ctx));
  },
  async addNote(ctx: Context) {
    const note = await service().addNote(body(ctx, NoteInputSchema), accessIn(ctx));
    ctx.body = { message: 'Note added', note };
  },
  async updateNote(ctx: Context) {
    const note = await service().updateNote(String(ctx.params.id), body(ctx, NoteUpdateSchema), accessIn(ctx));
    ctx.body = { message: 'Note updated', note };
  },
  async deleteNote(ctx: Context) {
    await service().deleteNote(String(ctx.params.id), accessIn(ctx));
    ctx.body = { message: 'Note deleted' };
  },
  async getTasks(ctx: Context) {
    const q = parseInput(TaskQuerySchema, query(ctx), true);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().tasks(q, accessIn(ctx));
  },
  async getMyTasks(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().myTasks(accessIn(ctx));
  },
  async addTask(ctx: Context) {
    const task = await service().addTask(body(ctx, TaskInputSchema), accessIn(ctx));
    ctx.body = { message: 'Task added', task };
  },
  async updateTask(ctx: Context) {
    const task = await service().updateTask(String(ctx.params.id), body(ctx, TaskUpdateSchema), accessIn(ctx));
    ctx.body = { message: task.done ? 'Task done' : 'Task updated', task };
  },
  async deleteTask(ctx: Context) {
    await service().deleteTask(String(ctx.params.id), accessIn(ctx));
    ctx.body = { message: 'Task deleted' };
  },
}));
