import { SessionsPage } from '@/features/sessions/components/sessions-page';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';

/** The member's own account page: their sign-ins, and their two-factor sign-in under them. */
export function AccountRoute() {
  return (
    <SessionsPage>
      <TwoFactorSection />
    </SessionsPage>
  );
}
