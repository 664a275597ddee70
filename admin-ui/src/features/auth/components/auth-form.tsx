import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The fields of a signed-out form (sign in, forgot and reset password): their values and errors
 * by name, and the props each TextField takes; typing in a field clears its error.
 */
export function useAuthFields<K extends string>(names: readonly K[]) {
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Errors<K>>({});
  const field = (name: K) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    required: true,
    error: errors[name],
  });
  return { values, errors, setErrors, field };
}

/**
 * The form of a signed-out page: its fields, the failure the server gave, and the submit button
 * (busy while the request runs). `onSubmit` returns false when a field is at fault: the first
 * field marked invalid then takes the focus.
 */
export function AuthForm({
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: () => boolean;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Once React has marked the fields at fault invalid.
    if (!onSubmit()) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <form className="login__form" onSubmit={submit} noValidate>
      {children}
      {failure ? (
        <p className="flash flash--error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={busy} className="login__submit">
        {submitLabel}
      </Button>
    </form>
  );
}
