import { apiPath, ChoiceSchema } from '@estate/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { choiceParams } from '@/lib/table-query';

/** GET /api/admin/get-developments?fields=_id,title: the ids and titles of the first matches of a search. */
export const getDevelopmentChoices = (q: string) =>
  requestPage(ChoiceSchema, apiPath('getDevelopments'), { query: choiceParams(q) });

export const developmentChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.developments.choices(q.trim()),
    queryFn: () => getDevelopmentChoices(q),
    placeholderData: keepPreviousData,
  });

export const useDevelopmentChoiceList = (q: string) => useQuery(developmentChoicesQueryOptions(q));
