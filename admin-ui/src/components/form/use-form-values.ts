import { useCallback, useMemo, useState } from 'react';

/**
 * Form values with change tracking: dirty compares the values' signature with the last saved
 * (or loaded) values, so typing something and deleting it again is not a change.
 */
export function useFormValues<V>(initial: V | (() => V), signature: (values: V) => unknown) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(values);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const current = useMemo(() => JSON.stringify(signature(values)), [signature, values]);
  const saved = useMemo(() => JSON.stringify(signature(baseline)), [signature, baseline]);
  const dirty = current !== saved;

  const setField = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const prefix = `${String(key)}.`;
      const stale = Object.keys(e).filter((k) => k === key || k.startsWith(prefix));
      if (!stale.length) return e;
      const next = { ...e };
      for (const k of stale) delete next[k];
      return next;
    });
  }, []);

  /** The given values (or the current ones) are what the server now holds. */
  const markSaved = useCallback(
    (next?: V) => {
      if (next !== undefined) {
        setValues(next);
        setBaseline(next);
      } else setBaseline(values);
    },
    [values],
  );

  /** A change already saved on the server (an image removed): apply it to the values and the baseline. */
  const applySaved = useCallback((update: (v: V) => V) => {
    setValues(update);
    setBaseline(update);
  }, []);

  return { values, setValues, setField, dirty, errors, setErrors, markSaved, applySaved };
}
