import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { takeSignedOutReason } from '@/lib/session';
import { useLogin } from '../api/login';
import { useToken } from '../use-session';
import { AuthCard } from './auth-card';
import type { FromState } from './require-auth';

/** Where to go after signing in: the page first asked for, never back to the login page itself. */
function targetOf(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/sign-in') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const token = useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Why the last session ended (an expired token), read once when the page opens.
  const [notice] = useState(() => takeSignedOutReason());
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (token && !justSignedIn) return <Navigate to="/dashboard" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = 'Username is required';
    if (!password) next.password = 'Password is required';
    setErrors(next);
    setFailure(null);
    if (next.username || next.password) {
      const form = event.currentTarget as HTMLFormElement;
      // Focus the first field at fault once React has marked it invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          setJustSignedIn(true);
          navigate(targetOf(location.state), { replace: true });
        },
        onError: (error) => setFailure(errorText(error, ADMIN_MESSAGES.loginFailed)),
      },
    );
  };

  return (
    <AuthCard title="Sign in" lede="Manage listings, stories and enquiries for the website.">
      {notice ? (
        <p className="flash flash--info" role="status">
          {notice}
        </p>
      ) : null}
      <form className="login__form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onValueChange={(v) => {
            setUsername(v);
            setErrors((e) => ({ ...e, username: undefined }));
          }}
          required
          error={errors.username}
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={(v) => {
            setPassword(v);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          required
          error={errors.password}
        />
        {failure ? (
          <p className="flash flash--error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="primary" busy={loginMutation.isPending} className="login__submit">
          Sign in
        </Button>
      </form>
      {/* When the site has reset switched off, that page shows the server's message saying so. */}
      <p className="login__aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
