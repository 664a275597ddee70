import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearToken } from '@/lib/session';
import { logout as endSession } from './api/logout';

/** Logout: the server ends the user's sign-ins, this browser forgets the token and all it loaded. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // The server ends the user's sign-ins first (while the token is still here to say whose).
    await endSession();
    clearToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
