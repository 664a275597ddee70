import { useState } from 'react';
import { ButtonLink, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EditIcon, ExternalIcon, TrashIcon } from '@/components/ui/icons';

/**
 * The actions of a detail page: View on site, Edit and Delete (which asks first; absent without
 * `onDelete`, for a role that may not delete). `deleteWarning` adds a line to the question, e.g.
 * that the listing is the homepage's full-width featured one.
 */
export function DetailActions({
  publicHref,
  editHref,
  deleteLabel,
  entityTitle,
  deleteWarning,
  onDelete,
  deleting,
}: {
  publicHref?: string;
  editHref: string;
  deleteLabel: string;
  entityTitle: string;
  deleteWarning?: string;
  onDelete?: () => void;
  deleting: boolean;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      {publicHref ? (
        <a className="btn btn--ghost" href={publicHref} target="_blank" rel="noopener noreferrer">
          <ExternalIcon />
          <span>View on site</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <ButtonLink to={editHref} variant="secondary" icon={<EditIcon />}>
        Edit
      </ButtonLink>
      {onDelete ? (
        <Button variant="danger" icon={<TrashIcon />} onClick={() => setAsking(true)} busy={deleting}>
          {deleteLabel}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking && !!onDelete}
        title={`${deleteLabel}?`}
        description={
          <>
            <p>“{entityTitle}” will be deleted for good and disappear from the public site. This cannot be undone.</p>
            {deleteWarning ? <p>{deleteWarning}</p> : null}
          </>
        }
        confirmLabel={deleteLabel}
        busy={deleting}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete?.();
        }}
      />
    </>
  );
}
