import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /admin/forgot-password: asks for the staff e-mail address and mails a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const mutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const value = email.trim();
    const problem = !value ? 'E-mail is required' : !EMAIL.test(value) ? 'Enter a valid e-mail address' : undefined;
    setError(problem);
    if (problem) {
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    mutation.mutate(value, {
      onSuccess: (data) => setSent(data.message),
      onError: (err) => {
        const fields = fieldErrorsOf(err);
        if (fields.email) setError(fields.email);
        else setFailure(errorText(err, 'The reset link could not be sent. Please try again.'));
      },
    });
  };

  return (
    <AuthCard title="Forgot password" lede="We will e-mail you a link to choose a new password.">
      {sent ? (
        <p className="flash flash--success" role="status">
          {sent}
        </p>
      ) : (
        <form className="login__form" onSubmit={onSubmit} noValidate>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={(v) => {
              setEmail(v);
              setError(undefined);
            }}
            required
            error={error}
            autoFocus
          />
          {failure ? (
            <p className="flash flash--error" role="alert">
              {failure}
            </p>
          ) : null}
          <Button type="submit" variant="primary" busy={mutation.isPending} className="login__submit">
            Send the link
          </Button>
        </form>
      )}
      <p className="login__aside">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
