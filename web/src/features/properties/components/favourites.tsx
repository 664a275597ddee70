import { COMPARE_MAX, type Property } from '@estate/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import selectionTexts from 'virtual:messages/en/page-selection';
import { EmptyState } from '~/components/empty-state';
import { removeFavourite, toggleCompare, type Favourite } from '~/lib/favourites';
import { englishSlug } from '~/lib/i18n/content';
import { useT } from '~/lib/i18n/i18n';
import { PropertyCard, PropertyCardSkeleton } from './property-card';
import { SavedListings, type SavedListingsQuery } from './saved-listings';

export interface FavouritesListProps extends SavedListingsQuery {
  /** The saved listings; null until the browser has read them (server render, hydration). */
  favourites: Favourite[] | null;
  /** The slugs chosen for comparison. */
  compare: string[];
}

/** A saved listing that is no longer public: named from what was saved, with a way to remove it. */
function Unavailable({ favourite }: { favourite: Favourite }) {
  const t = useT(selectionTexts);
  return (
    <article className="card favourite-gone" aria-label={t('page.selection.goneNamed', { title: favourite.title })}>
      <div className="favourite-gone__body">
        <p className="eyebrow">{t('page.selection.gone')}</p>
        <h3 className="card__title">{favourite.title}</h3>
        <p>{t('page.selection.goneText')}</p>
        <button type="button" className="button button--small" onClick={() => removeFavourite(favourite.slug)}>
          {t('page.selection.remove')}
        </button>
      </div>
    </article>
  );
}

/**
 * The favourites page's body: the saved homes as cards, each with a Compare toggle (at most
 * four; a fifth is refused with a message), those no longer public named as such. States: not
 * read yet, none saved, loading, failed with Retry, and the homes.
 */
export function FavouritesList({ favourites, compare, status, found, onRetry }: FavouritesListProps) {
  const t = useT(selectionTexts);
  return (
    <SavedListings
      saved={favourites}
      status={status}
      onRetry={onRetry}
      loading={
        <div className="results__grid favourites__grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('page.selection.loadingFavourites')}
          </p>
          {Array.from({ length: 2 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={
        <EmptyState title={t('page.selection.noFavourites')} level={2}>
          <p>{t('page.selection.noFavouritesHint', { max: COMPARE_MAX })}</p>
          <Link className="button" to="/all-properties">
            {t('page.selection.browse')}
          </Link>
        </EmptyState>
      }
      failedTitle={t('page.selection.favouritesFailed')}
    >
      {(saved) => <Saved favourites={saved} compare={compare} found={found} />}
    </SavedListings>
  );
}

function Saved({ favourites, compare, found }: { favourites: Favourite[]; compare: string[]; found: Property[] }) {
  const [refused, setRefused] = useState(false);
  const t = useT(selectionTexts);
  // Favourites are kept by the English address; a listing read in a language answers its own too.
  const bySlug = new Map(found.map((p) => [englishSlug(p), p]));
  const chosen = compare.filter((slug) => bySlug.has(slug));
  return (
    <>
      <div className="favourites__bar">
        <p className="favourites__count" role="status">
          {t('page.selection.count', {
            count: favourites.length,
            n: favourites.length,
            chosen: chosen.length,
            max: COMPARE_MAX,
          })}
        </p>
        {chosen.length >= 2 ? (
          <Link className="button button--solid" to="/compare">
            {t('page.selection.compareCount', { n: chosen.length })}
          </Link>
        ) : (
          <p className="favourites__hint">{t('page.selection.compareHint')}</p>
        )}
      </div>
      {refused ? (
        <p className="favourites__refused" role="alert">
          {t('page.selection.compareFull', { max: COMPARE_MAX })}
        </p>
      ) : null}
      {/* The cards' titles are h3: their list has a heading of its own under the page's h1. */}
      <h2 className="visually-hidden">{t('page.selection.saved')}</h2>
      <ul className="results__grid favourites__grid">
        {favourites.map((f) => {
          const property = bySlug.get(f.slug);
          return (
            <li key={f.slug}>
              {property ? (
                <div className="favourite">
                  <PropertyCard property={property} sizes="(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw" />
                  <button
                    type="button"
                    className="chip favourite__compare"
                    aria-pressed={compare.includes(f.slug)}
                    aria-label={t('page.selection.compareNamed', { title: property.title })}
                    onClick={() => setRefused(toggleCompare(f.slug) === 'full')}
                  >
                    {t('page.selection.compare')}
                  </button>
                </div>
              ) : (
                <Unavailable favourite={f} />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
