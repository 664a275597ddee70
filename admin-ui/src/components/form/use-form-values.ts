import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { z } from 'zod';

/** A form's values schema: zod, checked on submit by react-hook-form's zod resolver (decision 0030). */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * Form values held by react-hook-form, with change tracking: dirty compares the values'
 * signature with the last saved (or loaded) values, so typing something and deleting it again is
 * not a change, and a picked file counts by what it is rather than by object identity.
 * Errors are one flat map keyed by field path ('title', 'spaces.0.title'), filled by the schema
 * (on submit) or by the server's answer, and cleared field by field as the user edits.
 */
export function useFormValues<V extends FieldValues>(
  initial: V | (() => V),
  signature: (values: V) => unknown,
  schema?: FormSchema,
) {
  const [start] = useState(initial);
  const form = useForm<V>({
    defaultValues: start as DefaultValues<V>,
    // raw: the submitted values are the form's own (strings, picked files), not the parsed output.
    resolver: schema ? zodResolver(schema as z.ZodType<unknown, V>, undefined, { raw: true }) : undefined,
    shouldFocusError: false,
  });
  const values = form.watch() as V;
  const [baseline, setBaseline] = useState<V>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const current = useMemo(() => JSON.stringify(signature(values)), [signature, values]);
  const saved = useMemo(() => JSON.stringify(signature(baseline)), [signature, baseline]);
  const dirty = current !== saved;

  const { setValue, getValues, reset } = form;

  /** The errors of a field and its rows go (edited, or the user dismissed them). */
  const clearError = useCallback((key: string) => {
    setErrors((e) => {
      const prefix = `${key}.`;
      const stale = Object.keys(e).filter((k) => k === key || k.startsWith(prefix));
      if (!stale.length) return e;
      const next = { ...e };
      for (const k of stale) delete next[k];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof V & string>(key: K, value: V[K]) => {
      setValue(key as unknown as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      clearError(key);
    },
    [setValue, clearError],
  );

  /** The given values (or the current ones) are what the server now holds. */
  const markSaved = useCallback(
    (next?: V) => {
      const now = next ?? (getValues() as V);
      reset(now);
      setBaseline(now);
    },
    [getValues, reset],
  );

  /**
   * The form shows `next` as changes to `stored`: the values the server now holds (a conflict's
   * latest version) become the baseline, and the merged values the ones on screen.
   */
  const rebase = useCallback(
    (stored: V, next: V) => {
      reset(next);
      setBaseline(stored);
    },
    [reset],
  );

  /** A change already saved on the server (an image removed): apply it to the values and the baseline. */
  const applySaved = useCallback(
    (update: (v: V) => V) => {
      const before = getValues() as V;
      const after = update(before);
      for (const key of Object.keys(after) as Array<keyof V & string>) {
        if (after[key] !== before[key]) setValue(key as unknown as Path<V>, after[key] as PathValue<V, Path<V>>);
      }
      setBaseline(update);
    },
    [getValues, setValue],
  );

  return { values, baseline, setField, dirty, errors, setErrors, clearError, markSaved, rebase, applySaved, rhf: form };
}

/** react-hook-form's nested errors as the flat map the fields read ('spaces.0.title'). */
export function flatErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    // A list's own error sits under `root` when its rows have errors too ('paymentPlan.root').
    const path = key === 'root' && prefix ? prefix : prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out[path] = message;
    if (key !== 'ref') Object.assign(out, flatErrors(value as FieldErrors, path));
  }
  return out;
}
