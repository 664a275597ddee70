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
/**
 * One listing's or one area's own map opens on it, not on the whole country: a street
 * level for a property or a development, a district level for an area guide. The spec's zoom 8
 * stays the default of the maps that show many places.
 */
export const LISTING_ZOOM = 15;
/**
 * The closest the maps zoom: the site's tiles draw the coastline, roads and names in detail up to
 * about this level; past it a screen is one flat colour, so no map offers it.
 */
export const MAX_ZOOM = 15;
export const AREA_ZOOM = 13;

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
