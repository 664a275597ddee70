import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** Friendlier words for the contract's field messages ("fname is required"). */
const FIELD_LABELS: Record<string, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
  date: 'Day',
  time: 'Time',
};

export function friendlyMessage(field: string, message: string): string {
  const label = FIELD_LABELS[field];
  if (!label) return message;
  if (/is required$/.test(message)) return `${label} is required`;
  if (field === 'email' && /valid e-mail/.test(message)) return 'Enter a valid e-mail address, like name@example.com';
  return message.replace(new RegExp(`^${field}\\b`), label);
}

/** Checks values with a contract schema: the first problem of each field, in plain words. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= friendlyMessage(field, issue.message);
  }
  return { ok: false, errors };
}

export function fieldErrorsFrom(list: { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of list) errors[e.field] ??= friendlyMessage(e.field, e.message);
  return errors;
}

/** A viewing sent without a time: the field says what to do rather than which format it wants. */
export function unchosenTime(errors: FieldErrors, time: string | undefined): FieldErrors {
  return time ? errors : { ...errors, time: 'Choose a time' };
}
