import type { SessionInfo } from '@estate/contract';
import { Button } from '@/components/ui/button';
import { listErrorText } from '@/lib/api-client';
import { formatWhen, whenParts } from '@/lib/dubai-time';
import { TableBody } from '@/components/ui/table-body';
import { TableFrame } from '@/components/ui/table-frame';

/** The columns; the last holds Sign out and has no visible heading. */
const COLUMNS = ['Device', 'Address', 'Signed in', 'Ends'] as const;
const COLUMN_COUNT = COLUMNS.length + 1;

/**
 * The member's live sign-ins, one row each: the device, the address it signed in from, when it
 * did and when it ends at the latest, in Dubai time; "This device" on the one in use, Sign out on
 * each other one. On a phone each row reads as a short card, each value under its column's name.
 */
export function SessionsTable({
  status,
  sessions,
  error,
  endingId,
  disabled,
  onSignOut,
}: {
  status: 'pending' | 'error' | 'success';
  sessions: SessionInfo[] | undefined;
  error: Error | null;
  /** The sign-in being ended now, whose button shows it. */
  endingId: string | undefined;
  /** An ending is on its way: no other can start. */
  disabled: boolean;
  onSignOut: (session: SessionInfo) => void;
}) {
  return (
    <div className="table-panel">
      <div className="table-toolbar">
        {status === 'success' ? (
          <p className="table-toolbar__count" aria-live="polite">
            {sessions?.length === 1 ? '1 sign-in' : `${sessions?.length ?? 0} sign-ins`}
          </p>
        ) : null}
      </div>
      <TableFrame caption="Your sign-ins" className="sessions-table" busy={status === 'pending'}>
        <thead>
          <tr>
            {COLUMNS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Sign out</span>
            </th>
          </tr>
        </thead>
        <TableBody
          status={status}
          colSpan={COLUMN_COUNT}
          errorText={listErrorText(error, 'Failed to fetch your sign-ins')}
          emptyText={!sessions?.length ? 'No live sign-ins.' : null}
        >
          {sessions?.map((session) => (
            <tr key={session.id} className={session.current ? 'is-current' : undefined}>
              <td>
                <div className="sessions-table__device">
                  <span className="cell-title__main">{session.device}</span>
                  {session.current ? <span className="pill pill--yes">This device</span> : null}
                </div>
              </td>
              <td
                data-label="Address"
                className={`sessions-table__ip${session.ip?.includes(':') ? '' : ' sessions-table__ip--v4'}`}
              >
                {session.ip ?? <span className="cell-muted">—</span>}
              </td>
              <td data-label="Signed in" className="sessions-table__when">
                <When iso={session.signedInAt} />
              </td>
              <td data-label="Ends" className="sessions-table__when">
                <When iso={session.expiresAt} />
              </td>
              <td className="sessions-table__action">
                {session.current ? null : (
                  <Button
                    size="sm"
                    aria-label={`Sign out ${session.device}, signed in ${formatWhen(session.signedInAt)}`}
                    busy={endingId === session.id}
                    disabled={disabled}
                    onClick={() => onSignOut(session)}
                  >
                    Sign out
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </TableBody>
      </TableFrame>
    </div>
  );
}

/** "2 Dec 2026, 14:05" in Dubai time; the date and the time each kept whole where the cell wraps. */
function When({ iso }: { iso: string }) {
  const when = whenParts(iso);
  return (
    <time dateTime={iso}>
      {when ? (
        <>
          <span className="cell-nowrap">{when.date},</span> <span className="cell-nowrap">{when.time}</span>
        </>
      ) : (
        iso
      )}
    </time>
  );
}
