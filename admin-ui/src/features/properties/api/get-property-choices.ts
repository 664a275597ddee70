import { apiPath, ChoiceSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { choiceParams } from '@/lib/table-query';

/** GET /api/admin/get-properties?fields=_id,title: the ids and titles of the first matches of a search. */
export const getPropertyChoices = (q: string) =>
  requestPage(ChoiceSchema, apiPath('getProperties'), { query: choiceParams(q) });

export const propertyChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.properties.choices(q.trim()),
    queryFn: () => getPropertyChoices(q),
    placeholderData: keepPreviousData,
  });

export const usePropertyChoiceList = (q: string) => useQuery(propertyChoicesQueryOptions(q));
