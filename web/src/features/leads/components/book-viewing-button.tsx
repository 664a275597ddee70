import { lazy, Suspense, useState } from 'react';

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--outline listing-aside__viewing" onClick={() => setOpen(true)}>
        Book a viewing
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ViewingDialog onClose={() => setOpen(false)} title={title} listing={listing} listingSlug={listingSlug} />
        </Suspense>
      ) : null}
    </>
  );
}
