import type { ReactNode } from 'react';

/**
 * A table's body in each state of its data: one row across every column while it loads, when it
 * could not be read (an alert), or when there is nothing to show (emptyText); else its own rows.
 */
export function TableBody({
  status,
  colSpan,
  errorText,
  emptyText,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  colSpan: number;
  errorText: ReactNode;
  /** What an empty table says; null when there are rows to show. */
  emptyText: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <tbody>
      {status === 'pending' ? (
        <tr className="table__state">
          <td colSpan={colSpan}>
            <span className="loading-dots" aria-hidden="true" />
            Loading...
          </td>
        </tr>
      ) : status === 'error' ? (
        <tr className="table__state table__state--error">
          <td colSpan={colSpan}>
            <span role="alert">{errorText}</span>
          </td>
        </tr>
      ) : emptyText !== null ? (
        <tr className="table__state">
          <td colSpan={colSpan}>{emptyText}</td>
        </tr>
      ) : (
        children
      )}
    </tbody>
  );
}
