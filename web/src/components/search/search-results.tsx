import { formatDecimal, PAGE_SIZE } from '@estate/contract';
import type { ReactNode } from 'react';
import { EmptyState, LoadFailed } from '../empty-state';
import { useT } from '~/lib/i18n/i18n';
import searchTexts from 'virtual:messages/en/search';

export interface SearchResultsProps<T extends { _id: string }> {
  heading: string;
  /** Under the heading, announced politely ('12 properties'). */
  count: string;
  /** Beside the heading (the sort order). */
  tools?: ReactNode;
  status: 'pending' | 'error' | 'success';
  /** A new search is on its way: the current results dim. */
  updating?: boolean;
  gridClassName: string;
  /** The grid's placeholders while the first page loads. */
  skeleton: ReactNode;
  /** The empty state's title (the spec's 'No properties found!') and advice. */
  emptyTitle: string;
  emptyHint: string;
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  total: number;
  /** The total is a lower bound: the search stopped counting there ('1,000+'). */
  lowerBound?: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  /** Loads the search again after it failed (the Retry button). */
  onRetry: () => void;
  /** Whether the retry is on its way. */
  retrying?: boolean;
}

/** What a search page gives its results list (the rest is the list's own: cards, texts, tools). */
export type ResultsProps<T extends { _id: string }> = Pick<
  SearchResultsProps<T>,
  | 'items'
  | 'total'
  | 'lowerBound'
  | 'status'
  | 'isFetchingMore'
  | 'hasMore'
  | 'onLoadMore'
  | 'onRetry'
  | 'retrying'
  | 'heading'
  | 'updating'
>;

/** The results of a listing search: heading and count, a grid of cards, 'Showing n of m' and Load More past each 20. */
export function SearchResults<T extends { _id: string }>({
  heading,
  count,
  tools,
  status,
  updating,
  gridClassName,
  skeleton,
  emptyTitle,
  emptyHint,
  items,
  renderItem,
  total,
  lowerBound = false,
  hasMore,
  isFetchingMore,
  onLoadMore,
  onRetry,
  retrying = false,
}: SearchResultsProps<T>) {
  const t = useT(searchTexts);
  return (
    <section
      className={`results${updating ? ' is-updating' : ''}`}
      aria-labelledby="results-heading"
      aria-busy={status === 'pending' || updating}
    >
      <div className="results__header">
        <div>
          <h2 className="results__title" id="results-heading">
            {heading}
          </h2>
          <p className="results__count" role="status" aria-live="polite">
            {count}
          </p>
        </div>
        {tools}
      </div>
      {status === 'pending' ? (
        <div className={gridClassName}>{skeleton}</div>
      ) : status === 'error' && items.length === 0 ? (
        // A failed load is not an empty result: 'No properties found!' is kept for a real one.
        <LoadFailed title={t('results.loadFailed')} onRetry={onRetry} retrying={retrying} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle}>
          <p>{emptyHint}</p>
        </EmptyState>
      ) : (
        <>
          <ul className={gridClassName}>
            {items.map((item, i) => (
              <li key={item._id}>{renderItem(item, i)}</li>
            ))}
          </ul>
          <div className="results__more">
            <p className="results__shown">
              {t('results.showing', { shown: String(items.length), total: totalText(total, lowerBound) })}
            </p>
            {hasMore && (total > PAGE_SIZE || lowerBound) ? (
              <button type="button" className="button" onClick={onLoadMore} disabled={isFetchingMore}>
                {isFetchingMore ? t('results.loading') : t('results.loadMore')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/** A total as the results say it: '12', or '1,000+' when it is a lower bound. */
const totalText = (total: number, lowerBound: boolean) =>
  lowerBound ? `${formatDecimal(total, { maximumFractionDigits: 0 })}+` : String(total);
