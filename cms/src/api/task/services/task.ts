import { factories } from '@strapi/strapi';
import type { MyTasks, Note, NoteInput, NoteQuery, NoteUpdate, Task, TaskQuery, TaskUpdate } from '@estate/contract';
import type { StaffAccess } from '../../../lib/auth/roles';
import { TASK_UID } from '../../../lib/tasks/links';
import { addNote, deleteNote, listNotes, updateNote } from '../../../lib/tasks/notes';
import { addTask, deleteTask, listTasks, tasksOfMember, updateTask } from '../../../lib/tasks/tasks';

/* Notes and tasks for staff (docs/decisions/0082); what they mean is lib/tasks'. */

const methods = () => ({
  notes: (q: NoteQuery, access: StaffAccess): Promise<Note[]> => listNotes(q, access),
  addNote: (input: NoteInput, access: StaffAccess): Promise<Note> => addNote(input, access),
  updateNote: (id: string, change: NoteUpdate, access: StaffAccess): Promise<Note> => updateNote(id, change, access),
  deleteNote: (id: string, access: StaffAccess): Promise<void> => deleteNote(id, access),
  tasks: (q: TaskQuery, access: StaffAccess): Promise<Task[]> => listTasks(q, access),
  myTasks: (access: StaffAccess): Promise<MyTasks> => tasksOfMember(access.user.id),
  addTask: (input: Parameters<typeof addTask>[0], access: StaffAccess): Promise<Task> => addTask(input, access),
  updateTask: (id: string, change: TaskUpdate & { dueAt?: string }, access: StaffAccess): Promise<Task> =>
    updateTask(id, change, access),
  deleteTask: (id: string, access: StaffAccess): Promise<void> => deleteTask(id, access),
});

/** The service's functions, as controllers get them from `strapi.service()` (types/services.d.ts). */
export type TaskService = ReturnType<typeof methods>;

export default factories.createCoreService(TASK_UID, methods);
