import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Leaving a form with unsaved changes asks first: in-app navigation through the router's
 * blocker (the caller renders the question), closing or reloading the tab through the
 * browser's own prompt. After a save the caller lets its own navigation through.
 */
export function useUnsavedChanges(
  dirty: boolean,
  {
    /** A change of the query asks too (a tab of the page, ?tab=, that unmounts the form). */
    withQuery = false,
  }: { withQuery?: boolean } = {},
): { blocker: Blocker; allowNavigation: () => void } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypass = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !bypass.current &&
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (withQuery && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  return { blocker, allowNavigation };
}
