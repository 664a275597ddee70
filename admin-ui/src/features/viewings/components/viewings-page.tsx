import { dubaiToday, VIEWING_SLOTS, type Viewing, type ViewingWeekQuery } from '@estate/contract';
import { useId, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccess } from '@/lib/access';
import { listErrorText } from '@/lib/api-client';
import { useDealAssignees } from '@/hooks/use-deal-assignees';
import { AssigneeFilterOptions } from '@/components/ui/assignee-filter-options';
import { useViewingWeek } from '../api/get-viewings';
import {
  addDays,
  buyerOf,
  dayLabel,
  holderOf,
  listingOf,
  longDayLabel,
  stateLabel,
  thisWeek,
  weekDays,
  weekLabel,
} from '../viewing-labels';
import { ViewingDialog } from './viewing-dialog';

/** The calendar's week and member as the address holds them (?from=&assignee=). */
function useCalendarFilters() {
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from') ?? '';
  const assignee = params.get('assignee') ?? '';
  const filters = {
    from: /^\d{4}-\d{2}-\d{2}$/.test(fromParam) ? fromParam : thisWeek(),
    assignee: /^(me|none|\d+)$/.test(assignee) ? assignee : '',
  };
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

/**
 * /admin/viewings (docs/decisions/0083): the booked viewings of a week, a column per day and a row
 * per half hour (Dubai time), of everybody or of one member (an agent sees their own); each opens
 * to be confirmed, moved or cancelled. On a phone the week is a list of days.
 */
export function ViewingsPage() {
  useDocumentTitle('Viewings');
  const access = useAccess();
  const seesEveryone = access.role !== 'agent';
  const { filters, set } = useCalendarFilters();
  const query: ViewingWeekQuery = {
    from: filters.from,
    ...(seesEveryone ? (filters.assignee ? { assignee: filters.assignee } : {}) : { assignee: 'me' }),
  };
  const week = useViewingWeek(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = week.data?.viewings.find((v) => v._id === openId) ?? null;
  return (
    <>
      <PageHeader
        eyebrow="Enquiries and viewings"
        title="Viewings"
        description="The viewings buyers booked, by day and time in Dubai: confirm, move or cancel them."
      />
      <div className="filter-bar viewing-toolbar">
        <div className="viewing-toolbar__week" role="group" aria-label="Week">
          <Button size="sm" onClick={() => set('from', addDays(filters.from, -7))}>
            Previous week
          </Button>
          <p className="viewing-toolbar__label" aria-live="polite">
            {weekLabel(filters.from)}
          </p>
          <Button size="sm" onClick={() => set('from', addDays(filters.from, 7))}>
            Next week
          </Button>
          <Button size="sm" variant="quiet" onClick={() => set('from', '')}>
            This week
          </Button>
        </div>
        {seesEveryone ? <MemberFilter value={filters.assignee} onChange={(v) => set('assignee', v)} /> : null}
      </div>
      {week.isError ? (
        <p className="flash flash--error" role="alert">
          {listErrorText(week.error, 'The viewings could not be loaded.')}
        </p>
      ) : week.status === 'pending' ? (
        <p className="viewing-week__state">Loading…</p>
      ) : (
        <WeekGrid from={filters.from} viewings={week.data.viewings} onOpen={setOpenId} />
      )}
      <ViewingDialog viewing={open} onClose={() => setOpenId(null)} />
    </>
  );
}

function MemberFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const access = useAccess();
  const members = useDealAssignees();
  return (
    <div className="filter-bar__field">
      <label htmlFor={id}>Agent</label>
      <select id={id} className="input input--select" value={value} onChange={(e) => onChange(e.target.value)}>
        <AssigneeFilterOptions members={members.data} selfId={access.user.id} anyLabel="Everyone" />
      </select>
    </div>
  );
}

/** The grid row of a slot: the first row holds the days' names. */
const rowOf = (time: string) => Math.max(0, VIEWING_SLOTS.indexOf(time)) + 2;

/**
 * The week: a column per day, a row per half hour. Each day is a group of its own (its heading
 * and its viewings), placed in the grid on a wide screen and shown as a list on a narrow one.
 */
function WeekGrid({ from, viewings, onOpen }: { from: string; viewings: Viewing[]; onOpen: (id: string) => void }) {
  const days = weekDays(from);
  const today = dubaiToday();
  const style = { '--viewing-rows': VIEWING_SLOTS.length } as CSSProperties;
  return (
    <div className="viewing-week" style={style}>
      {VIEWING_SLOTS.filter((t) => t.endsWith(':00')).map((t) => (
        <div key={t} className="viewing-week__hour" style={{ gridRow: rowOf(t) }} aria-hidden="true">
          {t}
        </div>
      ))}
      {days.map((day, i) => {
        const ofDay = viewings.filter((v) => v.date === day);
        const times = [...new Set(ofDay.map((v) => v.time))];
        return (
          <section key={day} className="viewing-week__day" aria-label={longDayLabel(day)}>
            <h2
              className={`viewing-week__head${day === today ? ' viewing-week__head--today' : ''}`}
              style={{ gridColumn: i + 2 }}
              aria-current={day === today ? 'date' : undefined}
            >
              {dayLabel(day)}
            </h2>
            <div
              className="viewing-week__lane"
              style={{ gridColumn: i + 2, gridRow: `2 / span ${VIEWING_SLOTS.length}` }}
              aria-hidden="true"
            />
            {times.length ? (
              times.map((time) => (
                <ul key={time} className="viewing-week__cell" style={{ gridColumn: i + 2, gridRow: rowOf(time) }}>
                  {ofDay
                    .filter((v) => v.time === time)
                    .map((v) => (
                      <li key={v._id}>
                        <ViewingBlock viewing={v} onOpen={onOpen} />
                      </li>
                    ))}
                </ul>
              ))
            ) : (
              <p className="viewing-week__none">No viewings</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ViewingBlock({ viewing, onOpen }: { viewing: Viewing; onOpen: (id: string) => void }) {
  const listing = listingOf(viewing);
  return (
    <button
      type="button"
      className={`viewing-block viewing-block--${viewing.state}`}
      aria-label={`${viewing.time} ${buyerOf(viewing)}${listing ? `, ${listing}` : ''}, ${stateLabel(viewing.state)}`}
      onClick={() => onOpen(viewing._id)}
    >
      <span className="viewing-block__time">{viewing.time}</span>
      <span className="viewing-block__buyer">{buyerOf(viewing)}</span>
      {listing ? <span className="viewing-block__listing">{listing}</span> : null}
      <span className="viewing-block__meta">
        <span className="viewing-block__state">{stateLabel(viewing.state)}</span>
        <span className="viewing-block__holder">{holderOf(viewing)}</span>
      </span>
    </button>
  );
}
