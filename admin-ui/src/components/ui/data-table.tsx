import { useId, useMemo, useState, type ReactNode } from 'react';
import { SearchIcon, SortIcon } from './icons';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  align?: 'start' | 'end';
  className?: string;
}

export const TABLE_PAGE_SIZE = 50;

type Direction = 'asc' | 'desc';

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * A list screen's table: a Loading row, an error row, then rows (admin spec §2), with search by
 * title, sorting by column and pages of 50 once the list is longer than that.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  errorText,
  emptyText,
  searchText,
  searchLabel = 'Search by title',
  toolbar,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  status: 'pending' | 'error' | 'success';
  errorText?: string;
  emptyText: string;
  /** The text the search box matches (the title). */
  searchText?: (row: T) => string;
  searchLabel?: string;
  toolbar?: ReactNode;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ id: string; direction: Direction } | null>(null);
  const [page, setPage] = useState(0);

  const filtered = useMemo(() => {
    const list = rows ?? [];
    const q = query.trim().toLowerCase();
    const matched = q && searchText ? list.filter((row) => searchText(row).toLowerCase().includes(q)) : [...list];
    const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
    if (column?.sortValue && sort) {
      const value = column.sortValue;
      matched.sort((a, b) => {
        const result = compare(value(a), value(b));
        return sort.direction === 'asc' ? result : -result;
      });
    }
    return matched;
  }, [rows, query, searchText, sort, columns]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / TABLE_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const visible =
    filtered.length > TABLE_PAGE_SIZE
      ? filtered.slice(current * TABLE_PAGE_SIZE, (current + 1) * TABLE_PAGE_SIZE)
      : filtered;

  const toggleSort = (id: string) => {
    setPage(0);
    setSort((s) =>
      s?.id === id ? (s.direction === 'asc' ? { id, direction: 'desc' } : null) : { id, direction: 'asc' },
    );
  };

  const total = rows?.length ?? 0;

  return (
    <div className="table-panel">
      {searchText || toolbar ? (
        <div className="table-toolbar">
          {searchText ? (
            <div className="search-input">
              <SearchIcon />
              <label htmlFor={searchId} className="visually-hidden">
                {searchLabel}
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder={searchLabel}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setPage(0);
                }}
              />
            </div>
          ) : null}
          {toolbar}
          {status === 'success' ? (
            <p className="table-toolbar__count" aria-live="polite">
              {query.trim() ? `${filtered.length} of ${total}` : `${total} ${total === 1 ? 'entry' : 'entries'}`}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={
                      [column.align === 'end' ? 'is-end' : '', column.className ?? ''].join(' ').trim() || undefined
                    }
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className="th-sort" onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <SortIcon direction={direction ?? 'none'} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {status === 'pending' ? (
              <tr className="table__state">
                <td colSpan={columns.length}>
                  <span className="loading-dots" aria-hidden="true" />
                  Loading...
                </td>
              </tr>
            ) : status === 'error' ? (
              <tr className="table__state table__state--error">
                <td colSpan={columns.length} role="alert">
                  {errorText}
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr className="table__state">
                <td colSpan={columns.length}>{query.trim() ? `Nothing matches “${query.trim()}”.` : emptyText}</td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={
                        [column.align === 'end' ? 'is-end' : '', column.className ?? ''].join(' ').trim() || undefined
                      }
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {status === 'success' && filtered.length > TABLE_PAGE_SIZE ? (
        <nav className="pagination" aria-label={`${caption} pages`}>
          <p className="pagination__summary">
            Showing {current * TABLE_PAGE_SIZE + 1}–{Math.min((current + 1) * TABLE_PAGE_SIZE, filtered.length)} of{' '}
            {filtered.length}
          </p>
          <div className="pagination__buttons">
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </button>
            <span className="pagination__page">
              Page {current + 1} of {pageCount}
            </span>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={current >= pageCount - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
