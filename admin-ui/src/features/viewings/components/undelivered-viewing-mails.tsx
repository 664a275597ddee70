import type { UndeliveredViewingMail, Viewing } from '@estate/contract';
import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { useResendViewingMail } from '../api/resend-viewing-mail';
import { buyerOf, mailChangeLabel } from '../viewing-labels';

/**
 * The buyer's mails about a viewing that could not be sent (docs/decisions/0083): which one, when
 * it failed, why in plain words (the mail server's own words beneath), and Send again. Nothing is
 * shown while every mail went out.
 */
export function UndeliveredViewingMails({ viewing, canWrite }: { viewing: Viewing; canWrite: boolean }) {
  const resend = useResendViewingMail();
  if (!viewing.undeliveredMails.length && !resend.isSuccess) return null;
  return (
    <div className="viewing-mails" role="group" aria-label="The buyer's mails not sent">
      {viewing.undeliveredMails.map((mail) => (
        <UndeliveredMail
          key={mail._id}
          mail={mail}
          buyer={buyerOf(viewing)}
          canWrite={canWrite}
          busy={resend.isPending && resend.variables === mail._id}
          onResend={() => resend.mutate(mail._id)}
        />
      ))}
      {resend.isError ? (
        <p className="flash flash--error" role="alert">
          {errorText(resend.error, 'The mail could not be queued again. Please try again.')}
        </p>
      ) : null}
      {resend.isSuccess ? (
        <p className="flash flash--success" role="status">
          The mail to {buyerOf(viewing)} is queued again: it goes out in a moment.
        </p>
      ) : null}
    </div>
  );
}

function UndeliveredMail(props: {
  mail: UndeliveredViewingMail;
  buyer: string;
  canWrite: boolean;
  busy: boolean;
  onResend: () => void;
}) {
  const { mail } = props;
  return (
    <div className="viewing-mail">
      <p className="viewing-mail__what">
        <strong>
          The {mailChangeLabel(mail.change)} mail to {props.buyer} could not be sent
        </strong>{' '}
        ({mail.failedAt ? `gave up ${formatWhen(mail.failedAt)}` : `queued ${formatWhen(mail.queuedAt)}`}, after{' '}
        {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}).
      </p>
      <p className="viewing-mail__why">{mail.reason}</p>
      {mail.error ? <p className="viewing-mail__said">The mail server said: {mail.error}</p> : null}
      {props.canWrite ? (
        <Button size="sm" variant="secondary" icon={<RefreshIcon />} busy={props.busy} onClick={props.onResend}>
          Send again
        </Button>
      ) : null}
    </div>
  );
}
