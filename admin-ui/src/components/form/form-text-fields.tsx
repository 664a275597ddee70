import type { FieldValues } from 'react-hook-form';
import { TextAreaField, TextField } from './field';
import type { useEntityForm } from './use-entity-form';

/** An add or edit form's state (values, setField, errors, submit) as useEntityForm returns it. */
export type EntityForm<V extends FieldValues, R> = ReturnType<typeof useEntityForm<V, R>>;

/** Keys of V whose values are text. */
export type TextKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** One text input (or a text area) of the form, by its key. */
export interface TextSpec<V> {
  name: TextKeys<V>;
  label: string;
  className?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  inputMode?: 'numeric' | 'decimal';
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  /** Marked required (add forms); the schema does the check. */
  required?: boolean;
}

/** Text inputs bound to the form's values and errors, in the order given. */
export function FormTextFields<V extends FieldValues, R>({
  form,
  fields,
}: {
  form: EntityForm<V, R>;
  fields: readonly TextSpec<V>[];
}) {
  const { values, setField, errors } = form;
  return (
    <>
      {fields.map(({ name, label, className, hint, multiline, rows, inputMode, type, autoComplete, required }) => {
        const common = {
          label,
          name,
          className,
          hint,
          required,
          value: values[name] as string,
          onValueChange: (v: string) => setField(name, v as V[typeof name]),
          error: errors[name],
        };
        return multiline ? (
          <TextAreaField key={name} rows={rows} {...common} />
        ) : (
          <TextField key={name} inputMode={inputMode} type={type} autoComplete={autoComplete} {...common} />
        );
      })}
    </>
  );
}
