import { SearchResults, type ResultsProps } from '~/components/search/search-results';
import type { DevelopmentListItem } from '../api/schemas';
import { DevelopmentCard } from './development-card';
import searchTexts from 'virtual:messages/en/search';
import { useT } from '~/lib/i18n/i18n';

export type DevelopmentResultsProps = ResultsProps<DevelopmentListItem>;

/** Development cards; 'No developments found!' when empty; Load More past each 20. */
export function DevelopmentResults(results: DevelopmentResultsProps) {
  const t = useT(searchTexts);
  return (
    <SearchResults
      {...results}
      count={
        results.status === 'success'
          ? t('results.developments', { count: results.total, n: String(results.total) })
          : ''
      }
      gridClassName="results__grid results__grid--three"
      skeleton={Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="skeleton skeleton-card__media" />
      ))}
      emptyTitle={t('results.noDevelopments')}
      emptyHint={t('results.noDevelopmentsHint')}
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
