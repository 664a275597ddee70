import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A search kept in the page's address, so a reload or a shared link shows the same results:
 * `search` as parsed from it, and `update`, which writes a change back without scrolling the page
 * (`replace` when it should not add a history entry, as Load More's page does not).
 */
export function useUrlSearch<S extends object>(
  parse: (params: URLSearchParams) => S,
  toParams: (search: S) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parse(params), [parse, params]);
  const update = (next: Partial<S>, replace = false) => {
    setParams(toParams({ ...search, ...next }), { preventScrollReset: true, replace });
  };
  return [search, update] as const;
}
