import type { TodayViewing } from '@estate/contract';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useAccess } from '@/lib/access';
import { errorText } from '@/lib/api-client';
import { useMyTasks } from '../api/get-my-tasks';
import { TaskRow } from './task-row';

/**
 * The dashboard's "My tasks today" (docs/decisions/0082): the signed-in member's overdue tasks and
 * those due today (Dubai time), each ticked done here, and the viewings they hold today.
 */
export function MyTasksCard() {
  const access = useAccess();
  const mine = useMyTasks();
  const canWrite = access.can('deals.write');
  const data = mine.data;
  const tasks = data ? [...data.overdue, ...data.today] : [];
  return (
    <Card
      title="My tasks today"
      className="my-tasks"
      description="Overdue and due today, in Dubai time, and your viewings of the day."
    >
      {mine.isError ? (
        <p className="field__error" role="alert">
          {errorText(mine.error, 'Your tasks could not be loaded.')}
        </p>
      ) : !data ? (
        <p className="picker__empty">Loading your tasks…</p>
      ) : (
        <div className="my-tasks__grid">
          <section aria-label="Tasks due">
            <h3 className="my-tasks__heading">Tasks</h3>
            {tasks.length ? (
              <ul className="task-list">
                {tasks.map((task) => (
                  <TaskRow key={task._id} task={task} canWrite={canWrite} />
                ))}
              </ul>
            ) : (
              <p className="picker__empty">Nothing due today.</p>
            )}
            {data.upcoming.length ? (
              <p className="my-tasks__more">
                {data.upcoming.length} more {data.upcoming.length === 1 ? 'task' : 'tasks'} due later.
              </p>
            ) : null}
          </section>
          <section aria-label="Viewings today">
            <h3 className="my-tasks__heading">Viewings today</h3>
            {data.viewings.length ? (
              <ul className="viewing-list">
                {data.viewings.map((viewing) => (
                  <ViewingItem key={viewing._id} viewing={viewing} />
                ))}
              </ul>
            ) : (
              <p className="picker__empty">No viewings booked for today.</p>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}

function ViewingItem({ viewing }: { viewing: TodayViewing }) {
  const listing = viewing.listing
    ? [viewing.listing.referenceNumber, viewing.listing.title].filter(Boolean).join(' · ')
    : '';
  return (
    <li className="viewing-item">
      <span className="viewing-item__time">{viewing.time}</span>
      <span className="viewing-item__body">
        <Link to={`/leads/enquiry/${viewing._id}`}>{viewing.name || 'A buyer'}</Link>
        {listing ? <span className="viewing-item__listing">{listing}</span> : null}
      </span>
    </li>
  );
}
