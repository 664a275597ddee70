export type MapItemKind = 'property' | 'development' | 'area';

/** Something placed on a map: its page, its picture and the coordinates the CMS stored. */
export interface MapItem {
  kind: MapItemKind;
  slug: string;
  title: string;
  image: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type MapStatus = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

/** Round markers are 80 px (public spec §9); the map is 750 px high with zoom 8 by default. */
export const MARKER_SIZE = 80;
export const MAP_HEIGHT = 750;
export const DEFAULT_ZOOM = 8;
export const HOME_ZOOM = 11;

export type PlacedItem = MapItem & { latitude: number; longitude: number };

/** Items without stored coordinates are left off the map. */
export function placed(items: MapItem[]): PlacedItem[] {
  return items.filter(
    (i): i is PlacedItem =>
      typeof i.latitude === 'number' &&
      typeof i.longitude === 'number' &&
      Number.isFinite(i.latitude) &&
      Number.isFinite(i.longitude),
  );
}

/** The map's centre: the median position, so one listing abroad does not pull it into the sea. */
export function centreOf(items: PlacedItem[]): [number, number] | null {
  if (items.length === 0) return null;
  const median = (values: number[]) => {
    const s = [...values].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  };
  return [median(items.map((i) => i.latitude)), median(items.map((i) => i.longitude))];
}

export const TILE_URL = '/tiles/{z}/{x}/{y}{r}.png';
