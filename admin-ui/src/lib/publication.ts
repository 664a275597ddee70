import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftResource } from '@estate/contract';
import { callRoute } from './api-client';
import { queryKeys } from './query-keys';
import { intoDetail } from './save-mutation';

/*
 * Publish and unpublish (docs/decisions/0036): the draft as it stands goes public, or the item
 * leaves the public site. The answer is the item as staff see it, stored as its detail.
 */

const ROUTES = {
  property: { publish: 'publishProperty', unpublish: 'unpublishProperty', keys: queryKeys.properties },
  development: { publish: 'publishDevelopment', unpublish: 'unpublishDevelopment', keys: queryKeys.developments },
  area: { publish: 'publishArea', unpublish: 'unpublishArea', keys: queryKeys.areas },
  post: { publish: 'publishPost', unpublish: 'unpublishPost', keys: queryKeys.posts },
} as const;

export type PublicationAction = 'publish' | 'unpublish';

export async function changePublication(kind: DraftResource, action: PublicationAction, id: string) {
  const route = ROUTES[kind][action];
  const answer = (await callRoute(route, { params: { id }, body: {} })) as Record<string, unknown>;
  return answer[kind] as { _id: string; publication: string; updatedAt: string };
}

export function usePublication(kind: DraftResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: PublicationAction; id: string }) => changePublication(kind, action, id),
    onSuccess: (item) => intoDetail(ROUTES[kind].keys)(queryClient, item),
  });
}

/** The message of a save: the specification's text when it published, the draft's otherwise. */
export function savedText(saved: { publication?: string }, published: string): string {
  return saved.publication === 'draft' || saved.publication === 'modified'
    ? 'Saved as a draft: visitors do not see these changes until you publish.'
    : published;
}

/**
 * A signed link that shows the item's draft on the public site (GET get-preview-link): fetched
 * when the card shows, renewed well before the hour it works for runs out.
 */
export function usePreviewLink(kind: DraftResource, id: string) {
  return useQuery({
    queryKey: queryKeys.previews.link(kind, id),
    queryFn: () => callRoute('getPreviewLink', { params: { kind, id } }),
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
}
