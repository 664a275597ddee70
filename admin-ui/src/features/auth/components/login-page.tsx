import type { TwoFactorChallenge } from '@estate/contract';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { TextField } from '@/components/form/field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { takeSignedOutReason } from '@/lib/session';
import { isChallenge, useLogin } from '../api/login';
import { useToken } from '../use-session';
import { AuthCard } from './auth-card';
import { AuthForm, useAuthFields } from './auth-form';
import type { FromState } from './require-auth';
import { TwoFactorStep } from './two-factor-step';

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
  const { values, setErrors, field } = useAuthFields(['username', 'password'] as const);
  const [failure, setFailure] = useState<string | null>(null);
  // Why the last session ended (an expired token), read once when the page opens.
  const [notice] = useState(() => takeSignedOutReason());
  const [justSignedIn, setJustSignedIn] = useState(false);
  // The second step of an account with two-factor sign-in: the challenge the password won.
  const [challenge, setChallenge] = useState<(TwoFactorChallenge & { username: string }) | null>(null);
  // Back from the second step, the password is what is typed next.
  const [startedOver, setStartedOver] = useState(0);
  useEffect(() => {
    if (startedOver) document.querySelector<HTMLInputElement>('.login__form input[name="password"]')?.focus();
  }, [startedOver]);

  if (token && !justSignedIn) return <Navigate to="/dashboard" replace />;

  const signedIn = () => {
    setJustSignedIn(true);
    navigate(targetOf(location.state), { replace: true });
  };

  const onSubmit = () => {
    const username = values.username.trim();
    const next = {
      username: username ? undefined : 'Username is required',
      password: values.password ? undefined : 'Password is required',
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.password) return false;
    loginMutation.mutate(
      { username, password: values.password },
      {
        onSuccess: (answer) => {
          if (!isChallenge(answer)) {
            signedIn();
            return;
          }
          // The password has done its part: it is not kept while the code is asked for.
          field('password').onValueChange('');
          setChallenge({ ...answer, username });
        },
        onError: (error) => setFailure(errorText(error, ADMIN_MESSAGES.loginFailed)),
      },
    );
    return true;
  };

  if (challenge) {
    return (
      <AuthCard
        title="Sign in"
        lede={`Two-factor sign-in is on for ${challenge.username}: enter the code your authenticator app shows.`}
      >
        <TwoFactorStep
          key={challenge.challenge}
          challenge={challenge.challenge}
          onSignedIn={signedIn}
          onStartOver={(reason) => {
            setChallenge(null);
            setFailure(reason);
            setStartedOver((n) => n + 1);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" lede="Manage listings, stories and enquiries for the website.">
      {notice ? (
        <p className="flash flash--info" role="status">
          {notice}
        </p>
      ) : null}
      <AuthForm onSubmit={onSubmit} failure={failure} busy={loginMutation.isPending} submitLabel="Sign in">
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      </AuthForm>
      {/* When the site has reset switched off, that page shows the server's message saying so. */}
      <p className="login__aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
