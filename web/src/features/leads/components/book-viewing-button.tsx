import { lazy, Suspense, useState } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';

const ViewingDialog = lazy(() => import('./viewing-dialog').then((m) => ({ default: m.ViewingDialog })));

/** The listing's "Book a viewing": the form's code comes with the first click. */
export function BookViewingButton({
  title,
  listing,
  listingSlug,
}: {
  title: string;
  listing: string;
  listingSlug: string;
}) {
  const t = useT(listingTexts);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--outline listing-aside__viewing" onClick={() => setOpen(true)}>
        {t('listing.bookViewing')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ViewingDialog onClose={() => setOpen(false)} title={title} listing={listing} listingSlug={listingSlug} />
        </Suspense>
      ) : null}
    </>
  );
}
