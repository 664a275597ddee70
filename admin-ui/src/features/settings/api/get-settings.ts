import { apiPath, SettingsSchema } from '@estate/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-settings: the agency's contact details. */
export const getSettings = () => requestJson(SettingsSchema, apiPath('getSettings'));

export const settingsQueryOptions = () => queryOptions({ queryKey: queryKeys.settings.agency(), queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
