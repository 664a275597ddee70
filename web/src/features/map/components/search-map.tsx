import { formatCompact, PROPERTY_TYPES, priceIn, type Currency, type PropertyMarker } from '@estate/contract';
import mapTexts from 'virtual:messages/en/page-map';
import { priceFormatFor } from '~/lib/currency/price-format';
import { translate, useLocale, useT, type MessageId } from '~/lib/i18n/i18n';
import { localePath, type Locale } from '~/lib/i18n/locales';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { useEffect, useRef, useState } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE } from '~/components/image';
import { englishText } from '~/lib/i18n/content';
import { MAX_ZOOM, TILE_URL, type MapStatus } from './map-types';
import './search-map.css';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** lang and dir of a marker's title still in English on another language's page (none otherwise). */
const titleLanguage = (m: PropertyMarker) => {
  const english = englishText(m, 'title');
  return english ? ` lang="${english.lang}" dir="${english.dir}"` : '';
};

const SYMBOL: Record<Currency, string> = { AED: 'AED ', USD: '$', EUR: '€' };

/** A marker's short price, "AED 3.7M"; the popup card has the whole figure. */
export function shortPrice(marker: PropertyMarker, currency: Currency, onRequest = 'Price on request'): string {
  const value = priceIn(marker, currency);
  return typeof value === 'number' && value > 0 ? `${SYMBOL[currency]}${formatCompact(value)}` : onRequest;
}

/** Four decimals, west, south, east and north clamped to the world: the `bbox` the URL and the API take. */
export function boundsToBbox(b: L.LatLngBounds): string {
  const r = (n: number, lo: number, hi: number) => String(Math.round(Math.max(lo, Math.min(hi, n)) * 1e4) / 1e4);
  return [
    r(b.getWest(), -180, 180),
    r(b.getSouth(), -90, 90),
    r(b.getEast(), -180, 180),
    r(b.getNorth(), -90, 90),
  ].join(',');
}

function bboxToBounds(bbox: string): L.LatLngBounds | null {
  const [w, s, e, n] = bbox.split(',').map(Number) as [number, number, number, number];
  return [w, s, e, n].every(Number.isFinite) ? L.latLngBounds([s, w], [n, e]) : null;
}

function popupHtml(m: PropertyMarker, currency: Currency, locale: Locale): string {
  const facts = (
    locale === 'en'
      ? [m.propertyType, m.beds === 0 ? 'Studio' : m.beds ? `${m.beds} Beds` : null]
      : [
          m.propertyType && (PROPERTY_TYPES as readonly string[]).includes(m.propertyType)
            ? translate(locale, `propertyType.${m.propertyType}` as MessageId)
            : m.propertyType,
          m.beds === 0
            ? translate(locale, 'card.studio')
            : m.beds
              ? translate(locale, 'card.beds', { count: m.beds, n: String(m.beds) })
              : null,
        ]
  )
    .filter(Boolean)
    .join(' · ');
  return `<a class="map-card" href="${localePath(locale, `/property/${encodeURIComponent(m.slug)}`)}">
  <img class="map-card__image" src="${imageUrl(m.featuredImage || PLACEHOLDER_IMAGE, 320)}" alt="" width="120" height="90" loading="lazy">
  <span class="map-card__body">
    <span class="map-card__title"${titleLanguage(m)}>${escapeHtml(m.title)}</span>
    ${facts ? `<span class="map-card__facts">${escapeHtml(facts)}</span>` : ''}
    <span class="map-card__price">${escapeHtml(priceFormatFor(locale)(priceIn(m, currency), currency))}</span>
  </span>
</a>`;
}

export interface SearchMapProps {
  markers: PropertyMarker[];
  currency: Currency;
  /** The bounds searched ("Search this area"), or null: the map then fits the markers. */
  bbox: string | null;
  /** Changes when a new search was made: the map fits its markers again (unless bounds were searched). */
  searchKey: string;
  /**
   * Whether `markers` answer this search: false while the previous search's are kept on the map
   * as the new ones load. The map fits the markers of its own search only.
   */
  fresh: boolean;
  onSearchArea: (bbox: string) => void;
  attribution: string;
  label: string;
  onStatus: (status: MapStatus) => void;
}

/**
 * How far apart, in screen pixels, two homes must be to show apart: a price label is about 90 px
 * wide and a cluster badge up to 60 px, so nearer homes are counted in one cluster rather than
 * drawn over each other. Leaflet's tiles are 256 px: supercluster is told so (its default of 512
 * halved every distance, and labels and badges overlapped).
 */
export const CLUSTER_RADIUS_PX = 100;
const TILE_SIZE_PX = 256;

/** The clusters of a search's markers, for a map of 256 px tiles, splitting fully at `maxZoom`. */
export function clusterIndex(markers: readonly PropertyMarker[], maxZoom: number): Supercluster<{ i: number }> {
  const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, extent: TILE_SIZE_PX, maxZoom });
  index.load(
    markers.map((m, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [m.longitude, m.latitude] },
    })),
  );
  return index;
}

const DUBAI: L.LatLngTuple = [25.15, 55.22];
const PADDING: L.PointTuple = [48, 48];

/**
 * The map of a property search: the markers clustered with supercluster (counts in
 * round gold-edged badges, a click zooms in to split them), each home a price label whose popup
 * is a small card linking to it. Moving the map offers "Search this area". Loaded only with the
 * map view; tiles come from this site's /tiles route.
 */
