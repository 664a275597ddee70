/** Web Mercator, as every XYZ tile provider uses it. */
export const TILE_SIZE = 256;

export function lonToX(lon: number, zoom: number): number {
  return ((lon + 180) / 360) * TILE_SIZE * 2 ** zoom;
}

export function latToY(lat: number, zoom: number): number {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const rad = (clamped * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * TILE_SIZE * 2 ** zoom;
}

export function xToLon(x: number, zoom: number): number {
  return (x / (TILE_SIZE * 2 ** zoom)) * 360 - 180;
}

export function yToLat(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / (TILE_SIZE * 2 ** zoom);
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
}

/** [west, south, east, north] of a tile in degrees. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  return [
    xToLon(x * TILE_SIZE, z),
    yToLat((y + 1) * TILE_SIZE, z),
    xToLon((x + 1) * TILE_SIZE, z),
    yToLat(y * TILE_SIZE, z),
  ];
}

/** Metres per pixel at a latitude and zoom. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (156543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}
