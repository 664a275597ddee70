import { PASSWORD_MIN_LENGTH } from '@estate/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthForm, useAuthFields } from './auth-form';

/**
 * /admin/reset-password?code=…: the page the reset mail links to; sets a new password. The
 * invitation mail links here too, with invite=1: a new member chooses their first password.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const invited = params.get('invite') === '1';
  const title = invited ? 'Welcome: choose your password' : 'Choose a new password';
  const mutation = useResetPassword();
  const { values, setErrors, field } = useAuthFields(['password', 'passwordConfirmation'] as const);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = () => {
    setFailure(null);
    const { password, passwordConfirmation } = values;
    const next = {
      password: !password
        ? 'Password is required'
        : password.length < PASSWORD_MIN_LENGTH
          ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
          : undefined,
      passwordConfirmation: !passwordConfirmation
        ? 'Please repeat the password'
        : passwordConfirmation !== password
          ? 'The passwords do not match'
          : undefined,
    };
    setErrors(next);
    if (next.password || next.passwordConfirmation) return false;
    mutation.mutate(
      { code, password, passwordConfirmation },
      {
        onSuccess: (data) => setDone(data.message),
        onError: (err) => {
          const fields = fieldErrorsOf(err);
          if (fields.password || fields.passwordConfirmation) {
            setErrors({ password: fields.password, passwordConfirmation: fields.passwordConfirmation });
          } else setFailure(errorText(err, 'The password could not be changed. Please try again.'));
        },
      },
    );
    return true;
  };

  if (!code) {
    return (
      <AuthCard title={title} lede="This page opens from the link in a password reset e-mail.">
        <p className="flash flash--error" role="alert">
          This reset link is incomplete. Please ask for a new one.
        </p>
        <p className="login__aside">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} lede={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
      {done ? (
        <>
          <p className="flash flash--success" role="status">
            {done}
          </p>
          <p className="login__aside">
            <Link to="/login">Sign in</Link>
          </p>
        </>
      ) : (
        <>
          <AuthForm
            onSubmit={onSubmit}
            failure={failure}
            busy={mutation.isPending}
            submitLabel={invited ? 'Set my password' : 'Save the new password'}
          >
            <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
            <TextField
              label="Repeat the new password"
              type="password"
              autoComplete="new-password"
              {...field('passwordConfirmation')}
            />
          </AuthForm>
          <p className="login__aside">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
