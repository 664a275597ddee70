/**
 * Landmarks of the Dubai coast that Natural Earth's 1:10m coastline does not have: the palms,
 * The World, the islands, the Creek and the canals, drawn in simplified form from their published
 * positions so the home map (zoom 11) looks like Dubai. Shapes are generated in kilometres around
 * an anchor and converted to degrees.
 */
export type LonLat = [number, number];
export type Ring = LonLat[];

const KM_PER_DEG_LAT = 110.57;

function toLonLat(anchor: LonLat, xKm: number, yKm: number): LonLat {
  const kmPerDegLon = 111.32 * Math.cos((anchor[1] * Math.PI) / 180);
  return [anchor[0] + xKm / kmPerDegLon, anchor[1] + yKm / KM_PER_DEG_LAT];
}

function toKm(anchor: LonLat, p: LonLat): [number, number] {
  const kmPerDegLon = 111.32 * Math.cos((anchor[1] * Math.PI) / 180);
  return [(p[0] - anchor[0]) * kmPerDegLon, (p[1] - anchor[1]) * KM_PER_DEG_LAT];
}

/** A rectangle of a width around a segment, with rounded ends approximated by a few points. */
function strip(anchor: LonLat, from: [number, number], to: [number, number], width: number): Ring {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = (-dy / len) * (width / 2);
  const ny = (dx / len) * (width / 2);
  const ux = (dx / len) * (width / 2);
  const uy = (dy / len) * (width / 2);
  const pts: [number, number][] = [
    [from[0] + nx, from[1] + ny],
    [to[0] + nx, to[1] + ny],
    [to[0] + nx * 0.5 + ux * 0.85, to[1] + ny * 0.5 + uy * 0.85],
    [to[0] + ux, to[1] + uy],
    [to[0] - nx * 0.5 + ux * 0.85, to[1] - ny * 0.5 + uy * 0.85],
    [to[0] - nx, to[1] - ny],
    [from[0] - nx, from[1] - ny],
  ];
  return pts.map(([x, y]) => toLonLat(anchor, x, y));
}

function circle(anchor: LonLat, cx: number, cy: number, rx: number, ry = rx, rotation = 0, steps = 18): Ring {
  const pts: LonLat[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    pts.push(
      toLonLat(
        anchor,
        cx + x * Math.cos(rotation) - y * Math.sin(rotation),
        cy + x * Math.sin(rotation) + y * Math.cos(rotation),
      ),
    );
  }
  return pts;
}

/** An arc band (the palms' crescents): centre, radius, width, from/to angles in radians. */
function arcBand(anchor: LonLat, cx: number, cy: number, r: number, width: number, a0: number, a1: number): Ring {
  const outer: LonLat[] = [];
  const inner: LonLat[] = [];
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    outer.push(toLonLat(anchor, cx + Math.cos(a) * (r + width / 2), cy + Math.sin(a) * (r + width / 2)));
    inner.push(toLonLat(anchor, cx + Math.cos(a) * (r - width / 2), cy + Math.sin(a) * (r - width / 2)));
  }
  return [...outer, ...inner.reverse()];
}

interface PalmSpec {
  /** Where the trunk meets the coast. */
  base: LonLat;
  /** The top of the crescent. */
  top: LonLat;
  scale: number;
}

function palm({ base, top, scale }: PalmSpec): Ring[] {
  const [tx, ty] = toKm(base, top);
  const length = Math.hypot(tx, ty);
  const ux = tx / length;
  const uy = ty / length;
  const at = (t: number, side = 0): [number, number] => [ux * t - uy * side, uy * t + ux * side];
  const rings: Ring[] = [];
  const crescentR = 2.45 * scale;
  const centre = at(length - crescentR);
  // Trunk, from a little inland so it meets the coastline whatever its precision.
  rings.push(strip(base, at(-0.6 * scale), at(2.2 * scale), 0.5 * scale));
  // Spine and fronds: eight a side, angled towards the crescent, ending on a circle.
  const spineEnd = length - crescentR + 1.05 * scale;
  rings.push(strip(base, at(2.0 * scale), at(spineEnd), 0.16 * scale));
  const frondReach = 1.9 * scale;
  for (let i = 0; i < 8; i++) {
    const t = 1.85 * scale + i * ((spineEnd - 1.95 * scale) / 7.4);
    for (const side of [-1, 1]) {
      const angle = ((82 - i * 7) * Math.PI) / 180;
      // Direction: outwards from the spine, tilted towards the crescent.
      const dx = Math.cos(angle);
      const dy = Math.sin(angle) * side;
      const dir: [number, number] = [ux * dx - uy * dy, uy * dx + ux * dy];
      const start = at(t);
      // Walk until the frond reaches the circle of the palm.
      let reach = 0.2;
      while (reach < 3 * scale) {
        const px = start[0] + dir[0] * reach - centre[0];
        const py = start[1] + dir[1] * reach - centre[1];
        if (Math.hypot(px, py) > frondReach) break;
        reach += 0.02;
      }
      rings.push(strip(base, start, [start[0] + dir[0] * reach, start[1] + dir[1] * reach], 0.075 * scale));
    }
  }
  const axisAngle = Math.atan2(uy, ux);
  const open = (128 * Math.PI) / 180;
  rings.push(arcBand(base, centre[0], centre[1], crescentR, 0.17 * scale, axisAngle - open, axisAngle + open));
  return rings;
}

