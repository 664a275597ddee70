import { useSessionRenewal } from '@/features/auth/use-session-renewal';
import { useUnhandledLeads } from '@/features/leads/api/get-unhandled-count';
import { useSettings } from '@/features/settings/api/get-settings';
import { AdminLayout } from '../layout/admin-layout';

/**
 * The signed-in shell, with the agency's name and the count of leads waiting. The router renders
 * it inside RequireAuth, so it never runs without a token.
 */
export function Shell() {
  useSessionRenewal();
  const settings = useSettings();
  const leads = useUnhandledLeads();
  return <AdminLayout brand={settings.data?.agencyName || 'Estate'} leadsBadge={leads.total} />;
}
