import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE } from '~/components/image';
import { useLocale } from '~/lib/i18n/i18n';
import { localePath } from '~/lib/i18n/locales';
import { centreOf, MARKER_SIZE, MAX_ZOOM, TILE_URL, type MapStatus, type PlacedItem } from './map-types';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface LeafletMapProps {
  items: PlacedItem[];
  zoom: number;
  attribution: string;
  label: string;
  onStatus: (status: MapStatus) => void;
}

/**
 * The Leaflet map itself; loaded only in the browser, only when the map scrolls into view.
 * Tiles come from this site's /tiles route (offline drawing or a keyed provider behind it).
 */
export default function LeafletMap({ items, zoom, attribution, label, onStatus }: LeafletMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;
  // A marker links the page in the map's language (the items name their address there).
  const locale = useLocale();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const centre = centreOf(items) ?? [25.1, 55.2];
    const map = L.map(el, { scrollWheelZoom: false, zoomControl: true, attributionControl: true }).setView(
      centre,
      zoom,
    );
    map.attributionControl.setPrefix(false);
    let loadedOnce = false;
    let errors = 0;
    let checking = false;
    const layer = L.tileLayer(TILE_URL, {
      maxZoom: MAX_ZOOM,
      attribution: escapeHtml(attribution),
      detectRetina: false,
    });
    layer.on('loading', () => {
      if (!loadedOnce) statusRef.current('loading');
    });
    layer.on('load', () => {
      loadedOnce = true;
      statusRef.current('loaded');
    });
    layer.on('tileerror', (e: L.TileErrorEvent) => {
      errors++;
      if (checking) return;
      checking = true;
      // Leaflet does not say why a tile failed: ask once, to tell a refused key from an outage.
      const src = (e.tile as HTMLImageElement).src;
      fetch(src, { cache: 'no-store' })
        .then((res) => {
          // The parent then shows its panel instead and unmounts this map (removing it once).
          if (res.status === 401 || res.status === 403) statusRef.current('auth-failure');
          else if (!loadedOnce && errors > 0) statusRef.current('failed');
        })
        .catch(() => {
          if (!loadedOnce) statusRef.current('failed');
        })
        .finally(() => {
          checking = false;
        });
    });
    layer.addTo(map);

    for (const item of items) {
      const href = localePath(locale, `/${item.kind}/${encodeURIComponent(item.slug)}`);
      const img = imageUrl(item.image || PLACEHOLDER_IMAGE, 160);
      const icon = L.divIcon({
        className: 'map-marker',
        iconSize: [MARKER_SIZE, MARKER_SIZE],
        iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
        html: `<a href="${href}" target="_blank" rel="noopener" class="map-marker__link" title="${escapeHtml(item.title)}"><img src="${img}" alt="${escapeHtml(item.title)}" width="${MARKER_SIZE}" height="${MARKER_SIZE}" loading="lazy"></a>`,
      });
      L.marker([item.latitude, item.longitude], { icon, title: item.title, keyboard: false, alt: item.title }).addTo(
        map,
      );
    }
    const container = map.getContainer();
    container.setAttribute('aria-label', label);
    container.setAttribute('role', 'region');
    return () => {
      map.remove();
    };
  }, [items, zoom, attribution, label, locale]);

  return <div ref={ref} className="leaflet-host" />;
}
