/*
 * The routes of notes and tasks (docs/decisions/0082): the deal work, under the pipeline's
 * permissions (deals.read to read, deals.write to write). An agent reads and writes the notes of
 * the contacts and deals they see, and the tasks assigned to them or on their own deals.
 * routes.ts joins this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import { savedSchema } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';
import { MessageSchema } from './shared-schemas.js';
import {
  MyTasksSchema,
  NoteInputSchema,
  NoteQuerySchema,
  NoteSchema,
  NoteUpdateSchema,
  TaskInputSchema,
  TaskQuerySchema,
  TaskSchema,
  TaskUpdateSchema,
} from './tasks.js';

export const TASK_ROUTE_SPECS = {
  getNotes: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'task',
    summary: "The notes of a contact (its deals' included) or of a deal, newest first",
    query: NoteQuerySchema,
    response: z.array(NoteSchema),
    errors: [400, 401, 403, 404, 429],
  },
  addNote: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: 'Write a note on a contact or a deal; recorded in the audit trail of what it is about',
    body: NoteInputSchema,
    response: savedSchema('note', NoteSchema),
    errors: [400, 401, 403, 404, 413, 429],
  },
  updateNote: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: "Change a note's text: its author, or an administrator; recorded in the audit trail",
    body: NoteUpdateSchema,
    response: savedSchema('note', NoteSchema),
    errors: [400, 401, 403, 404, 413, 429],
  },
  deleteNote: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: 'Delete a note: its author, or an administrator; recorded in the audit trail',
    response: MessageSchema,
    errors: [400, 401, 403, 404, 429],
  },
  getTasks: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'task',
    summary:
      'Tasks of a contact, of a deal or of a member, by due time; an agent sees those assigned to them or on their own deals',
    query: TaskQuerySchema,
    response: z.array(TaskSchema),
    errors: [400, 401, 403, 404, 429],
  },
  getMyTasks: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'task',
    summary: "The signed-in member's tasks (overdue, due today, upcoming) and booked viewings of today, in Dubai time",
    response: MyTasksSchema,
    errors: [401, 403, 429],
  },
  addTask: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: 'Make a task for an active member who works deals, optionally on a contact and a deal',
    body: TaskInputSchema,
    response: savedSchema('task', TaskSchema),
    errors: [400, 401, 403, 404, 413, 429],
  },
  updateTask: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: 'Change a task, or mark it done or not done',
    body: TaskUpdateSchema,
    response: savedSchema('task', TaskSchema),
    errors: [400, 401, 403, 404, 413, 429],
  },
  deleteTask: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'task',
    summary: 'Delete a task',
    response: MessageSchema,
    errors: [400, 401, 403, 404, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
