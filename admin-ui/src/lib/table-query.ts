import { CHOICE_FIELDS, LIST_QUERY_MAX, SORT_DIRECTIONS, type SortDirection } from '@estate/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per table page (docs/decisions/0016). */
export const TABLE_PAGE_SIZE = 50;
/** Items a choice list loads per search: enough to pick from, small enough to send at once. */
export const CHOICE_LIMIT = 100;

export interface TableSort {
  field: string;
  direction: SortDirection;
}

/** What a staff table shows: a page (from 1), a search and a sort; it lives in the URL. */
export interface TableQuery {
  page: number;
  q: string;
  sort: TableSort | null;
}

/** The list route's query parameters for a table page (limit/offset, q, sort). */
export function tableParams(query: TableQuery) {
  return {
    limit: TABLE_PAGE_SIZE,
    offset: (query.page - 1) * TABLE_PAGE_SIZE,
    q: query.q || undefined,
    sort: query.sort ? `${query.sort.field}:${query.sort.direction}` : undefined,
  };
}

/** The list route's query parameters for a choice list: id and title of the first matches by title. */
export function choiceParams(q: string) {
  return { fields: CHOICE_FIELDS.join(','), q: q.trim() || undefined, sort: 'title:asc', limit: CHOICE_LIMIT };
}

function readSort(value: string | null, fields: readonly string[]): TableSort | null {
  if (!value) return null;
  const [field, direction] = value.split(':');
  if (!field || !fields.includes(field) || !SORT_DIRECTIONS.includes(direction as SortDirection)) return null;
  return { field, direction: direction as SortDirection };
}

export interface TableState {
  query: TableQuery;
  setPage: (page: number) => void;
  setSearch: (q: string) => void;
  setSort: (sort: TableSort | null) => void;
}

/**
 * The table's page, search and sort as URL parameters (?page=&q=&sort=), so that a reload, the
 * back button or a shared link show the same rows. Values the table cannot use (a sort field it
 * does not offer, page 0) are read as their defaults rather than sent to the server.
 */
export function useTableQuery(sortFields: readonly string[]): TableState {
  const [params, setParams] = useSearchParams();
  const pageText = params.get('page');
  const q = (params.get('q') ?? '').trim().slice(0, LIST_QUERY_MAX);
  const sortText = params.get('sort');
  const fieldsKey = sortFields.join(',');

  const query = useMemo<TableQuery>(() => {
    const page = pageText && /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    return { page, q, sort: readSort(sortText, fieldsKey.split(',')) };
  }, [pageText, q, sortText, fieldsKey]);

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    query,
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : null }, false), [update]),
    // Typing replaces the entry: the back button leaves the table rather than undoing letters.
    setSearch: useCallback((text: string) => update({ q: text.trim() || null, page: null }, true), [update]),
    setSort: useCallback(
      (sort: TableSort | null) => update({ sort: sort ? `${sort.field}:${sort.direction}` : null, page: null }, false),
      [update],
    ),
  };
}
