import { MESSAGES } from '@estate/contract';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '~/components/field';
import type { FieldErrors } from '~/lib/form';

/** Popups close this long after a send attempt (public spec §9). */
export const SUCCESS_CLOSE_DELAY_MS = 2000;

type ContactField = 'fname' | 'lname' | 'email' | 'phone';

/**
 * The state every lead form keeps: the answers, the errors by field (cleared as a field is
 * edited), the honeypot, the thanks, and `finish()`, which hides the thanks and calls `onDone`
 * two seconds after a send attempt (the popup closes then).
 */
export function useLeadForm<V extends Record<string, string>>(initial: V, onDone?: () => void) {
  const [values, setValues] = useState<V>(initial);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (field: keyof V & string) => (v: string) => {
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

  return { values, setValues, set, errors, setErrors, success, setSuccess, trap, setTrap, finish };
}

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
  return (
    <>
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
          placeholder={phonePlaceholder}
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone')(e.target.value)}
        />
      </div>
    </>
  );
}

/** The send button (busy while sending) and the polite status line that shows the thanks. */
export function SendActions({
  label,
  pending,
  success,
  successText = MESSAGES.contactSuccess,
}: {
  label: string;
  pending: boolean;
  success: boolean;
  successText?: string;
}) {
  return (
    <div className="form__actions">
      <button type="submit" className="button button--solid" disabled={pending}>
        {label}
      </button>
      <p className="form__status" role="status" aria-live="polite">
        {success ? <span className="form__success">{successText}</span> : null}
      </p>
    </div>
  );
}
