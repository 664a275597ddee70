import type { Lead } from '@estate/contract';
import { MAIL_LABELS } from '../lead-labels';

/** The notification's state: pending, sent, failed (with the last error) or not sent. */
export function MailStatus({ lead, showError = true }: { lead: Lead; showError?: boolean }) {
  return (
    <span className="mail-status">
      <span className={`pill pill--${lead.mailStatus}`}>{MAIL_LABELS[lead.mailStatus]}</span>
      {showError && lead.mailStatus === 'failed' && lead.mailLastError ? (
        <span className="mail-error" title={lead.mailLastError}>
          {lead.mailLastError}
        </span>
      ) : null}
    </span>
  );
}
