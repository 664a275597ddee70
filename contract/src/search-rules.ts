/*
 * The rules of finding homes that the browser needs too, zod-free: the public site's
 * browser bundle imports this module as it is (web/vite/contract-browser.ts).
 */

/** Sizes are stored in square feet; a visitor may bound them in square metres. */
export const SIZE_UNITS = ['sqft', 'sqm'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
/** Square feet in a square metre (1 / 0.3048²). */
export const SQFT_PER_SQM = 10.763910416709722;

/** A size bound in square feet, from a bound in the visitor's unit. */
export const sizeInSqft = (value: number, unit: SizeUnit = 'sqft') => (unit === 'sqm' ? value * SQFT_PER_SQM : value);

/** `q` is at most this long. */
export const SEARCH_QUERY_MAX = 100;
/** The map route answers at most this many markers; past it, the map asks the visitor to zoom in. */
export const MAP_MARKERS_MAX = 500;
/** The favourites page asks for at most this many listings at once. */
export const FAVOURITES_MAX = 48;
/** Compare shows at most this many listings side by side. */
export const COMPARE_MAX = 4;

export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];
