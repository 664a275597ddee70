import listingTexts from 'virtual:messages/en/listing';
import { Dialog } from '~/components/dialog';
import { useT } from '~/lib/i18n/i18n';
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
  const t = useT(listingTexts);
  return (
    <Dialog open onClose={onClose} title={t('listing.bookViewing')} eyebrow={title} size="md">
      <ViewingForm listing={listing} listingSlug={listingSlug} />
    </Dialog>
  );
}
