import { EnquiryForm } from './enquiry-form';

/**
 * A listing's enquiry form for a browser that runs no script (decision 0094): the enquiry
 * buttons open a popup only with script, so the form is written into the page inside <noscript>.
 * Only the server renders it: React leaves a <noscript>'s content alone when it hydrates, and the
 * browser's bundle leaves the form's code out (it comes with the popup).
 */
export function EnquiryWithoutScript({
  title,
  listing,
  listingSlug,
}: {
  title: string;
  listing?: string;
  listingSlug: string;
}) {
  return (
    <noscript>
      {import.meta.env.SSR ? (
        <div className="listing-aside__enquiry">
          <EnquiryForm
            listing={listing}
            listingSlug={listingSlug}
            defaultMessage={`I would like to know more about ${title}.`}
          />
        </div>
      ) : null}
    </noscript>
  );
}
