import { COMPARE_MAX, type Property } from '@estate/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { COMPARE_FULL_MESSAGE, removeFavourite, toggleCompare, type Favourite } from '~/lib/favourites';
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
  return (
    <article className="card favourite-gone" aria-label={`${favourite.title}, no longer available`}>
      <div className="favourite-gone__body">
        <p className="eyebrow">No longer available</p>
        <h3 className="card__title">{favourite.title}</h3>
        <p>This home has been sold or withdrawn since you saved it.</p>
        <button type="button" className="button button--small" onClick={() => removeFavourite(favourite.slug)}>
          Remove
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
  return (
    <SavedListings
      saved={favourites}
      status={status}
      onRetry={onRetry}
      loading={
        <div className="results__grid favourites__grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading your favourites…
          </p>
          {Array.from({ length: 2 }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      }
      empty={
        <EmptyState title="No favourites yet" level={2}>
          <p>Tap the heart on any home to keep it here, then compare up to {COMPARE_MAX} side by side.</p>
          <Link className="button" to="/all-properties">
            Browse properties
          </Link>
        </EmptyState>
      }
      failedTitle="Your favourites could not be loaded"
    >
      {(saved) => <Saved favourites={saved} compare={compare} found={found} />}
    </SavedListings>
  );
}

function Saved({ favourites, compare, found }: { favourites: Favourite[]; compare: string[]; found: Property[] }) {
  const [refused, setRefused] = useState<string | null>(null);
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const chosen = compare.filter((slug) => bySlug.has(slug));
  return (
    <>
      <div className="favourites__bar">
        <p className="favourites__count" role="status">
          {favourites.length} {favourites.length === 1 ? 'home' : 'homes'} saved · {chosen.length} of {COMPARE_MAX}{' '}
          chosen to compare
        </p>
        {chosen.length >= 2 ? (
          <Link className="button button--solid" to="/compare">
            Compare {chosen.length} homes
          </Link>
        ) : (
          <p className="favourites__hint">Choose two to four homes to compare them side by side.</p>
        )}
      </div>
      {refused ? (
        <p className="favourites__refused" role="alert">
          {refused}
        </p>
      ) : null}
      {/* The cards' titles are h3: their list has a heading of its own under the page's h1. */}
      <h2 className="visually-hidden">Your saved homes</h2>
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
                    aria-label={`Compare ${property.title}`}
                    onClick={() => {
                      const outcome = toggleCompare(f.slug);
                      setRefused(outcome === 'full' ? COMPARE_FULL_MESSAGE : null);
                    }}
                  >
                    Compare
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
