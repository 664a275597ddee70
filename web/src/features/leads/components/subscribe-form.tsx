import { HONEYPOT_FIELD } from '@estate/contract';
import { contractMessage } from '~/lib/i18n/contract-messages';
import { useLocale, useT, type Translate } from '~/lib/i18n/i18n';
import { useId, useState, type FormEvent } from 'react';
import { Honeypot } from '~/components/field';
import { ApiError } from '~/lib/api-client';
import { attribution } from '~/lib/attribution';
import { LeadForm, useFormAnswer, type FormAnswer } from '~/lib/form-answer';
import { validate } from '~/lib/form';
import { useDraftPreview } from '~/lib/preview';
import { useSubscribe } from '../api/subscribe';

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** The message a failed subscription shows (public spec §8), in the page's language. */
export function subscribeErrorMessage(err: unknown, t: Translate): string {
  if (err instanceof ApiError) {
    // The server's words: the contract's messages are translated, any other text shown as it came.
    if (err.serverMessage) return contractMessage(t, err.serverMessage);
    return err.isNetwork ? t('subscribe.networkError') : t('subscribe.failed');
  }
  return t('subscribe.networkError');
}

/** What a sign-up sent without script shows when the page comes back (decision 0094). */
function answerStatus(answer: FormAnswer | undefined, t: Translate): Status {
  if (answer?.sent) return { kind: 'success' };
  if (answer?.failed)
    return { kind: 'error', message: answer.message ? contractMessage(t, answer.message) : t('subscribe.failed') };
  return { kind: 'idle' };
}

/**
 * The e-mail sign-up: idle, submitting (button disabled and dimmed, SIGN UP...), then a green
 * success message with the field cleared, or a red error message.
 */
export function SubscribeForm({
  tone = 'dark',
  anchor = 'subscribe',
}: {
  tone?: 'dark' | 'light';
  /** The form's id: where a send without script comes back to (decision 0094). */
  anchor?: string;
}) {
  const answer = useFormAnswer(anchor);
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState(answer?.values?.email ?? '');
  const [trap, setTrap] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(answer?.errors?.email);
  const [status, setStatus] = useState<Status>(() => answerStatus(answer, t));
  const mutation = useSubscribe();
  const id = useId();
  const preview = useDraftPreview();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A draft preview subscribes no one (its controls are switched off as well: PreviewInert).
    if (preview) return;
    const { SubscribeInputSchema } = await import('../api/schemas');
    const input = { email, pageURL: attribution().pageURL, language: locale, [HONEYPOT_FIELD]: trap || undefined };
    const checked = validate(SubscribeInputSchema, input);
    if (!checked.ok) {
      // The contract's own words in English; another language says it in its own.
      setFieldError((locale === 'en' && checked.errors.email) || t('subscribe.invalid'));
      setStatus({ kind: 'idle' });
      return;
    }
    setFieldError(undefined);
    setStatus({ kind: 'idle' });
    mutation.mutate(input, {
      onSuccess: () => {
        setEmail('');
        setStatus({ kind: 'success' });
      },
      onError: (err) => setStatus({ kind: 'error', message: subscribeErrorMessage(err, t) }),
    });
  };

  const submitting = mutation.isPending;
  return (
    <LeadForm
      kind="subscribe"
      anchor={anchor}
      className={`subscribe subscribe--${tone}`}
      busy={submitting}
      onSubmit={(e) => void submit(e)}
    >
      <label htmlFor={id} className="subscribe__label">
        {t('subscribe.label')}
      </label>
      <div className="subscribe__row">
        <input
          id={id}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('subscribe.placeholder')}
          className="subscribe__input"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(undefined);
          }}
        />
        <button type="submit" className="subscribe__button" disabled={submitting}>
          {submitting ? t('subscribe.sending') : t('subscribe.button')}
        </button>
      </div>
      <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
      {fieldError ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {fieldError}
        </p>
      ) : null}
      <p className="subscribe__status" role="status" aria-live="polite">
        {status.kind === 'success' ? <span className="subscribe__success">{t('subscribe.success')}</span> : null}
        {status.kind === 'error' ? <span className="subscribe__error">{status.message}</span> : null}
      </p>
    </LeadForm>
  );
}
