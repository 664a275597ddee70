#!/usr/bin/env node
/**
 * Builds the bundled coastline data of the offline map tiles (server/tiles/data/geodata.json.gz)
 * from Natural Earth (world-atlas, public domain): world land at 1:110m and 1:50m for low zooms,
 * and 1:10m land clipped to the agency's markets (the Gulf, Iberia and the Balearics, the British
 * Isles) for close zooms, simplified and rounded so the file stays small.
 * Run: npm run generate:geodata -w @estate/web (only needed when the regions change).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
// Gzipped: a fifth of the size, and left alone by the formatter.
const OUT = path.resolve(HERE, '../server/tiles/data/geodata.json.gz');
const atlas = (name) => JSON.parse(fs.readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));

/** [west, south, east, north] of the markets drawn in detail. */
const REGIONS = [
  [46, 20, 60.5, 30.5], // the Gulf: UAE, Qatar, Bahrain, Oman's north
  [-10.5, 35, 5, 44.5], // Iberia and the Balearics
  [-11, 49.3, 2.5, 61], // the British Isles
];

function perpendicular(p, a, b) {
  const [x, y] = p;
  const [x1, y1] = a;
  const [x2, y2] = b;
  const dx = x2 - x1;
  const dy = y2 - y1;
  if (dx === 0 && dy === 0) return Math.hypot(x - x1, y - y1);
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop();
    let max = 0;
    let idx = -1;
    for (let i = s + 1; i < e; i++) {
      const d = perpendicular(points[i], points[s], points[e]);
      if (d > max) {
        max = d;
        idx = i;
      }
    }
    if (max > tolerance && idx > 0) {
      keep[idx] = 1;
      stack.push([s, idx], [idx, e]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Sutherland–Hodgman against an axis-aligned box: enough for filled land polygons. */
function clipRing(ring, [w, s, e, n]) {
  const edges = [(p) => p[0] >= w, (p) => p[0] <= e, (p) => p[1] >= s, (p) => p[1] <= n];
  const cut = [
    (a, b) => [w, a[1] + ((b[1] - a[1]) * (w - a[0])) / (b[0] - a[0])],
    (a, b) => [e, a[1] + ((b[1] - a[1]) * (e - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (s - a[1])) / (b[1] - a[1]), s],
    (a, b) => [a[0] + ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]), n],
  ];
  let out = ring;
  for (let k = 0; k < 4; k++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      const inCur = edges[k](cur);
      const inPrev = edges[k](prev);
      if (inCur) {
        if (!inPrev) out.push(cut[k](prev, cur));
        out.push(cur);
      } else if (inPrev) out.push(cut[k](prev, cur));
    }
    if (!out.length) return [];
  }
  return out;
}

function bboxOf(ring) {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}
const intersects = (a, b) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
const round = (ring, digits) => ring.map(([x, y]) => [+x.toFixed(digits), +y.toFixed(digits)]);

function polygonsOf(geo) {
  const geoms = geo.type === 'FeatureCollection' ? geo.features.map((f) => f.geometry) : [geo.geometry ?? geo];
  const polys = [];
  for (const g of geoms) {
    if (g.type === 'Polygon') polys.push(g.coordinates);
    else if (g.type === 'MultiPolygon') polys.push(...g.coordinates);
  }
  return polys;
}

function prepareLand(polys, tolerance, digits, regions) {
  const out = [];
  for (const poly of polys) {
    const targets = regions ?? [null];
    for (const region of targets) {
      const rings = [];
      for (const ring of poly) {
        let r = ring;
        if (region) {
          if (!intersects(bboxOf(r), region)) continue;
          r = clipRing(r, region);
        }
        const [w, s, e, n] = bboxOf(r);
        // Islands smaller than the simplification step would be a pixel or less: left off.
        if (!r.length || Math.max(e - w, n - s) < tolerance * 3) continue;
        r = round(simplify(r, tolerance), digits);
        if (r.length >= 4) rings.push(r);
      }
      if (rings.length) out.push(rings);
    }
  }
  return out;
}

function prepareLines(lines, tolerance, digits, regions) {
  const out = [];
  for (const line of lines) {
    for (const region of regions ?? [null]) {
      let pts = line;
      if (region) {
        pts = line.filter((p) => p[0] >= region[0] && p[0] <= region[2] && p[1] >= region[1] && p[1] <= region[3]);
      }
      pts = round(simplify(pts, tolerance), digits);
      if (pts.length >= 2) out.push(pts);
    }
  }
  return out;
}

const land110 = atlas('land-110m.json');
const land50 = atlas('land-50m.json');
const land10 = atlas('land-10m.json');
const countries50 = atlas('countries-50m.json');
const countries10 = atlas('countries-10m.json');

const borders = (topo) => mesh(topo, topo.objects.countries, (a, b) => a !== b).coordinates;

const levels = [
  {
    minZoom: 0,
    maxZoom: 3,
    land: prepareLand(polygonsOf(feature(land110, land110.objects.land)), 0.2, 2),
    borders: prepareLines(borders(countries50), 0.2, 2),
  },
  {
    minZoom: 4,
    maxZoom: 6,
    land: prepareLand(polygonsOf(feature(land50, land50.objects.land)), 0.03, 2),
    borders: prepareLines(borders(countries50), 0.05, 2),
  },
  {
    minZoom: 7,
    maxZoom: 22,
    regions: REGIONS,
    land: prepareLand(polygonsOf(feature(land10, land10.objects.land)), 0.001, 4, REGIONS),
    borders: prepareLines(borders(countries10), 0.002, 4, REGIONS),
  },
];

/**
 * Natural Earth's 1:10m Dubai coast predates the land reclaimed since the 2000s and lies 600 to
 * 1,100 m inland of today's beaches (JBR, Al Sufouh, Jumeirah). A strip of land moves it out to
 * where the beaches are, so listings geocoded on the coast sit on land.
 */
function dubaiCoastStrip(level) {
  const coastAt = (lat) => {
    const xs = [];
    for (const poly of level.land)
      for (const ring of poly)
        for (let i = 0; i < ring.length; i++) {
          const a = ring[i];
          const b = ring[(i + 1) % ring.length];
          if ((a[1] - lat) * (b[1] - lat) < 0) {
            const x = a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]);
            if (x > 54.9 && x < 55.5) xs.push(x);
          }
        }
    return xs.length ? Math.min(...xs) : null;
  };
  const shift = (lat) => {
    const ramp = Math.min(1, (lat - 24.995) / 0.035, (25.262 - lat) / 0.02);
    return Math.max(0, ramp) * (lat > 25.19 ? 0.0105 : 0.0085);
  };
  const west = [];
  const east = [];
  for (let lat = 24.995; lat <= 25.2621; lat += 0.0025) {
    const x = coastAt(lat);
    if (x === null) continue;
    west.push([+(x - shift(lat)).toFixed(4), +lat.toFixed(4)]);
    east.push([+(x + 0.02).toFixed(4), +lat.toFixed(4)]);
  }
  return [[...west, ...east.reverse()]];
}
levels[2].land.push(dubaiCoastStrip(levels[2]));

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(
  OUT,
  gzipSync(
    JSON.stringify({
      source: 'Natural Earth (public domain) via world-atlas; simplified for map tiles',
      levels,
    }),
    { level: 9 },
  ),
);
const points = (lv) => lv.land.flat(2).length;
console.log(`wrote ${OUT} (${Math.round(fs.statSync(OUT).size / 1024)} KiB)`);
for (const lv of levels)
  console.log(`  zoom ${lv.minZoom}-${lv.maxZoom}: ${lv.land.length} polygons, ${points(lv)} points`);
