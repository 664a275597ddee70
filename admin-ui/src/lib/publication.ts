import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionFor, type DraftResource } from '@estate/contract';
import { useAccess } from './access';
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

/** Whether the member's role publishes the kind; without it, every save is a draft. */
export function useMayPublish(kind: DraftResource): boolean {
  return useAccess().can(permissionFor(kind, 'publish'));
}

/** What a form says to a member whose saves stay drafts, per kind. */
const DRAFTS_ONLY_NOTES: Record<DraftResource, string> = {
  property: 'Your listings are saved as drafts; an editor or administrator publishes them.',
  development: 'Your developments are saved as drafts; an editor or administrator publishes them.',
  area: 'Your area guides are saved as drafts; an editor or administrator publishes them.',
  post: 'Your posts are saved as drafts; an editor or administrator publishes them.',
};

/**
 * The note of a form whose every save is a draft, because the member's role does not publish
 * the kind; undefined when it does, or when the kind has no drafts.
 */
export function useDraftsOnlyNote(kind: DraftResource | undefined): string | undefined {
  const access = useAccess();
  return kind && !access.can(permissionFor(kind, 'publish')) ? DRAFTS_ONLY_NOTES[kind] : undefined;
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
