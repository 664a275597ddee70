import { type Currency, type PropertyMarker } from '@estate/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { logSilentFailure } from '~/lib/log';
import type { MapStatus } from './map-types';
import mapTexts from 'virtual:messages/en/page-map';
import { HydrateLater } from '~/components/hydrate-later';
import { localeFigure } from '~/lib/currency/price-format';
import { useLocale, useT } from '~/lib/i18n/i18n';

// Leaflet and supercluster load with the map view only, never on the server.
const SearchMap = import.meta.env.SSR ? null : lazy(() => import('./search-map'));

export interface SearchMapPanelProps {
  /** The panel is on or near the screen: only then do the map and its markers load. */
  near: boolean;
  /** The markers' request: pending, failed or answered. */
  status: 'pending' | 'error' | 'success';
  markers: PropertyMarker[];
  /** Every match with a location; more than the markers when the server capped them. */
  total: number;
  /** The count stopped counting: `total` is a lower bound ("1,000+"). */
  lowerBound?: boolean;
  onRetry: () => void;
  currency: Currency;
  bbox: string | null;
  searchKey: string;
  /** The markers answer this search (not the previous one's, kept while loading). */
  fresh: boolean;
  onSearchArea: (bbox: string) => void;
  onClearArea: () => void;
  attribution: string;
}

/**
 * The map view of a search: the map (loaded on demand), what it is doing (finding homes, nothing
 * to show, a failure with Retry), the "zoom in" note when the server capped the markers, and the
 * searched area with a way back to the whole search.
 */
export function SearchMapPanel({
  near,
  status,
  markers,
  total,
  lowerBound = false,
  onRetry,
  currency,
  bbox,
  searchKey,
  fresh,
  onSearchArea,
  onClearArea,
  attribution,
}: SearchMapPanelProps) {
  const t = useT();
  const locale = useLocale();
  // Texts the server never renders (failures, the markers' notes): loaded when the page is idle.
  const tMap = useT(mapTexts, { later: true });
  const [mapStatus, setMapStatus] = useState<MapStatus>('not-loaded');

  useEffect(() => {
    if (mapStatus === 'failed') logSilentFailure('loading the search map', new Error('tiles failed to load'));
  }, [mapStatus]);

  // A map not asked for yet says nothing (its markers' query, not enabled, reads "pending").
  let note: string | null = null;
  if (!near) note = null;
  // The notes follow the markers' query, which runs in the browser only (near).
  else if (status === 'pending') note = tMap('page.map.finding');
  else if (status === 'success' && markers.length === 0) note = tMap('page.map.noPlace');
  else if (status === 'success' && total > markers.length)
    note = tMap('page.map.showing', {
      shown: localeFigure(locale, markers.length),
      total: `${localeFigure(locale, total)}${lowerBound ? '+' : ''}`,
    });

  // The server renders the placeholder; the map (a lazy chunk) replaces it once the column is near
  // the screen, which only an effect finds, after hydration: a Suspense boundary the server never
  // rendered would not match.
  return (
    <div className={`search-map-panel search-map-panel--${mapStatus}`} data-status={mapStatus}>
      {mapStatus === 'auth-failure' ? (
        <div className="listing-map__panel" role="alert">
          <p className="listing-map__error">{tMap('page.map.authFailure')}</p>
          <p>{tMap('page.map.authExplained')}</p>
        </div>
      ) : near && SearchMap ? (
        <Suspense fallback={<div className="listing-map__placeholder">{t('map.loading')}</div>}>
          <SearchMap
            markers={markers}
            currency={currency}
            bbox={bbox}
            searchKey={searchKey}
            fresh={fresh}
            onSearchArea={onSearchArea}
            attribution={attribution}
            label={tMap('page.map.homesFound')}
            onStatus={setMapStatus}
          />
        </Suspense>
      ) : (
        <div className="listing-map__placeholder">{t('map.label')}</div>
      )}
      <div className="search-map-panel__notes">
        {status === 'error' ? (
          <p className="search-map-panel__note search-map-panel__note--error" role="alert">
            {tMap('page.map.notPlaced')}{' '}
            <button type="button" className="link-button" onClick={onRetry}>
              {t('loadFailed.retry')}
            </button>
          </p>
        ) : note ? (
          <p className="search-map-panel__note" role="status">
            {note}
          </p>
        ) : null}
        {bbox ? (
          <HydrateLater>
            <AreaNote onClearArea={onClearArea} />
          </HydrateLater>
        ) : null}
      </div>
      {mapStatus === 'failed' ? (
        <p className="search-map-panel__tiles" role="status">
          {tMap('page.map.picturesUnavailable')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The search is limited to the map's area (an address can say so, and the server render it): its
 * words are a deferred part, under HydrateLater.
 */
function AreaNote({ onClearArea }: { onClearArea: () => void }) {
  const t = useT(mapTexts, { defer: true });
  return (
    <p className="search-map-panel__note">
      {t('page.map.withinArea')}{' '}
      <button type="button" className="link-button" onClick={onClearArea}>
        {t('page.map.searchEverywhere')}
      </button>
    </p>
  );
}
