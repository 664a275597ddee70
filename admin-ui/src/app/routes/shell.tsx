import { TWO_FACTOR_SETUP_REQUIRED } from '@estate/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/flash';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { useMe } from '@/features/auth/api/get-me';
import { useSessionRenewal } from '@/features/auth/use-session-renewal';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useUnhandledLeads } from '@/features/leads/api/get-unhandled-count';
import { useSettings } from '@/features/settings/api/get-settings';
import { TwoFactorRequiredPage } from '@/features/two-factor/components/two-factor-required-page';
import { accessOf, AccessProvider } from '@/lib/access';
import { errorText, RequestError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { AdminLayout } from '../layout/admin-layout';
import { PermittedOutlet } from './route-access';

/**
 * The signed-in shell. The router renders it inside RequireAuth, so it never runs without a
 * token; it first asks what the member's role allows (GET get-me), then shows the navigation
 * and the page that role may use. A member the agency requires two-factor sign-in of sees only
 * its setup until it is on (the server refuses them everything else), then the page they asked for.
 */
export function Shell() {
  useSessionRenewal();
  useSetupRequiredWatch();
  const me = useMe();
  const access = useMemo(() => (me.data ? accessOf(me.data) : null), [me.data]);
  const queryClient = useQueryClient();
  // Set once the required setup is on: its recovery codes stay shown until Done, though the
  // member's status, read again meanwhile, no longer requires the setup.
  const [finishing, setFinishing] = useState(false);
  if (access) {
    return (
      <AccessProvider access={access}>
        {access.mustSetUpTwoFactor || finishing ? (
          <AdminLayout brand="Estate" restricted>
            <TwoFactorRequiredPage
              onEnabled={() => setFinishing(true)}
              onDone={() => {
                setFinishing(false);
                void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
              }}
            />
          </AdminLayout>
        ) : (
          <SignedInShell />
        )}
      </AccessProvider>
    );
  }
  // A 401 has signed the user out already: the guard is on its way to the login page.
  return me.isError ? (
    <AccessFailed error={me.error} retry={() => void me.refetch()} busy={me.isFetching} />
  ) : (
    <PageLoading />
  );
}

/**
 * A call refused because the member must set up two-factor sign-in first (the agency began to
 * require it while they were signed in): their status is read again, and the shell shows the setup.
 */
function useSetupRequiredWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (error instanceof RequestError && error.status === 403 && error.message === TWO_FACTOR_SETUP_REQUIRED)
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** The layout with the agency's name and the count of leads waiting. */
function SignedInShell() {
  const settings = useSettings();
  const leads = useUnhandledLeads();
  return (
    <AdminLayout brand={settings.data?.agencyName || 'Estate'} leadsBadge={leads.total}>
      <PermittedOutlet />
    </AdminLayout>
  );
}

/** Without the member's access no page can be shown: say why, and offer to try again or sign out. */
function AccessFailed({ error, retry, busy }: { error: Error; retry: () => void; busy: boolean }) {
  const signOut = useSignOut();
  return (
    <main className="main" id="main">
      <div className="main__inner">
        <PageHeader eyebrow="Staff area" title="Your access could not be loaded" />
        <Notice tone="error">
          {errorText(error, 'The server did not say what your role allows. Please try again in a moment.')}
        </Notice>
        <p className="page-actions">
          <Button variant="primary" onClick={retry} busy={busy}>
            Try again
          </Button>
          <Button variant="ghost" onClick={() => void signOut()}>
            Sign out
          </Button>
        </p>
      </div>
    </main>
  );
}
