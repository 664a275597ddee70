import { LIST_SEARCH_FIELDS, type EditableListQuery, type EditableResource } from '@estate/contract';

/*
 * A page of a resource's list: the options it is asked with (a staff list's search and sort among
 * them) and the answer it gives.
 */

export interface ListOptions {
  where?: Record<string, unknown>;
  limit?: number;
  offset?: number;
  orderBy?: unknown;
  /** Answer id and title only (a choice list, `fields=_id,title`). */
  choice?: boolean;
  /** The answer goes to the public: rows pass through the spec's publicRow. */
  publicView?: boolean;
  /**
   * Staff lists: the documents' draft rows, the latest of each (docs/decisions/0036). Without
   * it a list shows the published rows only, what the public may see.
   */
  drafts?: boolean;
  /**
   * `where` picks each document's row itself (an agent's list of listings: the drafts of their
   * own, the published rows of the others): neither the draft nor the published row is added.
   */
  rowsNamed?: boolean;
  /**
   * A staff list's text search (`q`): the text, case-insensitive anywhere in any of `fields`.
   * Kept apart from `where` so that the reader can answer it from a search index where one holds
   * the rows asked for (lib/listing/staff-lists), and add it to the condition otherwise.
   */
  search?: ListSearch;
}

export interface ListSearch {
  text: string;
  fields: readonly string[];
}

/** The search as a condition of the query engine: LOWER(column) LIKE LOWER(?) for each field, any of them. */
export const searchCondition = (search: ListSearch): Record<string, unknown> => ({
  $or: search.fields.map((field) => ({ [field]: { $containsi: search.text } })),
});

/**
 * The list options of an editable list's query (docs/decisions/0016): `q` matches any of the
 * resource's search fields case-insensitively (`searchCondition`, or a search index that gives
 * the same rows, docs/decisions/0090), `sort` orders by its field with the row id as the
 * tie-breaker, so that pages never repeat or skip a row.
 */
export function editableListOptions(resource: EditableResource, query: EditableListQuery): ListOptions {
  const options: ListOptions = { limit: query.limit, offset: query.offset, choice: query.fields === 'choice' };
  if (query.q) options.search = { text: query.q, fields: LIST_SEARCH_FIELDS[resource] };
  if (query.sort) {
    const { field, direction } = query.sort;
    options.orderBy = [{ [field]: direction }, { id: direction }];
  }
  return options;
}

/**
 * A page of a list. `body`, when present, is the answer already serialised (the items as a JSON
 * array, UTF-8), which the list routes send as it is.
 */
export interface ListResult<Out> {
  items: Out[];
  total: number;
  body?: Buffer;
  /** `total` is a lower bound: the list stopped counting there (a property search's countUpTo). */
  lowerBound?: boolean;
}
