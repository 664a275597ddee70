import { apiPath, ChoiceSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { choiceParams } from '@/lib/table-query';

/** GET /api/admin/get-teams?fields=_id,title: the team members a listing can name as its agent. */
export const getAgentChoices = () => requestPage(ChoiceSchema, apiPath('getTeams'), { query: choiceParams('') });

export const agentChoicesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teams.choices(''), queryFn: getAgentChoices });

export const useAgentChoiceList = () => useQuery(agentChoicesQueryOptions());
