import { HONEYPOT_FIELD, MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '~/components/dialog';
import { Honeypot, TextField } from '~/components/field';
import { CheckIcon } from '~/components/icons';
import { ApiError } from '~/lib/api-client';
import { attribution } from '~/lib/attribution';
import { fieldErrorsFrom, validate, type FieldErrors } from '~/lib/form';
import { PREVIEW_FORMS_OFF, useDraftPreview } from '~/lib/preview';
import { useSaveSearch } from '../api/save-search';
import formErrorTexts from 'virtual:messages/en/page-formErrors';
import alertsTexts from 'virtual:messages/en/page-alerts';
import { localFieldErrors } from '~/lib/form-errors';
import { contractMessage } from '~/lib/i18n/contract-messages';
import { useLocale, useT, withTag } from '~/lib/i18n/i18n';

type Status = { kind: 'idle' } | { kind: 'saved'; message: string } | { kind: 'error'; message: string };

function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return err.serverMessage; // translated where shown, if the contract's
    return err.isNetwork ? MESSAGES.networkError : MESSAGES.subscribeFailed;
  }
  return MESSAGES.networkError;
}

/** The form of "Get alerts" (save-search.tsx opens it): an e-mail address for the search's alerts. */
export function SaveSearchDialog({
  filters,
  label,
  onClose,
}: {
  filters: Record<string, unknown>;
  label: string;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const mutation = useSaveSearch();
  const language = useLocale();
  const say = useT(alertsTexts);
  const shown = localFieldErrors(useT(formErrorTexts, { later: true }), language, errors);
  // A draft preview saves nothing: the dialog says why instead of asking for an address.
  const preview = useDraftPreview();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { SaveSearchInputSchema } = await import('../api/schemas');
    const input = { email, filters, pageURL: attribution().pageURL, language, [HONEYPOT_FIELD]: trap || undefined };
    const checked = validate(SaveSearchInputSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'idle' });
    mutation.mutate(input, {
      onSuccess: (answer) => setStatus({ kind: 'saved', message: answer.message || SAVED_SEARCH_MESSAGES.saved }),
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors.length) setErrors(fieldErrorsFrom(err.fieldErrors));
        setStatus({ kind: 'error', message: errorMessage(err) });
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={say('page.alerts.dialog.title')}
      eyebrow={say('page.alerts.dialog.dialogEyebrow')}
      size="sm"
    >
      {preview ? (
        <p className="preview-note" role="note">
          {PREVIEW_FORMS_OFF}
        </p>
      ) : status.kind === 'saved' ? (
        <div className="save-search__done" role="status">
          <CheckIcon width={32} height={32} />
          <p>{contractMessage(say, status.message)}</p>
          <p className="save-search__hint">{say('page.alerts.dialog.sentTo', { email: email.trim().toLowerCase() })}</p>
          <button type="button" className="button button--solid" onClick={onClose}>
            {say('page.alerts.dialog.done')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={mutation.isPending}>
          <p className="dialog__lead">
            {withTag(say('page.alerts.dialog.lead', { label }), 'search', (chunk) => (
              <strong key="search" className="save-search__search">
                {chunk}
              </strong>
            ))}
          </p>
          <TextField
            label={say('page.alerts.dialog.email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={
              shown.email ??
              (errors.filters ? say('page.alerts.dialog.notSaved', { reason: errors.filters }) : undefined)
            }
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors({});
            }}
          />
          <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
          {status.kind === 'error' ? (
            <p className="form__error" role="alert">
              {contractMessage(say, status.message)}
            </p>
          ) : null}
          <button type="submit" className="button button--solid save-search__submit" disabled={mutation.isPending}>
            {mutation.isPending ? say('page.alerts.dialog.saving') : say('page.alerts.dialog.save')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
