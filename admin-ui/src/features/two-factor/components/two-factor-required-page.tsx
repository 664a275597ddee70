import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { ShieldIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * What a member the agency requires two-factor sign-in of sees until it is on (the server refuses
 * them everything else meanwhile): why, and the setup. `onEnabled` tells the shell to keep this
 * screen while the recovery codes are shown; `onDone`, after them, lets the app continue.
 */
export function TwoFactorRequiredPage({ onEnabled, onDone }: { onEnabled: () => void; onDone: () => void }) {
  useDocumentTitle('Set up two-factor sign-in');
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div className="two-factor-required">
      <PageHeader
        eyebrow="Your account"
        title="Set up two-factor sign-in"
        description="The agency requires two-factor sign-in for administrators. Set it up now to continue: it takes a minute with an authenticator app on your phone."
      />
      <Card
        className="two-factor"
        title={codes ? 'Two-factor sign-in is on' : 'Your authenticator app'}
        description={
          codes
            ? 'From your next sign-in, a code of the app is asked for after your password.'
            : 'Each sign-in will ask for the six-digit code the app shows, after your password.'
        }
        actions={<ShieldIcon className="two-factor__shield" width={28} height={28} />}
      >
        {codes ? (
          <RecoveryCodes codes={codes} onDone={onDone} />
        ) : (
          <TwoFactorSetup
            onEnabled={(result) => {
              onEnabled();
              setCodes(result.recoveryCodes);
            }}
          />
        )}
      </Card>
    </div>
  );
}
