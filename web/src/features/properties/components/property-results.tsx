import { MESSAGES, PROPERTY_SORTS } from '@estate/contract';
import type { ReactNode } from 'react';
import { resultCount, SearchResults, type ResultsProps } from '~/components/search/search-results';
import { SelectField } from '~/components/search/select-field';
import type { PropertyListItem } from '../api/schemas';
import type { PropertySort } from '../api/search-params';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

export type PropertyResultsProps = ResultsProps<PropertyListItem> & {
  sort: PropertySort | null;
  onSort: (sort: PropertySort | null) => void;
  /** Beside the sort order (the List / Map toggle). */
  moreTools?: ReactNode;
  /** The cards' displayed width (narrower beside the map). */
  cardSizes?: string;
};

/** Two columns of cards; 'No properties found!' when empty; Load More past each 20. */
export function PropertyResults({
  sort,
  onSort,
  moreTools,
  cardSizes = '(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw',
  ...results
}: PropertyResultsProps) {
  return (
    <SearchResults
      {...results}
      count={
        results.status === 'pending'
          ? 'Searching…'
          : resultCount(results.status, results.total, 'property', 'properties', results.lowerBound)
      }
      tools={
        <div className="results__tools">
          <SelectField
            className="results__sort"
            label="Sort by"
            value={sort ?? 'newest'}
            values={PROPERTY_SORTS}
            labels={SORT_LABELS}
            onChange={(next) => onSort(next === 'newest' ? null : next)}
          />
          {moreTools}
        </div>
      }
      gridClassName="results__grid"
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
      emptyTitle={MESSAGES.noProperties}
      emptyHint="Try another type or location, or widen the price and room filters."
      renderItem={(p, i) => <PropertyCard property={p} priority={i < 2} sizes={cardSizes} />}
    />
  );
}
