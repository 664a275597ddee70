/**
 * A visitor's choice among fixed values (display currency, area unit), kept in localStorage under
 * `key` and shared by every tab: `store` saves it (only for this page when storage is unavailable)
 * and tells this tab's readers; another tab's change arrives as a storage event. `apply` is what
 * the choice changes outside React (an attribute on <html>), run on either.
 */
export function storedChoice<T extends string>({
  key,
  values,
  fallback,
  apply,
}: {
  key: string;
  values: readonly T[];
  fallback: T;
  apply?: (value: T) => void;
}) {
  const event = `estate:${key}`;
  const is = (v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);
  /** The visitor's own choice, or null when they have made none (or storage is unavailable). */
  const stored = (): T | null => {
    try {
      const value = window.localStorage.getItem(key);
      return is(value) ? value : null;
    } catch {
      return null;
    }
  };
  const read = (): T => stored() ?? fallback;
  const store = (value: T): void => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable (private mode): the choice lasts for this page only.
    }
    apply?.(value);
    window.dispatchEvent(new Event(event));
  };
  /** For useSyncExternalStore. */
  const subscribe = (onChange: () => void): (() => void) => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== key) return;
      apply?.(read());
      onChange();
    };
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onStorage);
    };
  };
  return { is, read, stored, store, subscribe };
}
