import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-settings: the agency's contact details. */
export const getSettings = () => callRoute('getSettings', {});

export const settingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings.agency(), queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
