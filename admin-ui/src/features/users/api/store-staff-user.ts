import type { StaffUser } from '@estate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A staff user as the server answered a write: put in the list in place (or added), and the list
 * read again. The signed-in member's own access is read again too: their role may be the one
 * that changed.
 */
export function storeStaffUser(client: QueryClient, user: StaffUser) {
  client.setQueryData<StaffUser[]>(queryKeys.staffUsers.list(), (users) =>
    users?.some((u) => u.id === user.id) ? users.map((u) => (u.id === user.id ? user : u)) : [...(users ?? []), user],
  );
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.staffUsers.all }),
    client.invalidateQueries({ queryKey: queryKeys.session.all }),
  ]);
}
