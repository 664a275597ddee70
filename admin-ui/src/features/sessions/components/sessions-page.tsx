import type { SessionInfo } from '@estate/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DismissibleFlash } from '@/components/ui/dismissible-flash';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { useEndSession, useEndSessions } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { SessionsTable } from './sessions-table';

/** What the member is asked to confirm: signing out one other device, or every other one. */
type Question = { kind: 'one'; session: SessionInfo } | { kind: 'others' };

/**
 * /admin/sessions, for every member: where they are signed in now (device, address, since when,
 * until when), this device marked, and Sign out for each other one or for all of them at once.
 * What the server answers an ending stays shown until dismissed or replaced. `children`: more of
 * the member's account, under the sign-ins (their two-factor sign-in, composed by the app).
 */
export function SessionsPage({ children }: { children?: ReactNode }) {
  useDocumentTitle('Your sign-ins');
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndSessions();
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  // This device first, then the others as the server lists them (newest first).
  const rows = sessions.data ? [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current)) : undefined;
  const others = rows?.filter((s) => !s.current) ?? [];
  const busy = endOne.isPending || endOthers.isPending;

  const signOut = (session: SessionInfo) => {
    setMessage(null);
    endOne.mutate(session.id, {
      onSuccess: (result) => setMessage({ tone: 'success', text: result.message }),
      onError: (error) =>
        setMessage({ tone: 'error', text: errorText(error, `${session.device} could not be signed out.`) }),
    });
  };

  const signOutOthers = () => {
    setMessage(null);
    endOthers.mutate(
      others.map((s) => s.id),
      {
        // One ended: the server's own words; several: that none but this one is left.
        onSuccess: ({ ended, message: said }) =>
          setMessage({
            tone: 'success',
            text: ended === 1 && said ? said : 'You are signed out everywhere else.',
          }),
        onError: (error) =>
          setMessage({ tone: 'error', text: errorText(error, 'Not every other sign-in could be ended.') }),
      },
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Your sign-ins"
        description="Where you are signed in to the staff area now. Sign out a device you no longer use or do not recognise."
        actions={
          others.length ? (
            <Button busy={endOthers.isPending} disabled={busy} onClick={() => setQuestion({ kind: 'others' })}>
              Sign out everywhere else
            </Button>
          ) : undefined
        }
      />
      <DismissibleFlash message={message} onDismiss={() => setMessage(null)} />
      <SessionsTable
        status={sessions.status}
        sessions={rows}
        error={sessions.error}
        endingId={endOne.isPending ? endOne.variables : undefined}
        disabled={busy}
        onSignOut={(session) => setQuestion({ kind: 'one', session })}
      />
      {children}
      <ConfirmDialog
        open={question?.kind === 'one'}
        title={question?.kind === 'one' ? `Sign out ${question.session.device}?` : ''}
        description={<p>It has to sign in again.</p>}
        confirmLabel="Sign out"
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          if (question?.kind === 'one') signOut(question.session);
          setQuestion(null);
        }}
      />
      <ConfirmDialog
        open={question?.kind === 'others' && others.length > 0}
        title="Sign out everywhere else?"
        description={
          <p>
            {others.length === 1
              ? `${others[0]!.device} has to sign in again.`
              : `The ${others.length} other sign-ins have to sign in again.`}{' '}
            This device stays signed in.
          </p>
        }
        confirmLabel="Sign out everywhere else"
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          setQuestion(null);
          signOutOthers();
        }}
      />
    </>
  );
}
