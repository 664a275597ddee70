import type { UndeliveredStaffMail } from '@estate/contract';
import { useId } from 'react';
import { Flash } from '@/components/ui/flash';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { useDismissStaffMail } from '../api/dismiss-staff-mail';
import { useUndeliveredStaffMails } from '../api/get-undelivered-staff-mails';
import { useResendStaffMail } from '../api/resend-staff-mail';

/**
 * The dashboard's "Mails not delivered", for administrators (docs/decisions/0068): the mails to
 * members of the team (a deal assigned, the morning digest, a permit reminder) that the outbox
 * gave up on, each with why in plain words, to send again or dismiss. Nothing is shown while every
 * mail went out; a failed load says so.
 */
export function UndeliveredStaffMails() {
  const query = useUndeliveredStaffMails();
  const resend = useResendStaffMail();
  const dismiss = useDismissStaffMail();
  const flash = useTimedMessage();
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Section>
        <p className="mail-error">The mails not delivered could not be loaded.</p>
      </Section>
    );
  if (!query.data.length) return <Flash message={flash.message} />;
  const busy = (id: string) =>
    (resend.isPending && resend.variables === id) || (dismiss.isPending && dismiss.variables === id);
  return (
    <Section>
      <p className="section-lede">
        These mails to members of the team could not be sent and are not tried again. Send one again once its cause is
        fixed, or dismiss it when the member knows.
      </p>
      <Flash message={flash.message} />
      <ul className="staff-mails__list" aria-label="Mails not delivered">
        {query.data.map((mail) => (
          <MailRow
            key={mail._id}
            mail={mail}
            busy={busy(mail._id)}
            onResend={() =>
              resend.mutate(mail._id, {
                onSuccess: ({ message }) => flash.show('success', `${message}: ${mail.subject}`),
                onError: (error) => flash.show('error', errorText(error, 'The mail could not be queued again.')),
              })
            }
            onDismiss={() =>
              dismiss.mutate(mail._id, {
                onSuccess: ({ message }) => flash.show('success', `${message}: ${mail.subject}`),
                onError: (error) => flash.show('error', errorText(error, 'The mail could not be dismissed.')),
              })
            }
          />
        ))}
      </ul>
    </Section>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section className="staff-mails" aria-labelledby="staff-mails-title">
      <h2 id="staff-mails-title" className="section-title">
        Mails not delivered
      </h2>
      {children}
    </section>
  );
}

function MailRow(props: { mail: UndeliveredStaffMail; busy: boolean; onResend: () => void; onDismiss: () => void }) {
  const { mail } = props;
  const id = useId();
  return (
    <li className="staff-mail" aria-labelledby={`${id}-subject`}>
      <div className="staff-mail__text">
        <p className="staff-mail__subject" id={`${id}-subject`}>
          {mail.subject}
        </p>
        <p className="staff-mail__meta">
          To {mail.to} ·{' '}
          {mail.failedAt ? `gave up ${formatWhen(mail.failedAt)}` : `queued ${formatWhen(mail.queuedAt)}`} after{' '}
          {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
        <p className="staff-mail__why">{mail.reason}</p>
        {mail.error ? <p className="staff-mail__said">The mail server said: {mail.error}</p> : null}
      </div>
      <div className="staff-mail__actions">
        <Button
          size="sm"
          variant="secondary"
          icon={<RefreshIcon />}
          busy={props.busy}
          aria-describedby={`${id}-subject`}
          onClick={props.onResend}
        >
          Send again
        </Button>
        <Button
          size="sm"
          variant="quiet"
          disabled={props.busy}
          aria-describedby={`${id}-subject`}
          onClick={props.onDismiss}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}
