import { ERASE_CONFIRMATION_WORD, type ContactDetail } from '@estate/contract';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { DownloadIcon } from '@/components/ui/icons';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { useEraseContact } from '../api/erase-contact';
import { useExportContact } from '../api/export-contact';
import { contactName } from '../contact-labels';

const M = ADMIN_MESSAGES.contacts;

/**
 * The person's data requests (docs/decisions/0085), for administrators: everything the agency
 * holds on them as a JSON file, and their erasure, confirmed by typing their e-mail address.
 */
export function DataRequestsCard({
  contact,
  onFailed,
}: {
  contact: ContactDetail;
  onFailed: (message: string) => void;
}) {
  const exporting = useExportContact();
  const [erasing, setErasing] = useState(false);
  return (
    <Card
      title="Data requests"
      description="What the person may ask of the agency under the UAE PDPL and the GDPR: a copy of their data, or its erasure."
    >
      <div className="data-requests">
        <Button
          variant="secondary"
          icon={<DownloadIcon />}
          busy={exporting.isPending}
          onClick={() =>
            exporting.mutate(contact._id, { onError: (error) => onFailed(errorText(error, M.exportFailed)) })
          }
        >
          Download data (JSON)
        </Button>
        <Button variant="danger" onClick={() => setErasing(true)}>
          Erase…
        </Button>
      </div>
      <EraseContactDialog open={erasing} contact={contact} onClose={() => setErasing(false)} />
    </Card>
  );
}

function EraseContactDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: ContactDetail;
  onClose: () => void;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const erase = useEraseContact();
  const navigate = useNavigate();
  const { reset } = erase;

  // A dialog opened again starts afresh.
  useEffect(() => {
    if (!open) {
      setTyped('');
      reset();
    }
  }, [open, reset]);

  const value = typed.trim();
  const confirmed =
    value === ERASE_CONFIRMATION_WORD ||
    (value !== '' && contact.emails.concat(contact.email).some((e) => e.toLowerCase() === value.toLowerCase()));

  const run = () =>
    erase.mutate({ id: contact._id, confirm: value }, { onSuccess: () => navigate('/contacts', { replace: true }) });

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={`Erase ${contactName(contact)}?`}
      description="This cannot be undone."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={!confirmed} busy={erase.isPending} onClick={run}>
            Erase contact
          </Button>
        </>
      }
    >
      <div className="erase-explainer">
        <p>
          <strong>Kept, anonymised:</strong> their enquiries, viewings and Start Now requests, so that counts, the
          pipeline and reports stay right: the stage, dates, listing and campaign stay, the name reads “Erased”.
        </p>
        <p>
          <strong>Removed:</strong> their name, e-mail addresses, phone numbers and messages, the contact itself, their
          subscriptions and saved searches; mails still waiting for them are cancelled, and the audit trail keeps what
          happened without their details.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Type {contact.email ? <strong>{contact.email}</strong> : `the word ${ERASE_CONFIRMATION_WORD}`} to confirm
        </label>
        <input
          id={inputId}
          className="input"
          value={typed}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {erase.isError ? (
        <p className="dialog__error" role="alert">
          {errorText(erase.error, M.eraseFailed)}
        </p>
      ) : null}
    </Dialog>
  );
}
