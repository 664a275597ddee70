import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { fieldErrorsOf, RequestError } from '@/lib/api-client';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { z } from 'zod';
import { requiredText } from '@estate/contract';
import { flatErrors, useFormValues, type FormSchema } from './use-form-values';

export interface EntityFormOptions<V, R> {
  initial: V | (() => V);
  signature: (values: V) => unknown;
  /** The values' schema, checked on submit by react-hook-form's zod resolver (required fields, a plan's total). */
  schema?: FormSchema;
  /** Further client-side checks; keys are field names. */
  validate?: (values: V) => Record<string, string>;
  /**
   * Sends the values; `version` is the stored item's updatedAt this form was loaded from (edit
   * forms); `draft`: kept as a draft rather than published (kinds with drafts).
   */
  save: (values: V, version?: string, draft?: boolean) => Promise<R>;
  /**
   * Edit forms: the updatedAt of the stored item the initial values came from. Saves state it, so
   * a save over someone else's newer save is refused (409) rather than overwriting it.
   */
  version?: string;
  /** Edit forms: the stored item as it is now (fetched again), for the dialog a 409 opens. */
  reload?: () => Promise<R>;
  /** The form's values for a stored item, when valuesFrom is not given (forms that leave after saving). */
  latestValues?: (stored: R) => V;
  /** The form's values after a save, from the server's copy (edit forms). */
  valuesFrom?: (saved: R) => V;
  /** One field's value in words, for the conflict dialog (defineForm's display); text as typed when not given. */
  display?: (field: string, value: unknown) => string;
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
export function useEntityForm<V extends FieldValues, R>(options: EntityFormOptions<V, R>) {
  const form = useFormValues(options.initial, options.signature, options.schema);
  const [submitting, setSubmitting] = useState(false);
  // The version the values on screen were loaded from: fixed at load, moved on only by this
  // form's own saves and image removals, or when the user takes the latest after a conflict.
  const [version, setVersion] = useState(options.version);
  // A save someone else's save overtook: the user's values, the values they started from, and
  // whether it was a draft, so the merged result is saved the same way.
  const [conflict, setConflict] = useState<{ mine: V; base: V; draft: boolean } | null>(null);
  const { blocker, allowNavigation } = useUnsavedChanges(form.dirty && !submitting);
  const focusFirstError = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [form.errors]);

  const { values, baseline, setErrors, markSaved, rebase, rhf } = form;

  /** The schema's verdict through react-hook-form's resolver: the flat errors, empty when valid. */
  const check = useCallback(
    async (checked: V): Promise<Record<string, string>> => {
      let problems: Record<string, string> = {};
      await rhf.handleSubmit(
        () => undefined,
        (invalid) => {
          problems = flatErrors(invalid);
        },
      )();
      rhf.clearErrors();
      return { ...(latest.current.validate?.(checked) ?? {}), ...problems };
    },
    [rhf],
  );

  /** Checks and saves `sent` stating `from` as the version it was loaded from. */
  const submit = useCallback(
    async (sent: V, from: string | undefined, draft: boolean) => {
      if (submitting) return;
      const { save, valuesFrom, leavesAfterSave, onSaved, onFailed } = latest.current;
      const problems = await check(sent);
      if (Object.keys(problems).length) {
        focusFirstError.current = true;
        setErrors(problems);
        return;
      }
      setErrors({});
      setSubmitting(true);
      let saved: R;
      try {
        saved = await save(sent, from, draft);
      } catch (error) {
        if (error instanceof RequestError && error.status === 409 && latest.current.reload) {
          // Someone saved in between: the user decides (reload, or merge field by field).
          setSubmitting(false);
          setConflict({ mine: sent, base: baseline, draft });
          return;
        }
        focusFirstError.current = true;
        setErrors(fieldErrorsOf(error));
        setSubmitting(false);
        onFailed?.(error);
        return;
      }
      setSubmitting(false);
      setVersion(versionOf(saved) ?? from);
      if (leavesAfterSave) allowNavigation();
      if (valuesFrom) markSaved(valuesFrom(saved));
      else markSaved();
      onSaved?.(saved);
    },
    [submitting, check, baseline, setErrors, markSaved, allowNavigation],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent, options: { draft?: boolean } = {}) => {
      event?.preventDefault();
      await submit(values, version, !!options.draft);
    },
    [submit, values, version],
  );

  const { applySaved: applyValues } = form;
  /** A change already saved on the server (an image removed), with the version it produced. */
  const applySaved = useCallback(
    (update: (v: V) => V, savedVersion?: string) => {
      applyValues(update);
      if (savedVersion) setVersion(savedVersion);
    },
    [applyValues],
  );

  /** The stored item as it is now; `adopt` makes its version the one the next save states. */
  const fetchLatest = useCallback(async () => {
    const stored = await latest.current.reload!();
    const valuesOf = latest.current.latestValues ?? latest.current.valuesFrom;
    return { stored, values: valuesOf ? valuesOf(stored) : undefined };
  }, []);

  const resolveConflict = {
    conflict,
    fetchLatest,
    /** Show the stored item: the user's changes are dropped. */
    takeLatest: (values: V, stored: R) => {
      setVersion(versionOf(stored));
      markSaved(values);
      setErrors({});
      setConflict(null);
    },
    /**
     * Save the result of the user's choice field by field over the latest version: the form
     * shows it as changes to that version, and the save states that version.
     */
    saveMerged(merged: V, latestValues: V, stored: R) {
      const next = versionOf(stored);
      const draft = conflict?.draft ?? false;
      setVersion(next);
      setErrors({});
      setConflict(null);
      rebase(latestValues, merged);
      return submit(merged, next, draft);
    },
    /** What counts as a change of the values (the form's change signature). */
    signature(values: V): unknown {
      return latest.current.signature(values);
    },
    /** One field's value in words (defineForm's display), or null to show it as typed. */
    display: latest.current.display ?? null,
    dismiss: () => setConflict(null),
  };

  return { ...form, applySaved, submitting, handleSubmit, blocker, version, resolveConflict };
}

/** The updatedAt of a saved item, the version its next save states. */
function versionOf(saved: unknown): string | undefined {
  const at = (saved as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof at === 'string' ? at : undefined;
}

/**
 * The schema of the spec's required fields, from the contract's own field rule (`requiredText`,
 * "Title is required"); other fields pass through for the server to judge.
 */
export function requiredFields(fields: ReadonlyArray<[string, string]>): FormSchema {
  return z.looseObject(Object.fromEntries(fields.map(([key, label]) => [key, requiredText(label, 100_000)])));
}

/** An edit form's `reload`: the item's query fetched again, failing when it is gone. */
export function latestOf<R>(query: { refetch: () => Promise<{ data?: R; error: unknown }> }): () => Promise<R> {
  return async () => {
    const result = await query.refetch();
    if (result.data === undefined) throw result.error ?? new Error('the item is no longer there');
    return result.data;
  };
}
