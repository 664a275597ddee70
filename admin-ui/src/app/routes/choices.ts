import { useEffect, useState } from 'react';
import type { ChoiceList } from '@/components/form/choice-list';
import type { MultiOption } from '@/components/form/multi-select';
import { SEARCH_DELAY_MS } from '@/components/ui/data-table';
import { useDevelopmentChoiceList } from '@/features/developments/api/get-development-choices';
import { usePropertyChoiceList } from '@/features/properties/api/get-property-choices';
import { useAgentChoiceList } from '@/features/teams/api/get-agent-choices';
import type { SelectOption } from '@/components/form/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { Page } from '@/lib/api-client';

/**
 * The selection lists other screens offer (development properties, area listings, Settings),
 * composed here so features never import one another. Each loads ids and titles only
 * (fields=_id,title), the first matches of a search the server runs as the user types
 * (docs/decisions/0016). A failed load is logged only (admin spec §8) and leaves an empty list.
 */
function useChoices(
  what: string,
  load: (q: string) => {
    data?: Page<{ _id: string; title: string }>;
    error: Error | null;
    isPending: boolean;
  },
): ChoiceList<MultiOption> {
  const [search, setSearch] = useState('');
  const query = load(useDebouncedValue(search.trim(), SEARCH_DELAY_MS));
  const { error } = query;
  useEffect(() => {
    if (error) console.warn(`Could not load the ${what} for selection:`, error.message);
  }, [error, what]);
  return {
    loading: query.isPending,
    options: (query.data?.items ?? []).map((c) => ({ value: c._id, label: c.title })),
    total: query.data?.total,
    search,
    onSearch: setSearch,
  };
}

export const usePropertyChoices = () => useChoices('properties', usePropertyChoiceList);
export const useDevelopmentChoices = () => useChoices('developments', useDevelopmentChoiceList);

/** The team members a listing can name as its agent (a team is small: the whole list, by name). */
export function useAgentChoices(): ChoiceList<SelectOption> {
  const query = useAgentChoiceList();
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the team for selection:', error.message);
  }, [error]);
  return {
    loading: query.isPending,
    options: (query.data?.items ?? []).map((c) => ({ value: c._id, label: c.title })),
    total: query.data?.total,
  };
}
