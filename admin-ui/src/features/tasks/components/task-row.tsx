import type { Task } from '@estate/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';

/**
 * One task: a tick that marks it done (or not), its title, when it is due (Dubai time) and who
 * holds it, the contact and deal it is about, and Delete for a member who works deals.
 */
export function TaskRow({
  task,
  canWrite,
  showLinks = true,
  canDelete = false,
}: {
  task: Task;
  canWrite: boolean;
  showLinks?: boolean;
  canDelete?: boolean;
}) {
  const id = useId();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [error, setError] = useState<string>();
  const failed = (fallback: string) => (e: unknown) => setError(errorText(e, fallback));
  return (
    <li
      className={['task', task.done ? 'task--done' : '', task.overdue ? 'task--overdue' : ''].filter(Boolean).join(' ')}
    >
      <input
        type="checkbox"
        id={id}
        className="task__tick"
        checked={task.done}
        disabled={!canWrite || update.isPending}
        aria-describedby={`${id}-due`}
        onChange={(event) => {
          setError(undefined);
          update.mutate(
            { id: task._id, change: { done: event.target.checked } },
            { onError: failed('The task could not be changed.') },
          );
        }}
      />
      <div className="task__body">
        <label htmlFor={id} className="task__title">
          {task.title}
        </label>
        <p className="task__meta" id={`${id}-due`}>
          {task.overdue ? <span className="pill pill--failed">Overdue</span> : null}
          <span>
            Due <time dateTime={task.dueAt}>{formatWhen(task.dueAt)}</time>
          </span>
          <span>{task.assignee.name}</span>
        </p>
        {showLinks && (task.contact || task.deal) ? (
          <p className="task__links">
            {task.contact ? <Link to={`/contacts/${task.contact._id}`}>{task.contact.name || 'Contact'}</Link> : null}
            {task.deal ? <Link to={`/leads/enquiry/${task.deal._id}`}>Deal: {task.deal.name || 'enquiry'}</Link> : null}
          </p>
        ) : null}
        {task.details ? <p className="task__details">{task.details}</p> : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {canDelete && canWrite ? (
        <Button
          variant="quiet"
          size="sm"
          busy={remove.isPending}
          aria-label={`Delete task ${task.title}`}
          onClick={() => remove.mutate(task._id, { onError: failed('The task could not be deleted.') })}
        >
          Delete
        </Button>
      ) : null}
    </li>
  );
}