/** Deterministic pseudo-random numbers, so every tile draws the same islands. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** The World: small islands arranged as the continents, inside an oval breakwater. */
function theWorld(): Ring[] {
  const anchor: LonLat = [55.1695, 25.2235];
  // Continents as ellipses in a unit map (x east, y north), roughly a world map.
  const blobs: [number, number, number, number][] = [
    [-0.62, 0.32, 0.22, 0.2], // North America
    [-0.42, -0.3, 0.11, 0.26], // South America
    [0.02, 0.38, 0.1, 0.12], // Europe
    [0.06, -0.12, 0.15, 0.24], // Africa
    [0.42, 0.3, 0.3, 0.19], // Asia
    [0.68, -0.38, 0.12, 0.09], // Australia
    [-0.18, 0.62, 0.07, 0.06], // Greenland
  ];
  const rand = seeded(971);
  const rings: Ring[] = [];
  const w = 3.6;
  const h = 2.4;
  const rotation = (-8 * Math.PI) / 180;
  for (let gx = -1; gx <= 1; gx += 0.055) {
    for (let gy = -0.75; gy <= 0.75; gy += 0.075) {
      const inside = blobs.some(([cx, cy, rx, ry]) => ((gx - cx) / rx) ** 2 + ((gy - cy) / ry) ** 2 <= 1);
      if (!inside) continue;
      const jx = gx + (rand() - 0.5) * 0.02;
      const jy = gy + (rand() - 0.5) * 0.03;
      const x = jx * w * Math.cos(rotation) - jy * h * Math.sin(rotation);
      const y = jx * w * Math.sin(rotation) + jy * h * Math.cos(rotation);
      rings.push(circle(anchor, x, y, 0.06 + rand() * 0.035, 0.045 + rand() * 0.03, rand() * Math.PI, 8));
    }
  }
  // The breakwater around it, open to the south-east.
  rings.push(arcBand(anchor, 0, 0.1, 4.25, 0.09, (-40 * Math.PI) / 180, (220 * Math.PI) / 180));
  return rings;
}

export const DUBAI_LAND: Ring[] = [
  ...palm({ base: [55.1566, 25.1004], top: [55.117, 25.1306], scale: 1 }),
  ...palm({ base: [55.0125, 24.9865], top: [54.9662, 25.0226], scale: 1.25 }),
  ...theWorld(),
  // Bluewaters and its bridge, Burj Al Arab's islet, Jumeirah Bay, Dubai Harbour's breakwaters.
  circle([55.1205, 25.0803], 0, 0, 0.36, 0.27, 0.6),
  strip([55.1205, 25.0803], [0.2, 0.1], [1.3, 0.55], 0.05),
  circle([55.1853, 25.1411], 0, 0, 0.09),
  strip([55.1853, 25.1411], [0, 0], [0.28, -0.2], 0.04),
  circle([55.2455, 25.2153], 0, 0, 0.42, 0.3, 1.1),
  strip([55.13, 25.093], [0, 0], [-0.6, 1.1], 0.12),
];

export interface WaterLine {
  points: LonLat[];
  /** Width in metres. */
  width: number;
}

