import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Go Back returns to the previous page (admin spec §2); opened directly (a bookmark, a new tab)
 * there is none inside the app, so it goes to the given list instead.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
