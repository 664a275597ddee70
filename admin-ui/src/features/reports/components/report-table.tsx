import type { ReactNode } from 'react';
import { TableBody } from '@/components/ui/table-body';
import { TableFrame } from '@/components/ui/table-frame';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  figure?: boolean;
}

/** A report's figures as a table: what each chart shows, for every reader, and the listings' report itself. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  errorText,
  emptyText,
}: {
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  status: 'pending' | 'error' | 'success';
  errorText: string;
  emptyText: string;
}) {
  return (
    <TableFrame caption={caption} className="report-table" busy={status === 'pending'}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.figure ? 'is-end' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <TableBody
        status={status}
        colSpan={columns.length}
        errorText={errorText}
        emptyText={rows.length ? null : emptyText}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header} className={c.figure ? 'is-end' : undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </TableBody>
    </TableFrame>
  );
}

/** A duration in minutes as people say it: 45 min, 3 h 20 min, 2 d 4 h. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const m = minutes % 60;
    return `${Math.floor(minutes / 60)} h${m ? ` ${m} min` : ''}`;
  }
  const h = Math.floor(minutes / 60) % 24;
  return `${Math.floor(minutes / 1440)} d${h ? ` ${h} h` : ''}`;
}

export const percentText = (ratio: number | null) =>
  ratio === null ? '—' : `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;
