import { AUDIT_KIND_LABELS, type AuditEntry } from '@estate/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { whenParts } from '@/lib/dubai-time';
import { ACTOR_KIND_LABELS, actionText, changeView, itemPath } from '../audit-format';
import { TableBody } from '@/components/ui/table-body';
import { TableFrame } from '@/components/ui/table-frame';

/** The columns of the trail; an item's History leaves out What (it is the item itself). */
function auditColumns(showWhat: boolean): string[] {
  return ['When', 'Who', 'From', ...(showWhat ? ['What'] : []), 'Action', 'Changes'];
}

/** Changes shown at once; a create lists every field it set, and the rest wait behind a toggle. */
const SHOWN_CHANGES = 4;

/**
 * A table of audit entries: the Loading row, the error row or the empty row, else `children`
 * (the rows, AuditRow each). The table keeps its columns whole on a narrow screen and scrolls
 * inside its panel instead.
 */
export function AuditTable({
  caption,
  showWhat,
  status,
  fetching = false,
  errorText,
  emptyText,
  children,
}: {
  caption: string;
  showWhat: boolean;
  status: 'pending' | 'error' | 'success';
  /** A new page is on its way while the last one is shown. */
  fetching?: boolean;
  errorText: string;
  /** Shown when the page has no rows; null when there are rows. */
  emptyText: string | null;
  children: ReactNode;
}) {
  const columns = auditColumns(showWhat);
  return (
    <TableFrame caption={caption} className="audit-table" busy={status === 'pending' || fetching}>
      <thead>
        <tr>
          {columns.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <TableBody status={status} colSpan={columns.length} errorText={errorText} emptyText={emptyText}>
        {children}
      </TableBody>
    </TableFrame>
  );
}

/** One entry: when, who (and through which door), from where, what, the action and its changes. */
export function AuditRow({
  entry,
  showWhat,
  actions,
}: {
  entry: AuditEntry;
  showWhat: boolean;
  /** Below the changes: what can be done with the entry (Restore these values). */
  actions?: ReactNode;
}) {
  const when = whenParts(entry.at);
  const door = ACTOR_KIND_LABELS[entry.actor.kind];
  return (
    <tr>
      <td className="audit-table__when">
        <time dateTime={entry.at}>
          {when ? (
            <>
              <span className="cell-nowrap">{when.date},</span> <span className="cell-nowrap">{when.time}</span>
            </>
          ) : (
            entry.at
          )}
        </time>
      </td>
      <td className="audit-table__who">
        <span className="cell-title__main">{entry.actor.name || door}</span>
        {/* The site writes as itself: its name already says which door. */}
        {entry.actor.name && entry.actor.name !== door ? <span className="audit-door">{door}</span> : null}
      </td>
      <td className={`audit-table__ip${entry.ip?.includes(':') ? '' : ' audit-table__ip--v4'}`}>
        {entry.ip ?? <span className="cell-muted">—</span>}
      </td>
      {showWhat ? (
        <td className="audit-table__what">
          <span className="cell-title__sub">{AUDIT_KIND_LABELS[entry.kind]}</span>
          <ItemTitle entry={entry} />
        </td>
      ) : null}
      <td className="audit-table__action">{actionText(entry.action)}</td>
      <td className="audit-table__changes">
        <ChangeList entry={entry} />
        {actions}
      </td>
    </tr>
  );
}

function ItemTitle({ entry }: { entry: AuditEntry }) {
  const title = entry.title || 'Untitled';
  const path = itemPath(entry);
  return path ? (
    <Link to={path} className="cell-link">
      {title}
    </Link>
  ) : (
    <span className="cell-title__main">{title}</span>
  );
}

/**
 * "Price: 2,500,000 → 2,750,000", one line a field, a secret as "Password: changed"; past the
 * first few, behind "N more changes".
 */
function ChangeList({ entry }: { entry: AuditEntry }) {
  if (!entry.changes.length) return <span className="cell-muted">—</span>;
  const items = entry.changes.map((change) => {
    const view = changeView(entry.kind, change);
    return (
      <li key={change.field}>
        <span className="audit-changes__field">{view.label}:</span>{' '}
        {view.hidden ? (
          'changed'
        ) : (
          <>
            <Value text={view.before} /> → <Value text={view.after} />
          </>
        )}
      </li>
    );
  });
  const shown = items.length > SHOWN_CHANGES + 1 ? items.slice(0, SHOWN_CHANGES) : items;
  const more = items.slice(shown.length);
  return (
    <>
      <ul className="audit-changes">{shown}</ul>
      {more.length ? (
        <details className="audit-changes__more">
          <summary>
            {more.length} more {more.length === 1 ? 'change' : 'changes'}
          </summary>
          <ul className="audit-changes">{more}</ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * A short value (a price, a yes or no) stays on one line; a longer one wraps, so that it never
 * widens the column past what the table has at 1024 px.
 */
function Value({ text }: { text: string }) {
  return text.length <= 14 ? <span className="cell-nowrap">{text}</span> : <>{text}</>;
}
