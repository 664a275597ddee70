import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

type InputFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled input whose error is shown next to it and announced (aria-describedby). */
export function TextField({ label, error, hint, optional, className, id, ...input }: InputFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      <input
        id={inputId}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextAreaFieldProps = FieldShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, error, optional, className, id, ...input }: TextAreaFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      <textarea
        id={inputId}
        className="field__control field__control--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
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
