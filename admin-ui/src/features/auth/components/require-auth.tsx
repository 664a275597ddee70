import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../use-session';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Every admin route but the login page is for signed-in staff; the rest go to /admin/login and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <>{children}</>;
}
