import { usePopups } from '~/lib/popups';

/** A button that opens the enquiry popup about a subject (an area, a listing): an island on its own. */
export function EnquireButton({
  label,
  className,
  subject,
  listingSlug,
  listing,
}: {
  label: string;
  className?: string;
  subject?: string;
  listingSlug?: string;
  listing?: string;
}) {
  const { openEnquiry } = usePopups();
  return (
    <button type="button" className={className} onClick={() => openEnquiry({ subject, listingSlug, listing })}>
      {label}
    </button>
  );
}
