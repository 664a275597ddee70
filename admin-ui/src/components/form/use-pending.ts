import { useCallback, useState } from 'react';

/** Which items have an async action (a removal) under way, to show them busy. */
export function usePending() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(async (key: string, action: () => void | Promise<void>) => {
    setPending((s) => new Set(s).add(key));
    try {
      await action();
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }, []);
  return { pending, run };
}
