import {
  API_PREFIX,
  dubaiDayStart,
  dubaiToday,
  NoteInputSchema,
  NoteUpdateSchema,
  TaskInputSchema,
  TaskUpdateSchema,
  type Note,
  type Task,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { db, record, signedInUser } from '../db';

/* Notes and tasks (docs/decisions/0082) over the fake's own lists. */

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;
const DAY_MS = 86_400_000;

const nameOf = (id: number) => {
  const u = db.staffUsers.find((m) => m.id === id);
  return u?.teamMember?.name ?? u?.username ?? `Former member #${id}`;
};
const members = () => db.staffUsers.filter((u) => u.active && u.role !== 'marketing');

/** A 400 naming every field at fault, as the CMS answers a body its schema refuses. */
function invalid(error: z.ZodError) {
  const errors = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
}
const fieldError = (status: number, field: string, message: string) =>
  HttpResponse.json({ message, errors: [{ field, message }] }, { status });

const overdue = (t: Task) => !t.done && Date.parse(t.dueAt) < Date.now();
const withFlags = (t: Task): Task => ({ ...t, overdue: overdue(t) });

export const taskHandlers = [
  http.get(`${API_PREFIX}/get-notes`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const contact = search.get('contact');
    const deal = search.get('deal');
    if (!contact && !deal) return fieldError(400, 'contact', 'contact or deal is required');
    const user = signedInUser(request);
    return HttpResponse.json(
      db.notes
        .filter((n) => (deal ? n.dealId === deal : n.contactId === contact))
        .map((n) => ({ ...n, editable: user?.role === 'administrator' || n.author.id === user?.id }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    );
  }),
  http.post(`${API_PREFIX}/add-note`, async ({ request }) => {
    const entry = await record(request);
    const parsed = NoteInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const user = signedInUser(request)!;
    const note: Note = {
      _id: nextId('note'),
      text: parsed.data.text,
      contactId: parsed.data.contactId ?? null,
      dealId: parsed.data.dealId ?? null,
      author: { id: user.id, name: nameOf(user.id) },
      createdAt: new Date().toISOString(),
      editedAt: null,
      editable: true,
    };
    db.notes.push(note);
    return HttpResponse.json({ message: 'Note added', note });
  }),
  http.put(`${API_PREFIX}/update-note/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const note = db.notes.find((n) => n._id === params.id);
    if (!note) return HttpResponse.json({ message: 'Note not found' }, { status: 404 });
    const user = signedInUser(request)!;
    if (user.role !== 'administrator' && note.author.id !== user.id)
      return HttpResponse.json({ message: 'Only its author or an administrator may change it' }, { status: 403 });
    const parsed = NoteUpdateSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    Object.assign(note, { text: parsed.data.text, editedAt: new Date().toISOString() });
    return HttpResponse.json({ message: 'Note updated', note });
  }),
  http.delete(`${API_PREFIX}/delete-note/:id`, async ({ request, params }) => {
    await record(request);
    const index = db.notes.findIndex((n) => n._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Note not found' }, { status: 404 });
    db.notes.splice(index, 1);
    return HttpResponse.json({ message: 'Note deleted' });
  }),

  http.get(`${API_PREFIX}/get-tasks`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const contact = search.get('contact');
    const deal = search.get('deal');
    return HttpResponse.json(
      db.tasks
        .filter((t) => (!contact || t.contact?._id === contact) && (!deal || t.deal?._id === deal))
        .map(withFlags)
        .sort((a, b) => a.dueAt.localeCompare(b.dueAt)),
    );
  }),
  http.get(`${API_PREFIX}/get-my-tasks`, ({ request }) => {
    const user = signedInUser(request)!;
    const day = dubaiToday();
    const start = dubaiDayStart(day).getTime();
    const now = Date.now();
    const mine = db.tasks.filter((t) => t.assignee.id === user.id).map(withFlags);
    const due = (t: Task) => Date.parse(t.dueAt);
    return HttpResponse.json({
      day,
      overdue: mine.filter((t) => t.overdue),
      today: mine.filter((t) => due(t) >= start && due(t) < start + DAY_MS && (t.done || due(t) >= now)),
      upcoming: mine.filter((t) => !t.done && due(t) >= start + DAY_MS),
      viewings: db.todayViewings,
    });
  }),
  http.post(`${API_PREFIX}/add-task`, async ({ request }) => {
    const entry = await record(request);
    const parsed = TaskInputSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const member = members().find((m) => m.id === input.assigneeId);
    if (!member) return fieldError(400, 'assigneeId', 'assigneeId names no member who works deals');
    const user = signedInUser(request)!;
    const task: Task = {
      _id: nextId('task'),
      title: input.title,
      details: input.details ?? '',
      dueAt: input.dueAt,
      assignee: { id: member.id, name: nameOf(member.id), active: true },
      contact: input.contactId ? { _id: input.contactId, name: 'Contact' } : null,
      deal: input.dealId ? { _id: input.dealId, name: 'Deal' } : null,
      done: false,
      doneAt: null,
      createdBy: { id: user.id, name: nameOf(user.id) },
      createdAt: new Date().toISOString(),
      overdue: false,
    };
    db.tasks.push(task);
    return HttpResponse.json({ message: 'Task added', task: withFlags(task) });
  }),
  http.put(`${API_PREFIX}/update-task/:id`, async ({ request, params }) => {
    const entry = await record(request);
    const task = db.tasks.find((t) => t._id === params.id);
    if (!task) return HttpResponse.json({ message: 'Task not found' }, { status: 404 });
    const parsed = TaskUpdateSchema.safeParse(entry.body ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const { done, title, details, dueAt } = parsed.data;
    if (title !== undefined) task.title = title;
    if (details !== undefined) task.details = details;
    if (dueAt !== undefined) task.dueAt = dueAt;
    if (done !== undefined) Object.assign(task, { done, doneAt: done ? new Date().toISOString() : null });
    return HttpResponse.json({ message: 'Task updated', task: withFlags(task) });
  }),
  http.delete(`${API_PREFIX}/delete-task/:id`, async ({ request, params }) => {
    await record(request);
    const index = db.tasks.findIndex((t) => t._id === params.id);
    if (index < 0) return HttpResponse.json({ message: 'Task not found' }, { status: 404 });
    db.tasks.splice(index, 1);
    return HttpResponse.json({ message: 'Task deleted' });
  }),
];
