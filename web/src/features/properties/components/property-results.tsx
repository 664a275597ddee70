import { MESSAGES, PAGE_SIZE, PROPERTY_SORTS } from '@estate/contract';
import { useId } from 'react';
import { EmptyState } from '~/components/empty-state';
import type { PropertyListItem } from '../api/schemas';
import type { PropertySort } from '../api/search-params';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

export interface PropertyResultsProps {
  items: PropertyListItem[];
  total: number;
  status: 'pending' | 'error' | 'success';
  isFetchingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  sort: PropertySort | null;
  onSort: (sort: PropertySort | null) => void;
  heading: string;
  /** A new search is on its way: the current results dim. */
  updating?: boolean;
}

/** Two columns of cards; 'No properties found!' when empty; Load More past each 20. */
export function PropertyResults({
  items,
  total,
  status,
  isFetchingMore,
  hasMore,
  onLoadMore,
  sort,
  onSort,
  heading,
  updating,
}: PropertyResultsProps) {
  const sortId = useId();
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
            {status === 'pending'
              ? 'Searching…'
              : status === 'success'
                ? `${total} ${total === 1 ? 'property' : 'properties'}`
                : ''}
          </p>
        </div>
        <div className="field results__sort">
          <label className="field__label" htmlFor={sortId}>
            Sort by
          </label>
          <select
            id={sortId}
            className="field__control"
            value={sort ?? 'newest'}
            onChange={(e) => onSort(e.target.value === 'newest' ? null : (e.target.value as PropertySort))}
          >
            {PROPERTY_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status === 'pending' ? (
        <div className="results__grid">
          {Array.from({ length: 4 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={MESSAGES.noProperties}>
          <p>Try another type or location, or widen the price and room filters.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="results__grid">
            {items.map((p, i) => (
              <li key={p._id}>
                <PropertyCard
                  property={p}
                  priority={i < 2}
                  sizes="(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw"
                />
              </li>
            ))}
          </ul>
          <div className="results__more">
            <p className="results__shown">
              Showing {items.length} of {total}
            </p>
            {hasMore && total > PAGE_SIZE ? (
              <button type="button" className="button" onClick={onLoadMore} disabled={isFetchingMore}>
                {isFetchingMore ? 'Loading…' : 'Load More'}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
