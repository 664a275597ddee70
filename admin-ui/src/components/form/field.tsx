import { useId, type ReactNode, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error in one place; the error is tied to the control for screen readers. */
function FieldShell({ id, label, required, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

type BaseProps = {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

export function TextField({
  label,
  name,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  type = 'text',
  ...rest
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  rows = 4,
  ...rest
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'name'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        className="input input--textarea"
        value={value}
        rows={rows}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  required,
  hint,
  error,
  className,
  disabled,
}: BaseProps & { options: readonly SelectOption[]; placeholder?: string; disabled?: boolean }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={name}
        className="input input--select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        disabled={disabled}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  name,
  checked,
  onCheckedChange,
  hint,
  error,
}: {
  label: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={['check', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="check__input"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={describedBy(id, hint, error)}
      />
      <label htmlFor={id} className="check__label">
        {label}
        {hint ? (
          <span className="check__hint" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A read-only value beside the inputs (computed prices). */
export function ReadOnlyField({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="field field--readonly">
      <span className="field__label" id={id}>
        {label}
      </span>
      <p className="readonly-value" aria-labelledby={id}>
        {value}
      </p>
      {hint ? <p className="field__hint">{hint}</p> : null}
    </div>
  );
}
