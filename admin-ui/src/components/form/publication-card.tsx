import type { DraftResource, PublicationState } from '@estate/contract';
import { PublicationStatus } from '@/components/entity/publication-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorText } from '@/lib/api-client';
import { useMayPublish, usePreviewLink, usePublication, type PublicationAction } from '@/lib/publication';

/** What a form says of publication: the kind, and on an edit form the stored item. */
export interface PublicationInfo {
  kind: DraftResource;
  item?: { _id: string; publication: PublicationState };
}

const EXPLAINED: Record<PublicationState, string> = {
  draft: 'Not on the website. Publish it when it is ready.',
  published: 'On the website as saved.',
  modified: 'Visitors still see the published version; publish to show the saved changes.',
};

/** The same, to a member whose role does not publish the kind. */
const EXPLAINED_TO_DRAFTERS: Record<PublicationState, string> = {
  draft: 'Not on the website until an editor or administrator publishes it.',
  published: 'On the website as published; your saves wait as a draft until they are published.',
  modified: 'Visitors still see the published version; an editor or administrator publishes the saved changes.',
};

/**
 * The publication card of an edit form: where the item stands, and Publish / Unpublish (for a
 * role that publishes the kind). Both act on what is saved, so they wait while the form has
 * unsaved changes.
 */
export function PublicationCard({ kind, item, dirty }: Required<PublicationInfo> & { dirty: boolean }) {
  const publishes = useMayPublish(kind);
  const mutation = usePublication(kind);
  const preview = usePreviewLink(kind, item._id);
  const run = (action: PublicationAction) => mutation.mutate({ action, id: item._id });
  const busy = mutation.isPending ? mutation.variables?.action : undefined;
  const failed = mutation.isError
    ? errorText(
        mutation.error,
        mutation.variables?.action === 'publish' ? 'Could not publish.' : 'Could not unpublish.',
      )
    : null;
  return (
    <Card
      title="Publication"
      description={
        !publishes
          ? EXPLAINED_TO_DRAFTERS[item.publication]
          : dirty
            ? 'Save your changes first: publishing acts on what is saved.'
            : EXPLAINED[item.publication]
      }
    >
      {/* The new state is announced when it changes (the page's status region is the form's). */}
      <p aria-live="polite">
        <PublicationStatus state={item.publication} />
      </p>
      <div className="publication-card__actions">
        {publishes && item.publication !== 'published' ? (
          <Button variant="primary" busy={busy === 'publish'} disabled={dirty || !!busy} onClick={() => run('publish')}>
            Publish
          </Button>
        ) : null}
        {preview.data ? (
          // The draft as saved, on the public site, for whoever holds the link until it expires.
          <a className="btn btn--ghost" href={preview.data.url} target="_blank" rel="noopener noreferrer">
            Preview draft
          </a>
        ) : null}
        {publishes && item.publication !== 'draft' ? (
          <Button busy={busy === 'unpublish'} disabled={dirty || !!busy} onClick={() => run('unpublish')}>
            Unpublish
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p className="flash flash--error" role="alert">
          {failed}
        </p>
      ) : null}
    </Card>
  );
}
