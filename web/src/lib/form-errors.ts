import type { FieldErrors } from './form';
import type { MessageId, Translate } from './i18n/i18n';

/** Each field's label in the catalogue's forms part. */
const LABELS: Record<string, MessageId> = {
  fname: 'form.firstName',
  lname: 'form.lastName',
  email: 'form.email',
  phone: 'form.phone',
  message: 'form.message',
  date: 'page.viewing.day',
  time: 'page.viewing.time',
};

/**
 * A field's error in another language than English (whose words stay the form's own, from the
 * contract's messages, lib/form.ts): the usual problems by their kind, any other one a field names
 * as "check this field"; an error of a field the forms do not know stays as it came.
 */
export function localFieldError(t: Translate, field: string, message: string): string {
  if (message === 'Choose a time') return t('page.formErrors.chooseTime');
  const labelId = LABELS[field];
  if (!labelId) return message;
  const label = t(labelId);
  if (/is required$/.test(message)) return t('page.formErrors.required', { label });
  if (field === 'email' && /valid e-mail/.test(message)) return t('page.formErrors.email');
  const max = /must be at most (\d+) characters/.exec(message)?.[1];
  if (max) return t('page.formErrors.tooLong', { label, max });
  if (/on one line/.test(message)) return t('page.formErrors.oneLine', { label });
  if (field === 'phone') return t('page.formErrors.phone');
  return t('page.formErrors.invalid', { label });
}

/** The errors as the page's language shows them: English's as they are. */
export function localFieldErrors(t: Translate, locale: string, errors: FieldErrors): FieldErrors {
  if (locale === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && localFieldError(t, field, message)]),
  );
}
