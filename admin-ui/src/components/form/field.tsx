import { useId, type ChangeEvent, type ReactNode, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

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
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error, which its aria-describedby names (describedBy). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** The ids of a control's hint and error, as its aria-describedby. */
export function describedBy(id: string, hint?: ReactNode, error?: string) {
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

/**
 * A control's frame and its own attributes: the id that ties the label, hint and error to it, its
 * value and change, and the required / invalid / described-by states screen readers announce.
 */
function useControl<P extends BaseProps>({
  label,
  name,
  value,
  onValueChange,
  required,
  hint,
  error,
  className,
  ...rest
}: P) {
  const id = useId();
  return {
    rest,
    shell: { id, label, required, hint, error, className },
    control: {
      id,
      name,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        onValueChange(event.target.value),
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
    },
  };
}

export function TextField({
  type = 'text',
  ...props
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'>) {
  const { shell, control, rest } = useControl(props);
  return (
    <FieldShell {...shell}>
      <input type={type} className="input" {...control} {...rest} />
    </FieldShell>
  );
}

export function TextAreaField({
  rows = 4,
  ...props
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'name'>) {
  const { shell, control, rest } = useControl(props);
  return (
    <FieldShell {...shell}>
      <textarea className="input input--textarea" rows={rows} {...control} {...rest} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(
  props: BaseProps & { options: readonly SelectOption[]; placeholder?: string; disabled?: boolean },
) {
  const {
    shell,
    control,
    rest: { options, placeholder, disabled },
  } = useControl(props);
  return (
    <FieldShell {...shell}>
      <select className="input input--select" {...control} disabled={disabled}>
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
      <FieldError id={id} error={error} />
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
