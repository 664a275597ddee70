import type { TaskQuery } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAccess } from '@/lib/access';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useAddTask } from '../api/add-task';
import { useDealAssignees } from '@/hooks/use-deal-assignees';
import { useTasks } from '../api/get-tasks';
import { TaskRow } from './task-row';

/**
 * The tasks of a contact or of a deal (docs/decisions/0082): open ones by due time, then those
 * done; and a form to add one, due at a Dubai time, for an active member who works deals.
 */
export function TasksCard({ contactId, dealId }: { contactId?: string; dealId?: string }) {
  const access = useAccess();
  const query: TaskQuery = dealId ? { deal: dealId } : { contact: contactId };
  const tasks = useTasks(query);
  const canWrite = access.can('deals.write');
  const list = tasks.data ?? [];
  const open = list.filter((t) => !t.done);
  const done = list.filter((t) => t.done);
  return (
    <Card
      title="Tasks"
      className="tasks-card"
      description={dealId ? 'What is to be done on this deal.' : 'What is to be done for this person.'}
    >
      {tasks.isError ? (
        <p className="field__error" role="alert">
          {errorText(tasks.error, 'The tasks could not be loaded.')}
        </p>
      ) : tasks.isPending ? (
        <p className="picker__empty">Loading tasks…</p>
      ) : list.length ? (
        <ul className="task-list" aria-label="Tasks">
          {[...open, ...done].map((task) => (
            <TaskRow key={task._id} task={task} canWrite={canWrite} canDelete showLinks={!dealId} />
          ))}
        </ul>
      ) : (
        <p className="picker__empty">No tasks yet.</p>
      )}
      {canWrite ? <AddTaskForm contactId={contactId} dealId={dealId} /> : null}
    </Card>
  );
}

function AddTaskForm({ contactId, dealId }: { contactId?: string; dealId?: string }) {
  const access = useAccess();
  const assignees = useDealAssignees();
  const add = useAddTask();
  const [title, setTitle] = useState('');
  const [dueAt, setDueAt] = useState('');
  const [details, setDetails] = useState('');
  const [assignee, setAssignee] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const options = (assignees.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.role})` }));
  // The member themselves unless they choose another.
  const chosen = assignee || (options.some((o) => o.value === String(access.user.id)) ? String(access.user.id) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    add.mutate(
      {
        title,
        dueAt,
        assigneeId: Number(chosen),
        ...(details.trim() ? { details } : {}),
        ...(dealId ? { dealId } : contactId ? { contactId } : {}),
      },
      {
        onSuccess: () => {
          setErrors({});
          setTitle('');
          setDueAt('');
          setDetails('');
          setMessage('Task added.');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(fields);
          setMessage(
            Object.keys(fields).length ? 'Check the fields marked.' : errorText(error, 'The task could not be added.'),
          );
        },
      },
    );
  };

  return (
    <form className="task-form" aria-label="Add a task" noValidate onSubmit={submit}>
      <h3 className="task-form__title">Add a task</h3>
      <TextField label="Title" name="title" value={title} onValueChange={setTitle} required error={errors.title} />
      <div className="task-form__row">
        <TextField
          label="Due (Dubai time)"
          name="dueAt"
          type="datetime-local"
          value={dueAt}
          onValueChange={setDueAt}
          required
          error={errors.dueAt}
        />
        <SelectField
          label="Assigned to"
          name="assigneeId"
          value={chosen}
          onValueChange={setAssignee}
          options={options}
          placeholder="Choose a member"
          required
          error={errors.assigneeId}
        />
      </div>
      <TextAreaField
        label="Details"
        name="details"
        rows={2}
        value={details}
        onValueChange={setDetails}
        error={errors.details}
      />
      <div className="task-form__footer">
        {message ? (
          <p className="task-form__message" role="status">
            {message}
          </p>
        ) : null}
        <Button type="submit" variant="primary" size="sm" busy={add.isPending}>
          Add task
        </Button>
      </div>
    </form>
  );
}
