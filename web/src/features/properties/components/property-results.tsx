import { formatDecimal, PROPERTY_SORTS } from '@estate/contract';
import type { ReactNode } from 'react';
import { SearchResults, type ResultsProps } from '~/components/search/search-results';
import { SelectField } from '~/components/search/select-field';
import type { PropertyListItem } from '../api/schemas';
import type { PropertySort } from '../api/search-params';
import { PropertyCard, PropertyCardSkeleton } from './property-card';
import { useT, type MessageId } from '~/lib/i18n/i18n';
import searchTexts from 'virtual:messages/en/search';

const SORT_LABELS: Record<PropertySort, MessageId> = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
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
  const t = useT(searchTexts);
  const count =
    results.status === 'pending'
      ? t('results.searching')
      : results.status !== 'success'
        ? ''
        : results.lowerBound
          ? t('results.propertiesAtLeast', { count: formatDecimal(results.total, { maximumFractionDigits: 0 }) })
          : t('results.properties', { count: results.total, n: String(results.total) });
  return (
    <SearchResults
      {...results}
      count={count}
      tools={
        <div className="results__tools">
          <SelectField
            className="results__sort"
            label={t('results.sortBy')}
            value={sort ?? 'newest'}
            values={PROPERTY_SORTS}
            labels={Object.fromEntries(PROPERTY_SORTS.map((s) => [s, t(SORT_LABELS[s])]))}
            onChange={(next) => onSort(next === 'newest' ? null : next)}
          />
          {moreTools}
        </div>
      }
      gridClassName="results__grid"
      skeleton={Array.from({ length: 4 }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
      emptyTitle={t('results.noProperties')}
      emptyHint={t('results.noPropertiesHint')}
      renderItem={(p, i) => <PropertyCard property={p} priority={i < 2} sizes={cardSizes} />}
    />
  );
}
