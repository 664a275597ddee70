import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while the server renders and the browser hydrates, true after: for effects that read stored choices. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
