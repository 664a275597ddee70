import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useT } from '~/lib/i18n/i18n';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** The ids a field's control, error and hint go by: the caller's id, or one of React's. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const control = id ?? auto;
  return { control, error: `${control}-error`, hint: `${control}-hint` };
}

/** What the control's aria-describedby names: its error and hint, when shown. */
export function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: ReactNode) {
  return [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled control (`children`: an input, a textarea, a select) with its hint and its error,
 * shown next to it and announced; the control names them with `describedBy`.
 */
export function Field({
  ids,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: FieldShellProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  const t = useT();
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.control} className="field__label">
        {label}
        {optional ? <span className="field__optional">{t('field.optional')}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled input whose error is shown next to it and announced (aria-describedby). */
export function TextField({ label, error, hint, optional, className, id, ...input }: InputFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        id={ids.control}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...input}
      />
    </Field>
  );
}

type TextAreaFieldProps = Omit<FieldShellProps, 'hint'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, error, optional, className, id, ...input }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} error={error} optional={optional} className={className}>
      <textarea
        id={ids.control}
        className="field__control field__control--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error)}
        {...input}
      />
    </Field>
  );
}

/** The field bots fill and people never see: visually hidden, out of the tab order and the a11y tree. */
export function Honeypot({ name, value, onChange }: { name: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
