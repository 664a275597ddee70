import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/get-permit-alerts: permits expiring within 14 days, and expired ones. */
export const getPermitAlerts = () => callRoute('getPermitAlerts', {});

export const permitAlertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.properties.permitAlerts(), queryFn: getPermitAlerts });

export const usePermitAlerts = () => useQuery(permitAlertsQueryOptions());
