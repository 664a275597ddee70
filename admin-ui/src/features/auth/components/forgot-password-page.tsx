import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/form/field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { AuthForm, useAuthFields } from './auth-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /admin/forgot-password: asks for the staff e-mail address and mails a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const mutation = useForgotPassword();
  const { values, setErrors, field } = useAuthFields(['email'] as const);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = () => {
    setFailure(null);
    const value = values.email.trim();
    const problem = !value ? 'E-mail is required' : !EMAIL.test(value) ? 'Enter a valid e-mail address' : undefined;
    setErrors({ email: problem });
    if (problem) return false;
    mutation.mutate(value, {
      onSuccess: (data) => setSent(data.message),
      onError: (err) => {
        const fields = fieldErrorsOf(err);
        if (fields.email) setErrors({ email: fields.email });
        else setFailure(errorText(err, 'The reset link could not be sent. Please try again.'));
      },
    });
    return true;
  };

  return (
    <AuthCard title="Forgot password" lede="We will e-mail you a link to choose a new password.">
      {sent ? (
        <p className="flash flash--success" role="status">
          {sent}
        </p>
      ) : (
        <AuthForm onSubmit={onSubmit} failure={failure} busy={mutation.isPending} submitLabel="Send the link">
          <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
        </AuthForm>
      )}
      <p className="login__aside">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
