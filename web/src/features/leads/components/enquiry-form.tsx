import { HONEYPOT_FIELD, MESSAGES } from '@estate/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Honeypot, TextAreaField, TextField } from '~/components/field';
import { ApiError } from '~/lib/api-client';
import { attribution } from '~/lib/attribution';
import { fieldErrorsFrom, validate, type FieldErrors } from '~/lib/form';
import { logSilentFailure } from '~/lib/log';
import { useSendEnquiry } from '../api/send-enquiry';

/** Popups close this long after a send attempt (public spec §9). */
export const SUCCESS_CLOSE_DELAY_MS = 2000;

const EMPTY = { fname: '', lname: '', email: '', phone: '', message: '' };

export interface EnquiryFormProps {
  listingSlug?: string;
  /** The property whose page this is (its id): the lead keeps it and its agent is told. */
  listing?: string;
  /** Prefilled message, e.g. the listing asked about. */
  defaultMessage?: string;
  /** Called about two seconds after a send attempt (the popup closes then). */
  onDone?: () => void;
  submitLabel?: string;
}

/**
 * The contact enquiry: first and last name, e-mail and message required, phone optional; the page
 * address (and the listing and campaign, when there are) are added on send. Success clears the
 * form and shows the thanks; a failure is logged and shows nothing (public spec §4).
 */
export function EnquiryForm({
  listingSlug,
  listing,
  defaultMessage = '',
  onDone,
  submitLabel = 'Send enquiry',
}: EnquiryFormProps) {
  const [values, setValues] = useState({ ...EMPTY, message: defaultMessage });
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState(false);
  const send = useSendEnquiry();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (field: keyof typeof EMPTY) => (v: string) => {
    setValues((prev) => ({ ...prev, [field]: v }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const finish = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSuccess(false);
      onDoneRef.current?.();
    }, SUCCESS_CLOSE_DELAY_MS);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { EnquiryInputSchema } = await import('../api/schemas');
    const input = {
      ...values,
      phone: values.phone.trim() || undefined,
      ...attribution(listingSlug),
      ...(listing ? { listing } : {}),
      [HONEYPOT_FIELD]: trap || undefined,
    };
    const checked = validate(EnquiryInputSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: () => {
        setValues({ ...EMPTY, message: '' });
        setSuccess(true);
        finish();
      },
      onError: (err) => {
        setSuccess(false);
        if (err instanceof ApiError && err.status === 400 && err.fieldErrors.length) {
          setErrors(fieldErrorsFrom(err.fieldErrors));
          return;
        }
        logSilentFailure('sending the enquiry', err);
        finish();
      },
    });
  };

  return (
    <form className="form enquiry-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={send.isPending}>
      <div className="form__row">
        <TextField
          label="First name"
          name="fname"
          autoComplete="given-name"
          required
          value={values.fname}
          error={errors.fname}
          onChange={(e) => set('fname')(e.target.value)}
        />
        <TextField
          label="Last name"
          name="lname"
          autoComplete="family-name"
          required
          value={values.lname}
          error={errors.lname}
          onChange={(e) => set('lname')(e.target.value)}
        />
      </div>
      <div className="form__row">
        <TextField
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          optional
          placeholder="+971 50 123 4567"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone')(e.target.value)}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={4}
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message')(e.target.value)}
      />
      <Honeypot name={HONEYPOT_FIELD} value={trap} onChange={setTrap} />
      <div className="form__actions">
        <button type="submit" className="button button--solid" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : submitLabel}
        </button>
        <p className="form__status" role="status" aria-live="polite">
          {success ? <span className="form__success">{MESSAGES.contactSuccess}</span> : null}
        </p>
      </div>
    </form>
  );
}
