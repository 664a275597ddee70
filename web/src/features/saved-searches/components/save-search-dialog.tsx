import { HONEYPOT_FIELD, MESSAGES, SAVED_SEARCH_MESSAGES, savedSearchLabel } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { Dialog } from '~/components/dialog';
import { Honeypot, TextField } from '~/components/field';
import { BellIcon, CheckIcon } from '~/components/icons';
import { ApiError } from '~/lib/api-client';
import { attribution } from '~/lib/attribution';
import { fieldErrorsFrom, validate, type FieldErrors } from '~/lib/form';
import { PREVIEW_FORMS_OFF, useDraftPreview } from '~/lib/preview';
import { useSaveSearch } from '../api/save-search';
import searchTexts from 'virtual:messages/en/search';
import { useLocale, useT } from '~/lib/i18n/i18n';

type Status = { kind: 'idle' } | { kind: 'saved'; message: string } | { kind: 'error'; message: string };

function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverMessage) return err.serverMessage;
    return err.isNetwork ? MESSAGES.networkError : MESSAGES.subscribeFailed;
  }
  return MESSAGES.networkError;
}

/**
 * "Get alerts": the current filters of /all-properties saved with an e-mail address. The CMS
 * mails a confirmation link; nothing else is sent until the visitor confirms (double opt-in).
 * `filters` are the listing filter's own fields (PropertyFilter less paging and order).
 */
export function SaveSearch({ filters }: { filters: Record<string, unknown> }) {
  const [open, setOpen] = useState(false);
  const label = savedSearchLabel(filters);
  const t = useT(searchTexts);
  return (
    <div className="save-search">
      <p className="save-search__text">
        <span className="save-search__eyebrow">{t('search.alerts.eyebrow')}</span>
        <span className="save-search__label">{t('search.alerts.label', { label })}</span>
      </p>
      <button type="button" className="button button--small save-search__button" onClick={() => setOpen(true)}>
        <BellIcon />
        {t('search.alerts.button')}
      </button>
      {open ? <SaveSearchDialog filters={filters} label={label} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function SaveSearchDialog({
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
    <Dialog open onClose={onClose} title="Get alerts for this search" eyebrow="Saved search" size="sm">
      {preview ? (
        <p className="preview-note" role="note">
          {PREVIEW_FORMS_OFF}
        </p>
      ) : status.kind === 'saved' ? (
        <div className="save-search__done" role="status">
          <CheckIcon width={32} height={32} />
          <p>{status.message}</p>
          <p className="save-search__hint">Sent to {email.trim().toLowerCase()}</p>
          <button type="button" className="button button--solid" onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={mutation.isPending}>
          <p className="dialog__lead">
            We will e-mail you a short digest when new listings match{' '}
            <strong className="save-search__search">{label}</strong>. Unsubscribe in one click from any message.
          </p>
          <TextField
            label="E-mail address"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            error={errors.email ?? (errors.filters ? `The search could not be saved: ${errors.filters}` : undefined)}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors({});
            }}
          />
          <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
          {status.kind === 'error' ? (
            <p className="form__error" role="alert">
              {status.message}
            </p>
          ) : null}
          <button type="submit" className="button button--solid save-search__submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : 'Save search'}
          </button>
        </form>
      )}
    </Dialog>
  );
}
