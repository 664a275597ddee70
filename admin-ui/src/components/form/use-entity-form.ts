import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@/lib/api-client';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useFormValues } from './use-form-values';

export interface EntityFormOptions<V, R> {
  initial: V | (() => V);
  signature: (values: V) => unknown;
  /** Client-side checks (required fields); keys are field names. */
  validate?: (values: V) => Record<string, string>;
  save: (values: V) => Promise<R>;
  /** The form's values after a save, from the server's copy (edit forms). */
  valuesFrom?: (saved: R) => V;
  /** The page navigates away after a successful save (add forms, the review edit). */
  leavesAfterSave?: boolean;
  onSaved?: (saved: R) => void;
  onFailed?: (error: unknown) => void;
}

/**
 * The life of an add or edit form: values, change tracking and the leave-page question,
 * required-field checks, submission, the server's field errors shown next to their fields, and
 * the user's input kept as it was when a save fails.
 */
export function useEntityForm<V, R>(options: EntityFormOptions<V, R>) {
  const form = useFormValues(options.initial, options.signature);
  const [submitting, setSubmitting] = useState(false);
  const { blocker, allowNavigation } = useUnsavedChanges(form.dirty && !submitting);
  const focusFirstError = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [form.errors]);

  const { values, setErrors, markSaved } = form;

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting) return;
      const { validate, save, valuesFrom, leavesAfterSave, onSaved, onFailed } = latest.current;
      const problems = validate?.(values) ?? {};
      if (Object.keys(problems).length) {
        focusFirstError.current = true;
        setErrors(problems);
        return;
      }
      setErrors({});
      setSubmitting(true);
      let saved: R;
      try {
        saved = await save(values);
      } catch (error) {
        focusFirstError.current = true;
        setErrors(fieldErrorsOf(error));
        setSubmitting(false);
        onFailed?.(error);
        return;
      }
      setSubmitting(false);
      if (leavesAfterSave) allowNavigation();
      if (valuesFrom) markSaved(valuesFrom(saved));
      else markSaved();
      onSaved?.(saved);
    },
    [submitting, values, setErrors, markSaved, allowNavigation],
  );

  return { ...form, submitting, handleSubmit, blocker };
}

/** The check of the spec's required fields. */
export function requireFields<V>(values: V, fields: ReadonlyArray<[keyof V & string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, label] of fields) {
    const value = values[key];
    if (typeof value !== 'string' || !value.trim()) out[key] = `${label} is required`;
  }
  return out;
}
