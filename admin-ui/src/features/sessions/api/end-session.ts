import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, isNotFound } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/end-session/{id}: one of the member's own sign-ins ends, and its tokens stop
 * working at once; 404 "Session not found" when the id is not a live sign-in of theirs.
 */
export const endSession = (id: string) => callRoute('endSession', { params: { id }, body: {} });

/**
 * Ends each of the sign-ins one after the other (the server ends one per call). One that has
 * ended already (404) is what was asked for; any other failure stops the rest and is thrown.
 * The answer is the server's message of the last one ended, if any was.
 */
export async function endSessions(ids: readonly string[]): Promise<{ ended: number; message: string | null }> {
  let ended = 0;
  let message: string | null = null;
  for (const id of ids) {
    try {
      message = (await endSession(id)).message;
      ended += 1;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return { ended, message };
}

/** The list is read again whether the ending worked or not: a refusal may mean it changed meanwhile. */
function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signIns.all }),
  });
}

/** Sign out one other device. */
export const useEndSession = () => useRefreshingMutation(endSession);

/** Sign out everywhere else: every sign-in but this one, one by one. */
export const useEndSessions = () => useRefreshingMutation(endSessions);
