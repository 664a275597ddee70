import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Page } from '@/lib/api-client';
import { TABLE_PAGE_SIZE, type TableState } from '@/lib/table-query';
import { SearchIcon, SortIcon } from './icons';
import { Pagination } from './pagination';
import { TableBody } from './table-body';
import { TableFrame } from './table-frame';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sorts the list by this column (its id is the contract's sort field). */
  sortable?: boolean;
  align?: 'start' | 'end';
  className?: string;
}

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

const cellClass = (column: { align?: 'start' | 'end'; className?: string }) =>
  [column.align === 'end' ? 'is-end' : '', column.className ?? ''].join(' ').trim() || undefined;

/**
 * A list screen's table: a Loading row, an error row, then rows (admin spec §2). The server
 * pages, searches and sorts (docs/decisions/0016): this shows one page of 50 and keeps the page,
 * the search and the sort in the URL through `table`.
 */
export function DataTable<T>({
  caption,
  columns,
  page,
  rowKey,
  status,
  fetching = false,
  errorText,
  emptyText,
  table,
  searchLabel = 'Search by title',
  toolbar,
}: {
  caption: string;
  columns: Column<T>[];
  /** The rows of the current page and the number of all matches. */
  page: Page<T> | undefined;
  rowKey: (row: T) => string;
  status: 'pending' | 'error' | 'success';
  /** A new page is on its way while the last one is shown. */
  fetching?: boolean;
  errorText?: string;
  emptyText: string;
  table: TableState;
  searchLabel?: string;
  toolbar?: ReactNode;
}) {
  const searchId = useId();
  const { query, setPage, setSearch, setSort } = table;
  const [text, setText] = useState(query.q);
  // The search last sent to the URL: a change of the URL from elsewhere (back button, a link)
  // shows in the box, while the URL catching up with the user's own typing does not clobber it.
  const committed = useRef(query.q);
  useEffect(() => {
    if (query.q !== committed.current) {
      committed.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      setSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  const rows = page?.items ?? [];
  const total = page?.total ?? 0;

  const toggleSort = (field: string) => {
    const current = query.sort?.field === field ? query.sort.direction : null;
    setSort(current === null ? { field, direction: 'asc' } : current === 'asc' ? { field, direction: 'desc' } : null);
  };

  return (
    <div className="table-panel">
      <div className="table-toolbar">
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
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                committed.current = text.trim();
                setSearch(text);
              }
            }}
          />
        </div>
        {toolbar}
        {status === 'success' ? (
          <p className="table-toolbar__count" aria-live="polite">
            {query.q
              ? `${total.toLocaleString('en-US')} ${total === 1 ? 'match' : 'matches'}`
              : `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`}
          </p>
        ) : null}
      </div>
      <TableFrame caption={caption} busy={status === 'pending' || fetching}>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = query.sort?.field === column.id ? query.sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cellClass(column)}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                >
                  {column.sortable ? (
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
        <TableBody
          status={status}
          colSpan={columns.length}
          errorText={errorText}
          emptyText={
            rows.length === 0
              ? query.q
                ? `Nothing matches “${query.q}”.`
                : total > 0
                  ? 'No rows on this page.'
                  : emptyText
              : null
          }
        >
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </TableBody>
      </TableFrame>
      {status === 'success' ? (
        <Pagination
          label={caption}
          page={query.page}
          pageSize={TABLE_PAGE_SIZE}
          total={total}
          shown={rows.length}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
