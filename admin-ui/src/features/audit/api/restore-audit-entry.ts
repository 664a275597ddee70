import type { AuditKind } from '@estate/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callRoute } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The cached data of each kind whose values a restore puts back: its lists and details. */
const ITEM_KEYS: Partial<Record<AuditKind, QueryKey>> = {
  property: queryKeys.properties.all,
  development: queryKeys.developments.all,
  area: queryKeys.areas.all,
  post: queryKeys.posts.all,
  team: queryKeys.teams.all,
  review: queryKeys.reviews.all,
  insta: queryKeys.insta.all,
  setting: queryKeys.settings.all,
};

export interface RestoreVariables {
  id: number;
  /** The kind the entry is about: its cached lists and details are read again once restored. */
  kind: AuditKind;
}

/**
 * POST /api/admin/restore-audit-entry/{id}: the values the entry's write replaced are saved again,
 * as a new write the trail records. 403 when the role may not write the kind, 409 when the entry
 * has nothing to put back or the item already holds those values.
 */
export const restoreAuditEntry = ({ id }: RestoreVariables) =>
  callRoute('restoreAuditEntry', { params: { id: String(id) }, body: {} });

export function useRestoreAuditEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreAuditEntry,
    onSuccess: (_result, { kind }) => {
      const item = ITEM_KEYS[kind];
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
        item ? queryClient.invalidateQueries({ queryKey: item }) : undefined,
      ]);
    },
  });
}
