import { MESSAGES, PAGE_SIZE } from '@estate/contract';
import { EmptyState } from '~/components/empty-state';
import type { DevelopmentListItem } from '../api/schemas';
import { DevelopmentCard } from './development-card';

/** Development cards; 'No developments found!' when empty; Load More past each 20. */
export function DevelopmentResults({
  items,
  total,
  status,
  hasMore,
  isFetchingMore,
  onLoadMore,
  heading,
  updating,
}: {
  items: DevelopmentListItem[];
  total: number;
  status: 'pending' | 'error' | 'success';
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  heading: string;
  updating?: boolean;
}) {
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
            {status === 'success' ? `${total} ${total === 1 ? 'development' : 'developments'}` : ''}
          </p>
        </div>
      </div>
      {status === 'pending' ? (
        <div className="results__grid results__grid--three">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton skeleton-card__media" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={MESSAGES.noDevelopments}>
          <p>Try another location or a higher price.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="results__grid results__grid--three">
            {items.map((d, i) => (
              <li key={d._id}>
                <DevelopmentCard
                  development={d}
                  priority={i < 3}
                  sizes="(min-width: 1320px) 420px, (min-width: 1024px) 33vw, (min-width: 641px) 50vw, 100vw"
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
