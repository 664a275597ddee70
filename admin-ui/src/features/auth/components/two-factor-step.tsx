import { useEffect, useRef, useState } from 'react';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { isChallengeEnded, useVerifyTwoFactor } from '../api/verify-two-factor';
import { AuthForm, useAuthFields } from './auth-form';

/**
 * The sign-in's second step, in the login card: the code of the authenticator app (or a recovery
 * code) for the challenge the password won. A wrong code is said and the field emptied for the
 * next one; a challenge that has ended sends the member back to the first step with the reason.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: string;
  onSignedIn: () => void;
  /** Back to the password, with why (the challenge ended) or without (the member asked). */
  onStartOver: (reason: string | null) => void;
}) {
  const verify = useVerifyTwoFactor({ onSignedIn });
  const { values, setErrors, field } = useAuthFields(['code'] as const);
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const focusCode = () => frame.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();

  // The step replaces the password form: the code is what is typed next.
  useEffect(() => focusCode(), []);

  const codeField = field('code');
  const onSubmit = () => {
    const code = values.code.trim();
    setFailure(null);
    if (!code) {
      setErrors({ code: 'Enter the code from your authenticator app' });
      return false;
    }
    setErrors({});
    verify.mutate(
      { challenge, code },
      {
        onError: (error) => {
          if (isChallengeEnded(error)) {
            onStartOver(errorText(error, ADMIN_MESSAGES.loginFailed));
            return;
          }
          setFailure(errorText(error, ADMIN_MESSAGES.loginFailed));
          // The app shows a new code every 30 seconds: the field is ready for it.
          codeField.onValueChange('');
          focusCode();
        },
      },
    );
    return true;
  };

  return (
    <div ref={frame}>
      <AuthForm onSubmit={onSubmit} failure={failure} busy={verify.isPending} submitLabel="Verify">
        <OneTimeCodeField
          hint="The six digits your authenticator app shows now. Lost your phone? One of your recovery codes works too."
          {...codeField}
        />
      </AuthForm>
      <p className="login__aside">
        <button type="button" className="link-button" onClick={() => onStartOver(null)}>
          Back
        </button>
      </p>
    </div>
  );
}