export const DUBAI_WATER: WaterLine[] = [
  {
    // Dubai Creek, from Al Shindagha to Ras Al Khor.
    width: 420,
    points: [
      [55.2862, 25.2735],
      [55.2935, 25.2688],
      [55.2995, 25.2637],
      [55.3068, 25.2585],
      [55.3165, 25.2505],
      [55.3255, 25.2405],
      [55.3318, 25.2318],
      [55.3368, 25.2215],
      [55.3388, 25.2105],
      [55.3418, 25.2005],
    ],
  },
  {
    // Ras Al Khor lagoon.
    width: 1100,
    points: [
      [55.3405, 25.2005],
      [55.3455, 25.1935],
      [55.3485, 25.187],
    ],
  },
  {
    // Business Bay and the Dubai Water Canal to the sea at Jumeirah.
    width: 120,
    points: [
      [55.3365, 25.2035],
      [55.3205, 25.1935],
      [55.3025, 25.1862],
      [55.2855, 25.1845],
      [55.2705, 25.1875],
      [55.259, 25.1868],
      [55.2475, 25.1885],
      [55.2385, 25.1935],
      [55.2322, 25.1982],
    ],
  },
  {
    // Dubai Marina.
    width: 170,
    points: [
      [55.1305, 25.0712],
      [55.1352, 25.0748],
      [55.1395, 25.0795],
      [55.1425, 25.0842],
      [55.1458, 25.0878],
      [55.1498, 25.0882],
    ],
  },
];

export interface Road {
  rank: 1 | 2;
  points: LonLat[];
}

export const DUBAI_ROADS: Road[] = [
  {
    // Sheikh Zayed Road and Al Ittihad Road to Sharjah.
    rank: 1,
    points: [
      [54.86, 24.86],
      [54.98, 24.95],
      [55.06, 24.995],
      [55.105, 25.035],
      [55.138, 25.066],
      [55.168, 25.095],
      [55.2, 25.122],
      [55.226, 25.15],
      [55.254, 25.18],
      [55.27, 25.203],
      [55.287, 25.227],
      [55.315, 25.252],
      [55.338, 25.275],
      [55.37, 25.3],
      [55.405, 25.33],
    ],
  },
  {
    // Al Khail Road.
    rank: 2,
    points: [
      [55.17, 25.04],
      [55.205, 25.08],
      [55.235, 25.115],
      [55.262, 25.15],
      [55.292, 25.178],
      [55.322, 25.205],
      [55.35, 25.245],
    ],
  },
  {
    // Sheikh Mohammed bin Zayed Road.
    rank: 2,
    points: [
      [54.95, 24.87],
      [55.06, 24.93],
      [55.16, 24.985],
      [55.25, 25.045],
      [55.33, 25.11],
      [55.39, 25.17],
      [55.44, 25.24],
      [55.48, 25.3],
    ],
  },
  {
    // Jumeirah Beach Road.
    rank: 2,
    points: [
      [55.135, 25.094],
      [55.165, 25.118],
      [55.195, 25.145],
      [55.222, 25.17],
      [55.242, 25.195],
      [55.258, 25.222],
      [55.275, 25.24],
    ],
  },
];

export interface Tint {
  kind: 'urban' | 'park';
  ring: Ring;
}

/** The built-up coast and the large green spaces, as soft tints that give the city its shape. */
export const DUBAI_TINTS: Tint[] = [
  {
    kind: 'urban',
    ring: [
      [55.03, 24.975],
      [55.125, 25.06],
      [55.16, 25.092],
      [55.2, 25.13],
      [55.235, 25.18],
      [55.262, 25.225],
      [55.29, 25.268],
      [55.33, 25.29],
      [55.38, 25.33],
      [55.43, 25.36],
      [55.5, 25.34],
      [55.46, 25.27],
      [55.42, 25.2],
      [55.36, 25.13],
      [55.3, 25.06],
      [55.22, 25.0],
      [55.12, 24.95],
    ],
  },
  ...(
    [
      [55.168, 25.095, 0.75, 0.55], // Emirates Golf Club
      [55.253, 25.1055, 0.95, 0.7], // Dubai Hills
      [55.2445, 25.187, 0.4, 0.3], // Safa Park
      [55.2985, 25.2335, 0.35, 0.28], // Zabeel Park
      [55.3305, 25.2385, 0.5, 0.25], // Creek Park
      [55.3195, 25.0985, 1.0, 0.8], // Al Barari
      [55.205, 25.02, 1.3, 1.0], // Jumeirah Golf Estates
      [55.267, 25.044, 0.8, 0.6], // Arabian Ranches
      [55.305, 25.16, 0.9, 0.5], // Meydan
    ] as const
  ).map(([lon, lat, rx, ry]) => ({ kind: 'park' as const, ring: circle([lon, lat], 0, 0, rx, ry, 0.4, 20) })),
];
