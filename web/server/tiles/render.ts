import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { webRoot } from '../paths';
import { DUBAI_LAND, DUBAI_ROADS, DUBAI_TINTS, DUBAI_WATER, type LonLat } from './dubai';
import { MAP_LABELS, type MapLabel } from './labels';
import { latToY, lonToX, metresPerPixel, TILE_SIZE, tileBounds } from './projection';

/*
 * Offline map tiles: the bundled Natural Earth coastline (see scripts/build-geodata.mjs) plus the
 * hand-drawn Dubai landmarks, drawn as SVG in the site's palette and rasterised with sharp.
 */

type Bbox = [number, number, number, number];
interface Shape {
  rings: LonLat[][];
  bbox: Bbox;
}
interface Line {
  points: LonLat[];
  bbox: Bbox;
}
interface Level {
  minZoom: number;
  maxZoom: number;
  regions?: Bbox[];
  land: Shape[];
  borders: Line[];
}

export const PALETTE = {
  water: '#d6e0e2',
  land: '#f4f0e8',
  urban: '#ede7dc',
  park: '#e2e6d6',
  coast: '#c9bfae',
  border: '#bfae93',
  road: '#ffffff',
  roadCasing: '#e3d7c2',
  country: '#8c806d',
  sea: '#6f8b94',
  city: '#3e3a34',
  community: '#5d5548',
} as const;

function bboxOfPoints(points: LonLat[]): Bbox {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x, y] of points) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}
const intersects = (a: Bbox, b: Bbox) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
const contains = (outer: Bbox, lon: number, lat: number) =>
  lon >= outer[0] && lon <= outer[2] && lat >= outer[1] && lat <= outer[3];

function dataFile(): string {
  const file = path.join(webRoot(), 'server/tiles/data/geodata.json.gz');
  if (!fs.existsSync(file)) throw new Error(`map data not found at ${file}`);
  return file;
}

let levels: Level[] | undefined;
function loadLevels(): Level[] {
  if (levels) return levels;
  const raw = JSON.parse(gunzipSync(fs.readFileSync(dataFile())).toString('utf8')) as {
    levels: { minZoom: number; maxZoom: number; regions?: Bbox[]; land: LonLat[][][]; borders: LonLat[][] }[];
  };
  levels = raw.levels.map((l) => ({
    minZoom: l.minZoom,
    maxZoom: l.maxZoom,
    regions: l.regions,
    land: l.land.map((rings) => ({ rings, bbox: bboxOfPoints(rings[0] ?? []) })),
    borders: l.borders.map((points) => ({ points, bbox: bboxOfPoints(points) })),
  }));
  return levels;
}

const DUBAI_SHAPES: Shape[] = DUBAI_LAND.map((ring) => ({ rings: [ring], bbox: bboxOfPoints(ring) }));

/** The level that draws a tile: the detailed markets where the tile's centre is inside one. */
function levelFor(z: number, bounds: Bbox): Level {
  const all = loadLevels();
  const cLon = (bounds[0] + bounds[2]) / 2;
  const cLat = (bounds[1] + bounds[3]) / 2;
  const candidates = all.filter((l) => z >= l.minZoom && z <= l.maxZoom);
  const detailed = candidates.find((l) => l.regions?.some((r) => contains(r, cLon, cLat)));
  if (detailed) return detailed;
  const plain = candidates.find((l) => !l.regions);
  if (plain) return plain;
  // Past the detailed level's markets: the finest world level.
  return all.filter((l) => !l.regions).sort((a, b) => b.maxZoom - a.maxZoom)[0]!;
}

type Pt = [number, number];