export default function SearchMap({
  markers,
  currency,
  bbox,
  searchKey,
  fresh,
  onSearchArea,
  attribution,
  label,
  onStatus,
}: SearchMapProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  /** The visitor moved the map: "Search this area" shows. */
  const [moved, setMoved] = useState(false);
  /** Moves the code makes (fitting the results) do not offer "Search this area". */
  const movingByCode = useRef(false);
  /** A fit asked for while the map had no size yet: made once it has one. */
  const pendingFit = useRef<(() => void) | null>(null);
  /** The search (and searched bounds) the map was last fitted to: each is fitted once. */
  const fittedFor = useRef<string | null>(null);
  // The popups' links go to the listing in the page's language.
  const locale = useLocale();
  // The map is the browser's alone: its texts load when the page is idle.
  const t = useT(mapTexts, { later: true });
  const latest = useRef({ onSearchArea, onStatus });
  latest.current = { onSearchArea, onStatus };

  // The map itself, once.
  useEffect(() => {
    const el = hostRef.current;
    if (!el) return;
    const map = L.map(el, {
      scrollWheelZoom: true,
      zoomControl: true,
      worldCopyJump: false,
      minZoom: 2,
      maxZoom: MAX_ZOOM,
    }).setView(DUBAI, 10);
    map.attributionControl.setPrefix(false);
    const tiles = L.tileLayer(TILE_URL, { maxZoom: MAX_ZOOM, attribution: escapeHtml(attribution) });
    let loadedOnce = false;
    tiles.on('loading', () => {
      if (!loadedOnce) latest.current.onStatus('loading');
    });
    tiles.on('load', () => {
      loadedOnce = true;
      latest.current.onStatus('loaded');
    });
    tiles.on('tileerror', () => {
      if (!loadedOnce) latest.current.onStatus('failed');
    });
    tiles.addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    map.on('movestart', () => {
      if (!movingByCode.current) setMoved(true);
    });
    map.on('moveend', () => {
      movingByCode.current = false;
    });
    map.getContainer().setAttribute('aria-label', label);
    mapRef.current = map;
    // The panel's height follows the viewport (and its stylesheet may arrive after the map):
    // Leaflet measures its box once, so it is told whenever the box changes.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            const fit = pendingFit.current;
            if (fit && map.getSize().y > 0) {
              pendingFit.current = null;
              fit();
            }
          });
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is made once; its label and attribution do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setMoved(false);
  }, [searchKey, bbox]);

  // A new search: fit its bounds, or its own markers once they have come (the previous search's,
  // kept on the map while they load, would open it on the wrong place). This runs before the
  // clusters are drawn (React removes the old draw on moveend first), so a fit and new markers
  // draw the clusters once.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const key = `${searchKey}|${bbox ?? ''}`;
    if (fittedFor.current === key) return;
    const searched = bbox ? bboxToBounds(bbox) : null;
    const target =
      searched ??
      (fresh && markers.length > 0
        ? L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as L.LatLngTuple))
        : null);
    if (!target) return;
    fittedFor.current = key;
    const fit = () => {
      movingByCode.current = true;
      if (searched) map.fitBounds(target, { animate: false });
      else map.fitBounds(target, { padding: PADDING, maxZoom: 14, animate: false });
      // A fit that does not move the map fires no moveend.
      setTimeout(() => {
        movingByCode.current = false;
      }, 0);
    };
    if (map.getSize().y > 0) fit();
    else pendingFit.current = fit;
    // Only a new search refits: markers arriving for the same search keep the visitor's view.
  }, [searchKey, bbox, fresh, markers]);

  // The clusters: built again for new markers, drawn again on every move.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    const index = clusterIndex(markers, MAX_ZOOM - 1);
    const draw = () => {
      layer.clearLayers();
      const b = map.getBounds();
      const box: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          i?: number;
        };
        if (props.cluster && props.cluster_id !== undefined) {
          const count = props.point_count ?? 0;
          const size = count < 10 ? 44 : count < 100 ? 52 : 60;
          const clusterId = props.cluster_id;
          L.marker([lat, lng], {
            icon: L.divIcon({
              className: 'map-cluster',
              iconSize: [size, size],
              html: `<span>${count}</span>`,
            }),
            title: t('page.map.clusterTitle', { count, n: count }),
            alt: t('page.map.clusterAlt', { count, n: count }),
            keyboard: true,
          })
            .on('click', () => {
              map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM));
            })
            .addTo(layer);
          continue;
        }
        const m = markers[props.i ?? -1];
        if (!m) continue;
        L.marker([lat, lng], {
          icon: L.divIcon({
            className: 'map-price',
            iconSize: undefined,
            // Named by the home and its price (a keyboard user hears which home it is).
            html: `<span class="map-price__label"><span class="visually-hidden"${titleLanguage(m)}>${escapeHtml(m.title)}, </span>${escapeHtml(shortPrice(m, currency, t('page.map.priceOnRequest')))}</span>`,
          }),
          title: m.title,
          alt: m.title,
          keyboard: true,
          riseOnHover: true,
        })
          .bindPopup(popupHtml(m, currency, locale), {
            className: 'map-popup',
            maxWidth: 280,
            minWidth: 240,
            closeButton: true,
          })
          .addTo(layer);
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
    // A catalogue part that arrives (t) writes the markers again in the page's language.
  }, [markers, currency, locale, t]);

  return (
    <div className="search-map" role="region" aria-label={label}>
      <div ref={hostRef} className="leaflet-host" />
      {moved ? (
        <button
          type="button"
          className="button button--solid search-map__area"
          onClick={() => {
            const map = mapRef.current;
            if (!map) return;
            setMoved(false);
            latest.current.onSearchArea(boundsToBbox(map.getBounds()));
          }}
        >
          {t('page.map.searchArea')}
        </button>
      ) : null}
    </div>
  );
}
