/**
 * The pages of a server-paged table (docs/decisions/0016): where the shown rows sit among all
 * matches, and Previous / Next. Shown once there is more than one page, or when the address asks
 * for a later page than there is (so the way back is there); with `count`, a table of one page
 * says how many rows it holds there too.
 */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  shown,
  onPage,
  count,
}: {
  /** The table's name: the navigation is "<label> pages". */
  label: string;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Every match, as X-Total-Count says. */
  total: number;
  /** The rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** "12 entries": what a table of one page says of its rows. */
  count?: (total: number) => string;
}) {
  const onePage = total <= pageSize && page <= 1;
  if (onePage && (!count || total === 0)) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize;
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <p className="pagination__summary" aria-live={count ? 'polite' : undefined}>
        {onePage && count
          ? count(total)
          : shown
            ? `Showing ${(first + 1).toLocaleString('en-US')}–${(first + shown).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
            : `${total.toLocaleString('en-US')} in all`}
      </p>
      {onePage ? null : (
        <div className="pagination__buttons">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pageCount))}
          >
            Previous
          </button>
          <span className="pagination__page">
            Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
          </span>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </nav>
  );
}