/** Sutherland–Hodgman against the square [lo, hi]²: keeps paths short at close zooms. */
function clip(points: Pt[], lo: number, hi: number): Pt[] {
  const inside = [(p: Pt) => p[0] >= lo, (p: Pt) => p[0] <= hi, (p: Pt) => p[1] >= lo, (p: Pt) => p[1] <= hi];
  const cross = [
    (a: Pt, b: Pt): Pt => [lo, a[1] + ((b[1] - a[1]) * (lo - a[0])) / (b[0] - a[0])],
    (a: Pt, b: Pt): Pt => [hi, a[1] + ((b[1] - a[1]) * (hi - a[0])) / (b[0] - a[0])],
    (a: Pt, b: Pt): Pt => [a[0] + ((b[0] - a[0]) * (lo - a[1])) / (b[1] - a[1]), lo],
    (a: Pt, b: Pt): Pt => [a[0] + ((b[0] - a[0]) * (hi - a[1])) / (b[1] - a[1]), hi],
  ];
  let out = points;
  for (let k = 0; k < 4 && out.length; k++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i]!;
      const prev = input[(i + input.length - 1) % input.length]!;
      const a = inside[k]!(cur);
      const b = inside[k]!(prev);
      if (a) {
        if (!b) out.push(cross[k]!(prev, cur));
        out.push(cur);
      } else if (b) out.push(cross[k]!(prev, cur));
    }
  }
  return out;
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function ringPath(ring: LonLat[], z: number, ox: number, oy: number): string {
  const pts: Pt[] = ring.map(([lon, lat]) => [lonToX(lon, z) - ox, latToY(lat, z) - oy]);
  const clipped = clip(pts, -6, TILE_SIZE + 6);
  if (clipped.length < 3) return '';
  return `M${clipped.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;
}

function linePath(points: LonLat[], z: number, ox: number, oy: number): string {
  return `M${points.map(([lon, lat]) => `${fmt(lonToX(lon, z) - ox)} ${fmt(latToY(lat, z) - oy)}`).join('L')}`;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function labelSvg(label: MapLabel, z: number, ox: number, oy: number): string {
  const x = fmt(lonToX(label.lon, z) - ox);
  const y = fmt(latToY(label.lat, z) - oy);
  const text = escapeXml(label.kind === 'country' ? label.text.toUpperCase() : label.text);
  const halo = `stroke="${PALETTE.land}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`;
  switch (label.kind) {
    case 'country':
      return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="9.5" letter-spacing="2.4" fill="${PALETTE.country}" ${halo} text-anchor="middle">${text}</text>`;
    case 'sea':
      return `<text x="${x}" y="${y}" font-family="DejaVu Serif, serif" font-style="italic" font-size="11" letter-spacing="0.8" fill="${PALETTE.sea}" text-anchor="middle">${text}</text>`;
    case 'city':
      return `<circle cx="${x}" cy="${fmt(Number(y) + 4)}" r="2.2" fill="${PALETTE.city}"/><text x="${x}" y="${fmt(Number(y) - 3)}" font-family="DejaVu Sans, sans-serif" font-size="11" font-weight="bold" fill="${PALETTE.city}" ${halo} text-anchor="middle">${text}</text>`;
    case 'community':
      return `<text x="${x}" y="${y}" font-family="DejaVu Serif, serif" font-style="italic" font-size="10.5" fill="${PALETTE.community}" ${halo} text-anchor="middle">${text}</text>`;
  }
}

/** The SVG of a tile: land, borders, Dubai's landmarks, water, roads and names. */
export function tileSvg(z: number, x: number, y: number, scale = 1): string {
  const bounds = tileBounds(z, x, y);
  const ox = x * TILE_SIZE;
  const oy = y * TILE_SIZE;
  // Shapes reaching into the tile, with a margin in degrees so strokes at the edges match up.
  const pad = (bounds[2] - bounds[0]) * 0.05;
  const area: Bbox = [bounds[0] - pad, bounds[1] - pad, bounds[2] + pad, bounds[3] + pad];
  const level = levelFor(z, bounds);

  const land: string[] = [];
  for (const shape of level.land) {
    if (!intersects(shape.bbox, area)) continue;
    const d = shape.rings.map((r) => ringPath(r, z, ox, oy)).join('');
    if (d) land.push(d);
  }
  const islands: string[] = [];
  if (z >= 9) {
    for (const shape of DUBAI_SHAPES) {
      if (!intersects(shape.bbox, area)) continue;
      const d = ringPath(shape.rings[0]!, z, ox, oy);
      if (d) islands.push(d);
    }
  }
  const tints: string[] = [];
  if (z >= 9) {
    for (const t of DUBAI_TINTS) {
      if (!intersects(bboxOfPoints(t.ring), area)) continue;
      const d = ringPath(t.ring, z, ox, oy);
      if (d) tints.push(`<path d="${d}" fill="${t.kind === 'urban' ? PALETTE.urban : PALETTE.park}"/>`);
    }
  }
  const borders = level.borders
    .filter((b) => intersects(b.bbox, area))
    .map((b) => linePath(b.points, z, ox, oy))
    .join('');

  const water: string[] = [];
  if (z >= 9) {
    for (const w of DUBAI_WATER) {
      if (!intersects(bboxOfPoints(w.points), area)) continue;
      const px = Math.max(0.8, w.width / metresPerPixel(w.points[0]![1], z));
      water.push(
        `<path d="${linePath(w.points, z, ox, oy)}" fill="none" stroke="${PALETTE.water}" stroke-width="${fmt(px)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  }
  const roads: string[] = [];
  if (z >= 9) {
    for (const rank of [2, 1] as const) {
      const width = (rank === 1 ? 2.6 : 1.6) * Math.min(1.6, Math.max(0.7, (z - 8) / 3));
      for (const r of DUBAI_ROADS.filter((road) => road.rank === rank)) {
        if (!intersects(bboxOfPoints(r.points), area)) continue;
        if (rank === 2 && z < 10) continue;
        const d = linePath(r.points, z, ox, oy);
        roads.push(
          `<path d="${d}" fill="none" stroke="${PALETTE.roadCasing}" stroke-width="${fmt(width + 1.4)}" stroke-linecap="round" stroke-linejoin="round"/>`,
          `<path d="${d}" fill="none" stroke="${PALETTE.road}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`,
        );
      }
    }
  }
  // Names whose anchor is near the tile are drawn by every tile they overlap, so they join up.
  const labels = MAP_LABELS.filter((l) => z >= l.minZoom && z <= l.maxZoom)
    .filter((l) => {
      const lx = lonToX(l.lon, z) - ox;
      const ly = latToY(l.lat, z) - oy;
      return lx > -160 && lx < TILE_SIZE + 160 && ly > -30 && ly < TILE_SIZE + 30;
    })
    .map((l) => labelSvg(l, z, ox, oy));

  const size = TILE_SIZE * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}">` +
    `<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${PALETTE.water}"/>` +
    // Outlines first, fills over them: where shapes overlap only the outer coastline stays visible.
    (land.length ? `<path d="${land.join('')}" fill="none" stroke="${PALETTE.coast}" stroke-width="1.2"/>` : '') +
    (islands.length ? `<path d="${islands.join('')}" fill="none" stroke="${PALETTE.coast}" stroke-width="1"/>` : '') +
    // One path per polygon: even-odd keeps lakes open without overlapping polygons cancelling out.
    land.map((d) => `<path d="${d}" fill="${PALETTE.land}" fill-rule="evenodd"/>`).join('') +
    tints.join('') +
    (islands.length ? `<path d="${islands.join('')}" fill="${PALETTE.land}"/>` : '') +
    (borders
      ? `<path d="${borders}" fill="none" stroke="${PALETTE.border}" stroke-width="0.8" stroke-dasharray="3 2"/>`
      : '') +
    water.join('') +
    roads.join('') +
    labels.join('') +
    `</svg>`
  );
}

export async function renderTile(z: number, x: number, y: number, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(tileSvg(z, x, y, scale)))
    .png({ palette: true, quality: 92, compressionLevel: 9, effort: 7 })
    .toBuffer();
}
