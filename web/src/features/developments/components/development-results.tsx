import { MESSAGES } from '@estate/contract';
import { resultCount, SearchResults, type ResultsProps } from '~/components/search/search-results';
import type { DevelopmentListItem } from '../api/schemas';
import { DevelopmentCard } from './development-card';

export type DevelopmentResultsProps = ResultsProps<DevelopmentListItem>;

/** Development cards; 'No developments found!' when empty; Load More past each 20. */
export function DevelopmentResults(results: DevelopmentResultsProps) {
  return (
    <SearchResults
      {...results}
      count={resultCount(results.status, results.total, 'development', 'developments')}
      gridClassName="results__grid results__grid--three"
      skeleton={Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="skeleton skeleton-card__media" />
      ))}
      emptyTitle={MESSAGES.noDevelopments}
      emptyHint="Try another location or a higher price."
      renderItem={(d, i) => (
        <DevelopmentCard
          development={d}
          priority={i < 3}
          sizes="(min-width: 1320px) 420px, (min-width: 1024px) 33vw, (min-width: 641px) 50vw, 100vw"
        />
      )}
    />
  );
}
