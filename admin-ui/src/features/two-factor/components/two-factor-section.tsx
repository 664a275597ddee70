import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CloseIcon } from '@/components/ui/icons';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { CodeDialog } from './code-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/** When this few recovery codes are left, the member is asked to make new ones. */
const FEW_CODES_LEFT = 3;

export const codesLeftText = (n: number) =>
  n === 0 ? 'No recovery codes left' : n === 1 ? '1 recovery code left' : `${n} recovery codes left`;

type Question = 'renew' | 'disable';

/**
 * The member's two-factor sign-in, on their account page: off, what it is and Set up; on, the
 * recovery codes left, New recovery codes and Turn off, each for a current code (Turn off is not
 * offered when the agency requires it of them). New recovery codes are shown once, then Done.
 */
export function TwoFactorSection() {
  const { twoFactor } = useAccess();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const ask = (what: Question) => {
    setMessage(null);
    setCodeError(undefined);
    setFailure(null);
    setQuestion(what);
  };

  const refused = (fallback: string) => (error: Error) => {
    const atField = fieldErrorsOf(error).code;
    if (atField) setCodeError(atField);
    else setFailure(errorText(error, fallback));
  };

  const answer = (code: string) => {
    setCodeError(undefined);
    setFailure(null);
    if (question === 'renew') {
      renew.mutate(code, {
        onSuccess: (result) => {
          setQuestion(null);
          setCodes(result.recoveryCodes);
          setMessage({ tone: 'success', text: result.message });
        },
        onError: refused('New recovery codes could not be made. Please try again.'),
      });
    } else {
      disable.mutate(code, {
        onSuccess: (result) => {
          setQuestion(null);
          setMessage({ tone: 'success', text: result.message });
        },
        onError: refused('Two-factor sign-in could not be turned off. Please try again.'),
      });
    }
  };

  // While new recovery codes are shown, the status waits: they are shown only this once.
  const on = twoFactor.enabled || codes !== null;

  return (
    <Card
      className="two-factor card--spaced"
      title="Two-factor sign-in"
      description="A code from an app on your phone, asked for after your password: your account stays yours even if the password is guessed or stolen."
      actions={<span className={`pill pill--${on ? 'yes' : 'no'}`}>{on ? 'On' : 'Off'}</span>}
    >
      {message ? <SectionMessage message={message} onDismiss={() => setMessage(null)} /> : null}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : twoFactor.enabled ? (
        <div className="two-factor__on">
          <p className={`two-factor__codes-left${twoFactor.recoveryCodesLeft <= FEW_CODES_LEFT ? ' is-low' : ''}`}>
            <strong>{codesLeftText(twoFactor.recoveryCodesLeft)}</strong>
            {twoFactor.recoveryCodesLeft <= FEW_CODES_LEFT
              ? ': make new ones before they run out.'
              : ', each good for one sign-in without your phone.'}
          </p>
          <div className="two-factor__actions">
            <Button onClick={() => ask('renew')}>New recovery codes</Button>
            {twoFactor.required ? null : (
              <Button variant="danger" onClick={() => ask('disable')}>
                Turn off
              </Button>
            )}
          </div>
          {twoFactor.required ? (
            <p className="two-factor__note">
              The agency requires two-factor sign-in for administrators, so it stays on for your account.
            </p>
          ) : null}
        </div>
      ) : (
        <div className="two-factor__off">
          <p className="two-factor__intro">
            Once it is on, each sign-in asks for the six-digit code your authenticator app shows, and you keep ten
            recovery codes for the day you are without your phone.
          </p>
          <TwoFactorSetup
            onEnabled={(result) => {
              setCodes(result.recoveryCodes);
              setMessage({ tone: 'success', text: result.message });
            }}
          />
        </div>
      )}
      <CodeDialog
        open={question === 'renew'}
        title="New recovery codes"
        description={<p>Your current recovery codes stop working, and ten new ones are shown once.</p>}
        confirmLabel="Make new codes"
        busy={renew.isPending}
        codeError={codeError}
        failure={failure}
        onSubmit={answer}
        onCancel={() => setQuestion(null)}
      />
      <CodeDialog
        open={question === 'disable'}
        title="Turn off two-factor sign-in?"
        description={<p>Your password alone signs you in again, and your recovery codes stop working.</p>}
        confirmLabel="Turn off"
        tone="danger"
        busy={disable.isPending}
        codeError={codeError}
        failure={failure}
        onSubmit={answer}
        onCancel={() => setQuestion(null)}
      />
    </Card>
  );
}

/** What the server answered a change, until dismissed or replaced. */
function SectionMessage({ message, onDismiss }: { message: FlashMessage; onDismiss: () => void }) {
  return (
    <div
      className={`flash flash--${message.tone} flash--dismissible two-factor__message`}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      <span>{message.text}</span>
      <button type="button" className="flash__dismiss" onClick={onDismiss} aria-label="Dismiss the message">
        <CloseIcon />
      </button>
    </div>
  );
}
