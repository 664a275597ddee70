import { useState, type InputHTMLAttributes } from 'react';
import type { z } from 'zod';
import { TextField } from '~/components/field';
import { ApiError } from '~/lib/api-client';
import { fieldErrorsFrom, validate, type FieldErrors } from '~/lib/form';
import type { FormAnswer } from '~/lib/form-answer';
import { logSilentFailure } from '~/lib/log';
import { useDraftPreview } from '~/lib/preview';
import formTexts from 'virtual:messages/en/forms';
import formErrorTexts from 'virtual:messages/en/page-formErrors';
import { localFieldErrors } from '~/lib/form-errors';
import { useLocale, useT, type MessageId } from '~/lib/i18n/i18n';

type ContactField = 'fname' | 'lname' | 'email' | 'phone';

/** What a send reports back (a TanStack mutation's callbacks). */
export interface SendCallbacks {
  onSuccess: () => void;
  onError: (err: Error) => void;
}

/**
 * The state every lead form keeps: the answers, the errors by field (cleared as a field is
 * edited), the honeypot, the thanks, and whether the last send failed. The thanks and the failure
 * stay until the next send replaces them or the visitor closes the form (decision 0070): a
 * message that vanishes after two seconds is missed by whoever looked away.
 */
export function useLeadForm<V extends Record<string, string>>(
  initial: V,
  initiallyFailed = false,
  answer?: FormAnswer,
) {
  const [values, setValues] = useState<V>(() => (answer?.values ? keptAnswers(initial, answer.values) : initial));
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const [success, setSuccess] = useState(answer?.sent ?? false);
  const [failed, setFailed] = useState(initiallyFailed || answer?.failed === true);
  const preview = useDraftPreview();
  // Errors show only after a send: their texts load once the page is idle, never before it hydrates.
  const tErrors = useT(formErrorTexts, { later: true });
  const locale = useLocale();
  const set = (field: keyof V & string) => (v: string) => {
    setValues((prev) => ({ ...prev, [field]: v }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  /**
   * Checks `input` with the contract's schema, then sends it. What the schema or the server (a
   * 400 naming fields) refuses is shown under its field; any other failure is logged (`what`) and
   * sets `failed`, so the form says so and keeps what was written; success shows the thanks.
   */
  const attempt = ({
    schema,
    input,
    send,
    what,
    sent,
    unsent,
    refused = (errors) => errors,
  }: {
    schema: z.ZodType;
    input: unknown;
    send: (callbacks: SendCallbacks) => void;
    what: string;
    /** After a send that went through, before the thanks (reset the answers). */
    sent: () => void;
    /** After a send that failed, beyond `failed`. */
    unsent?: () => void;
    /** The schema's errors as shown. */
    refused?: (errors: FieldErrors) => FieldErrors;
  }) => {
    // A draft preview sends no lead (its controls are switched off as well: PreviewInert).
    if (preview) return;
    const checked = validate(schema, input);
    if (!checked.ok) {
      setErrors(refused(checked.errors));
      return;
    }
    setErrors({});
    setFailed(false);
    setSuccess(false);
    send({
      onSuccess: () => {
        sent();
        setSuccess(true);
      },
      onError: (err) => {
        setSuccess(false);
        // 409: the chosen slot was taken meanwhile (the field says which and why).
        if (err instanceof ApiError && (err.status === 400 || err.status === 409) && err.fieldErrors.length) {
          setErrors(fieldErrorsFrom(err.fieldErrors));
          return;
        }
        logSilentFailure(what, err);
        setFailed(true);
        unsent?.();
      },
    });
  };

  return {
    values,
    setValues,
    set,
    // Shown in the page's language (the English words are the contract's, lib/form.ts).
    errors: localFieldErrors(tErrors, locale, errors),
    setErrors,
    success,
    setSuccess,
    failed,
    trap,
    setTrap,
    attempt,
  };
}

/** The answers a form sent without script came back with, for the fields this form has. */
function keptAnswers<V extends Record<string, string>>(initial: V, sent: Record<string, string>): V {
  const kept = { ...initial };
  for (const field of Object.keys(initial) as (keyof V & string)[]) {
    const value = sent[field];
    if (typeof value === 'string') kept[field] = value as V[keyof V & string];
  }
  return kept;
}

const CONTACT_FIELDS: ({ name: ContactField; label: MessageId; optional?: true } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
>)[][] = [
  [
    { name: 'fname', label: 'form.firstName', autoComplete: 'given-name' },
    { name: 'lname', label: 'form.lastName', autoComplete: 'family-name' },
  ],
  [
    { name: 'email', label: 'form.email', type: 'email', inputMode: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'form.phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', optional: true },
  ],
];

/** First and last name, e-mail (required) and phone (optional), in two rows. */
export function ContactFields({
  values,
  errors,
  set,
  phonePlaceholder,
}: {
  values: Record<ContactField, string>;
  errors: FieldErrors;
  set: (field: ContactField) => (v: string) => void;
  phonePlaceholder?: string;
}) {
  const t = useT(formTexts);
  return (
    <>
      {CONTACT_FIELDS.map((row) => (
        <div key={row[0]!.name} className="form__row">
          {row.map(({ name, optional, label, ...input }) => (
            <TextField
              key={name}
              {...input}
              label={t(label)}
              name={name}
              required={!optional}
              optional={optional}
              placeholder={name === 'phone' ? phonePlaceholder : undefined}
              value={values[name]}
              error={errors[name]}
              onChange={(e) => set(name)(e.target.value)}
            />
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * What a failed send says (`failure`, an alert), the send button (busy while sending) and the
 * polite status line that shows the thanks.
 */
export function SendActions({
  label,
  pending,
  success,
  successText,
  failure,
}: {
  label: string;
  pending: boolean;
  success: boolean;
  successText?: string;
  failure?: string | false;
}) {
  const t = useT(formTexts);
  return (
    <>
      {failure ? (
        <p className="form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--solid" disabled={pending}>
          {label}
        </button>
        <p className="form__status" role="status" aria-live="polite">
          {success ? <span className="form__success">{successText ?? t('form.contactSuccess')}</span> : null}
        </p>
      </div>
    </>
  );
}
