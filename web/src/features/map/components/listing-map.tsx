import { Island } from '~/islands/island';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { logSilentFailure } from '~/lib/log';
import { usePublicConfig } from '~/lib/use-public-config';
import mapTexts from 'virtual:messages/en/page-map';
import { useT } from '~/lib/i18n/i18n';
import {
  AREA_ZOOM,
  DEFAULT_ZOOM,
  LISTING_ZOOM,
  MAP_HEIGHT,
  placed,
  type MapItem,
  type MapItemKind,
  type MapStatus,
} from './map-types';

// Leaflet needs a browser: it is never part of the server bundle, and loads when the map is near.
const LeafletMap = import.meta.env.SSR ? null : lazy(() => import('./leaflet-map'));

export interface ListingMapProps {
  items: MapItem[];
  zoom?: number;
  label: string;
  attribution: string;
  height?: number;
}

/**
 * A map of listings with round image markers linking to each page in a new tab. States: not
 * loaded, loading, loaded, failed, and authentication failure (a tile provider refused the key).
 */
export function ListingMap({ items, zoom = DEFAULT_ZOOM, label, attribution, height = MAP_HEIGHT }: ListingMapProps) {
  const t = useT();
  // Shown only if the map's tiles refuse the key: the browser loads it when idle.
  const tMap = useT(mapTexts, { later: true });
  const [status, setStatus] = useState<MapStatus>('not-loaded');
  const [near, setNear] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const onMap = useMemo(() => placed(items), [items]);

  useEffect(() => {
    const el = hostRef.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  useEffect(() => {
    if (status === 'failed') logSilentFailure('loading the map', new Error('tiles failed to load'));
    if (status === 'auth-failure') logSilentFailure('loading the map', new Error('the tile provider refused the key'));
  }, [status]);

  return (
    <div
      ref={hostRef}
      className={`listing-map listing-map--${status}`}
      style={{ height }}
      data-status={status}
      role="region"
      aria-label={label}
      aria-busy={status === 'loading'}
    >
      {status === 'auth-failure' ? (
        <div className="listing-map__panel" role="alert">
          <p className="listing-map__error">{tMap('page.map.authFailure')}</p>
          <p>{tMap('page.map.authExplained')}</p>
        </div>
      ) : status === 'failed' ? (
        <div className="listing-map__panel" role="status">
          <p>{tMap('page.map.unavailable')}</p>
        </div>
      ) : (
        <>
          {near && LeafletMap ? (
            <Suspense fallback={null}>
              <LeafletMap items={onMap} zoom={zoom} attribution={attribution} label={label} onStatus={setStatus} />
            </Suspense>
          ) : null}
          {status !== 'loaded' ? (
            <div className="listing-map__placeholder" aria-hidden="true">
              <span>{status === 'loading' ? t('map.loading') : t('map.label')}</span>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The map's content: its own marker, named after it, opened close on it. */
type PinMapProps = {
  kind: MapItemKind;
  listing: Pick<MapItem, 'slug' | 'title' | 'latitude' | 'longitude'> & { featuredImage: string | null };
};

/** The map of one listing's or area's page; on a page served as islands, an island that starts near the screen. */
export function PinMap({ kind, listing }: PinMapProps) {
  const { slug, title, latitude, longitude, featuredImage } = listing;
  return (
    <Island
      name="pin-map"
      component={LivePinMap}
      props={{ kind, listing: { slug, title, latitude, longitude, featuredImage } }}
      hydrate="visible"
    />
  );
}

export function LivePinMap({ kind, listing }: PinMapProps) {
  const { mapAttribution } = usePublicConfig();
  return (
    <ListingMap
      label={`Map of ${listing.title}`}
      attribution={mapAttribution}
      zoom={kind === 'area' ? AREA_ZOOM : LISTING_ZOOM}
      items={[
        {
          kind,
          slug: listing.slug,
          title: listing.title,
          image: listing.featuredImage,
          latitude: listing.latitude,
          longitude: listing.longitude,
        },
      ]}
    />
  );
}
