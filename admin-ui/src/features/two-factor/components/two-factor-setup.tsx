import type { TwoFactorSetup as Setup } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { errorText, fieldErrorsOf, RequestError } from '@/lib/api-client';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';

/** A secret as it is typed into an app that cannot scan: groups of four ("JBSW Y3DP ..."). */
export const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Whole minutes from now until `iso`, at least one. */
const minutesUntil = (iso: string) => Math.max(1, Math.round((Date.parse(iso) - Date.now()) / 60_000));

/**
 * Turning on two-factor sign-in: Set up asks the server for a new secret, shown as a QR code to
 * scan and as a key to type; a code of the app then turns it on, and `onEnabled` gets the
 * recovery codes to show. A setup left too long (409) starts again from the button.
 */
export function TwoFactorSetup({
  onEnabled,
}: {
  onEnabled: (result: { message: string; recoveryCodes: string[] }) => void;
}) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const begin = () => {
    setFailure(null);
    start.mutate(undefined, {
      onSuccess: (answer) => {
        setSetup(answer);
        setCode('');
        setCodeError(undefined);
      },
      onError: (error) => setFailure(errorText(error, 'Two-factor sign-in could not be set up. Please try again.')),
    });
  };

  const turnOn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) {
      setCodeError('Enter the code the app shows');
      return;
    }
    enable.mutate(code.trim(), {
      onSuccess: onEnabled,
      onError: (error) => {
        const atField = fieldErrorsOf(error).code;
        if (atField) {
          setCodeError(atField);
          return;
        }
        // The QR code has expired: the member begins again with a new one.
        if (error instanceof RequestError && error.status === 409) setSetup(null);
        setFailure(errorText(error, 'Two-factor sign-in could not be turned on. Please try again.'));
      },
    });
  };

  const refusal = failure ? (
    <p className="flash flash--error two-factor__failure" role="alert">
      {failure}
    </p>
  ) : null;

  if (!setup) {
    return (
      <div className="two-factor__start">
        {refusal}
        <Button variant="primary" busy={start.isPending} onClick={begin}>
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }

  return (
    <div className="two-factor-setup">
      <figure className="two-factor-setup__qr">
        <img src={setup.qrCode} alt="QR code to scan with your authenticator app" width={196} height={196} />
      </figure>
      <div className="two-factor-setup__steps">
        <ol className="two-factor-setup__list">
          <li>
            <span className="two-factor-setup__step">Scan the QR code</span> with an authenticator app on your phone,
            such as Google Authenticator, Microsoft Authenticator or 1Password.
          </li>
          <li>
            <span className="two-factor-setup__step">Cannot scan it?</span> Add an account in the app and type this key:
            <SecretKey secret={setup.secret} />
          </li>
          <li>
            <span className="two-factor-setup__step">Enter the code</span> the app shows for it, within{' '}
            {minutesUntil(setup.expiresAt)} minutes.
          </li>
        </ol>
        <form className="two-factor-setup__form" aria-label="Confirm two-factor sign-in" noValidate onSubmit={turnOn}>
          <OneTimeCodeField
            name="code"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            required
            error={codeError}
            hint="The six digits the app shows now; a new code comes every 30 seconds."
          />
          {refusal}
          <div className="two-factor__actions">
            <Button type="submit" variant="primary" busy={enable.isPending}>
              Turn on
            </Button>
            <Button variant="quiet" disabled={enable.isPending} onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** The secret in groups of four, to read and type, with a button that copies it whole. */
function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <span className="secret-key">
      <code className="secret-key__value">{groupsOfFour(secret)}</code>
      <Button size="sm" variant="quiet" icon={<CopyIcon />} onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy the key'}
      </Button>
      {copied === false ? (
        <span className="secret-key__note" role="alert">
          It could not be copied here: type it as shown.
        </span>
      ) : null}
    </span>
  );
}
