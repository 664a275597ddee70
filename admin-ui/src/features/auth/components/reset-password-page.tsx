import { PASSWORD_MIN_LENGTH } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

type Errors = { password?: string; passwordConfirmation?: string };

/** /admin/reset-password?code=…: the page the reset mail links to; sets a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const mutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: Errors = {};
    if (!password) next.password = 'Password is required';
    else if (password.length < PASSWORD_MIN_LENGTH)
      next.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    if (!confirmation) next.passwordConfirmation = 'Please repeat the password';
    else if (confirmation !== password) next.passwordConfirmation = 'The passwords do not match';
    setErrors(next);
    if (next.password || next.passwordConfirmation) {
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    mutation.mutate(
      { code, password, passwordConfirmation: confirmation },
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
  };

  if (!code) {
    return (
      <AuthCard title="Choose a new password" lede="This page opens from the link in a password reset e-mail.">
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
    <AuthCard title="Choose a new password" lede={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
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
          <form className="login__form" onSubmit={onSubmit} noValidate>
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onValueChange={(v) => {
                setPassword(v);
                setErrors((e) => ({ ...e, password: undefined }));
              }}
              required
              error={errors.password}
              autoFocus
            />
            <TextField
              label="Repeat the new password"
              name="passwordConfirmation"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onValueChange={(v) => {
                setConfirmation(v);
                setErrors((e) => ({ ...e, passwordConfirmation: undefined }));
              }}
              required
              error={errors.passwordConfirmation}
            />
            {failure ? (
              <p className="flash flash--error" role="alert">
                {failure}
              </p>
            ) : null}
            <Button type="submit" variant="primary" busy={mutation.isPending} className="login__submit">
              Save the new password
            </Button>
          </form>
          <p className="login__aside">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
