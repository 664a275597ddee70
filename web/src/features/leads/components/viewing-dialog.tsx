import { Dialog } from '~/components/dialog';
import { ViewingForm } from './viewing-form';

/** "Book a viewing" as a modal, loaded when the visitor first asks for it. */
export function ViewingDialog({
  onClose,
  title,
  listing,
  listingSlug,
}: {
  onClose: () => void;
  title: string;
  listing: string;
  listingSlug: string;
}) {
  return (
    <Dialog open onClose={onClose} title="Book a viewing" eyebrow={title} size="md">
      <ViewingForm listing={listing} listingSlug={listingSlug} />
    </Dialog>
  );
}
