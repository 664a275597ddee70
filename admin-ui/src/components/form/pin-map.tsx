import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** The public site's tiles route (web/server/tiles): offline drawing, or the configured provider behind it. */
export const TILE_URL = '/tiles/{z}/{x}/{y}{r}.png';
/** Where a listing with no point yet is looked for: Dubai. */
export const DUBAI: [number, number] = [25.2048, 55.2708];

export interface PinMapProps {
  /** The pin, or none yet. */
  point: [number, number] | null;
  /** The pin was dragged, or the map clicked to put it there. */
  onMove: (point: [number, number]) => void;
  label: string;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The Leaflet map of the listing form's pin, loaded only when the form shows it. The pin is
 * dragged into place, or put where the map is clicked; a point typed into the fields moves it.
 */
export default function PinMap({ point, onMove, label }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    // On a phone one finger scrolls the page past the map (two pinch-zoom); the pin still drags.
    const created = L.map(el, {
      scrollWheelZoom: false,
      attributionControl: false,
      dragging: !L.Browser.mobile,
    }).setView(point ?? DUBAI, point ? 15 : 10);
    L.tileLayer(TILE_URL, { maxZoom: 18, detectRetina: false }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      moved.current([round(event.latlng.lat), round(event.latlng.lng)]),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; the pin follows `point` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [lat, lng] = point ?? [null, null];
  useEffect(() => {
    const current = map.current;
    if (!current || lat === null || lng === null) return;
    if (!marker.current) {
      const icon = L.divIcon({
        className: 'pin-map__pin',
        iconSize: [28, 40],
        iconAnchor: [14, 38],
        html: '<span></span>',
      });
      const created = L.marker([lat, lng], { draggable: true, icon, title: 'Listing pin', alt: 'Listing pin' });
      created.on('dragend', () => {
        const at = created.getLatLng();
        moved.current([round(at.lat), round(at.lng)]);
      });
      created.addTo(current);
      marker.current = created;
    } else {
      marker.current.setLatLng([lat, lng]);
    }
    if (!current.getBounds().contains([lat, lng])) current.panTo([lat, lng]);
  }, [lat, lng]);

  return <div ref={element} className="pin-map__map" role="application" aria-label={label} />;
}
