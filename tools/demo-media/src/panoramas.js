'use strict';
/**
 * 360° panoramas in the equirectangular projection a sphere viewer wraps around the visitor: the
 * picture's x is the direction (0 to 360 degrees, the left edge meeting the right), its y the
 * elevation (the zenith on top, the horizon across the middle, the floor under the visitor at the
 * bottom). A rooftop terrace suits the projection: the horizon is a straight line, a round
 * terrace's balustrade, sofa and paving rings are horizontal bands, and posts, trunks and towers
 * are vertical lines, so the scene is drawn straight in the picture and looks right in the viewer.
 * Everything that crosses the left or right edge is drawn on both sides, so the seam never shows.
 */
const { MOODS, Svg, darken, ellipse, f, group, lighten, line, mix, palm, rect, rng } = require('./kit');

const W = 4096;
const H = 2048;
const HORIZON = H / 2;
/** Pixels per degree, across and up. */
const DEG = W / 360;
/** The visitor's eyes above the terrace floor, in metres. */
const EYE = 1.6;

/** The picture row of a point `height` metres above the floor, `distance` metres away. */
const rowOf = (height, distance) => HORIZON - ((Math.atan2(height - EYE, distance) * 180) / Math.PI) * DEG;
/** The picture row of an elevation in degrees. */
const rowAt = (degrees) => HORIZON - degrees * DEG;
/** The width in pixels of something `size` metres wide, `distance` metres away. */
const spanOf = (size, distance) => ((2 * Math.atan2(size / 2, distance) * 180) / Math.PI) * DEG;

/** Draw a shape at x and, where it crosses an edge, again one full turn away. */
function around(x, width, draw) {
  const out = [draw(x)];
  if (x + width > W) out.push(draw(x - W));
  if (x < 0) out.push(draw(x + W));
  return out.join('');
}

/** The shortest distance between two directions, in pixels (the picture wraps). */
const apart = (a, b) => {
  const d = Math.abs(a - b) % W;
  return Math.min(d, W - d);
};

const SKIES = {
  dusk: ['#0a1030', '#141c46', '#2b3263', '#5d4577', '#b9667a', '#f29a74', '#ffc48a'],
  blue: ['#050b22', '#0b1a40', '#16305e', '#2c4d85', '#5c73a8', '#a792b3', '#e3b4a4'],
};

/** Sky, afterglow on one side and the Belt of Venus on the other, stars and a crescent moon. */
function skyDome(svg, r, { mood, sunX }) {
  const stops = SKIES[mood];
  const out = [
    rect(
      0,
      0,
      W,
      HORIZON + 4,
      svg.linear(
        stops.map((c, i) => [[0, 0.3, 0.55, 0.74, 0.87, 0.95, 1][i], c]),
        { x1: 0, y1: 0, x2: 0, y2: HORIZON, units: 'userSpaceOnUse' },
      ),
    ),
  ];
  const m = MOODS[mood];
  // The afterglow where the sun has set, wide and low.
  const glow = svg.radial([
    [0, m.sunGlow, mood === 'dusk' ? 0.85 : 0.45],
    [0.45, m.sunGlow, mood === 'dusk' ? 0.3 : 0.15],
    [1, m.sunGlow, 0],
  ]);
  out.push(around(sunX - 1300, 2600, (x) => ellipse(x + 1300, HORIZON + 40, 1300, 430, glow)));
  // Opposite the sun: the pink Belt of Venus above the earth's blue shadow.
  const anti = (sunX + W / 2) % W;
  const belt = svg.band(mood === 'dusk' ? '#d58fa0' : '#9d88b0', 0.4);
  out.push(around(anti - 1500, 3000, (x) => rect(x, rowAt(16), 3000, rowAt(5) - rowAt(16), belt)));
  out.push(
    around(anti - 1400, 2800, (x) =>
      ellipse(x + 1400, HORIZON, 1400, 120, svg.soft(mood === 'dusk' ? '#26305e' : '#142650', 0.55)),
    ),
  );
  // Stars where the sky is dark: wider near the zenith, where a row of pixels is a small circle.
  const stars = [];
  for (let i = 0; i < 520; i += 1) {
    const y = 40 + r() ** 1.6 * 640;
    const x = r() * W;
    if (apart(x, sunX) < 900 && r.chance(0.85)) continue;
    const latitude = ((HORIZON - y) / DEG) * (Math.PI / 180);
    const size = r.range(0.8, 2.2);
    const bright = r.range(0.35, 0.95) * (1 - y / 900);
    stars.push(ellipse(x, y, size / Math.max(0.12, Math.cos(latitude)), size, '#fffaf0', `opacity="${f(bright)}"`));
  }
  out.push(group(stars));
  // A young crescent moon above the afterglow's edge.
  const moonX = (sunX + 420) % W;
  const moonY = rowAt(24);
  const R = 16;
  out.push(ellipse(moonX, moonY, 90, 82, svg.soft('#fff1d6', 0.3)));
  // Lit on the side of the set sun: the outer limb a half circle, the terminator a flatter arc.
  const side = apart(moonX + 10, sunX) < apart(moonX - 10, sunX) ? 1 : 0;
  out.push(
    `<path d="M${f(moonX)},${f(moonY - R)} A${f(R * 1.09)},${R} 0 0 ${side} ${f(moonX)},${f(moonY + R)} A${f(R * 0.55)},${R} 0 0 ${1 - side} ${f(moonX)},${f(moonY - R)} Z" fill="#fff3dc"/>`,
  );
  // Long thin clouds near the horizon, lit from below on the sun's side.
  for (let i = 0; i < 9; i += 1) {
    const cx = r() * W;
    const cy = rowAt(r.range(3, 14));
    const lit = apart(cx, sunX) < 1100;
    const colour = lit ? (mood === 'dusk' ? '#ff9f86' : '#c99aa8') : mood === 'dusk' ? '#4c3f6e' : '#2a3b6a';
    const rw = r.range(260, 620);
    out.push(
      around(cx - rw, rw * 2, (x) =>
        ellipse(x + rw, cy, rw, r.range(7, 16), svg.soft(colour, Number(f(r.range(0.35, 0.7))), 0.3)),
      ),
    );
  }
  return out.join('');
}

/** Window patterns for the distant towers: small lit cells in a dark façade. */
function litPatterns(svg, r, light, count = 4) {
  const ids = [];
  for (let k = 0; k < count; k += 1) {
    const id = svg.id('p');
    const cw = r.pick([5, 6, 7]);
    const ch = r.pick([6, 7, 8]);
    const cols = 12;
    const rows = 16;
    const cells = [];
    const p = r.range(0.25, 0.55);
    for (let i = 0; i < cols; i += 1)
      for (let j = 0; j < rows; j += 1)
        if (r() < p)
          cells.push(
            rect(
              i * cw + 1,
              j * ch + 1,
              cw - 2.5,
              ch - 3,
              r.pick([light, '#ffe6b8', '#fff3da', '#f5c27a', '#dfe8ff']),
              `opacity="${f(r.range(0.4, 1))}"`,
            ),
          );
    svg.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${cols * cw}" height="${rows * ch}" x="${r.int(0, 40)}" y="${r.int(0, 40)}">${cells.join('')}</pattern>`,
    );
    ids.push(`url(#${id})`);
  }
  return ids;
}

/**
 * One distant tower standing on the horizon: its dark shaft (`body`), the rectangle its lit windows
 * fill (`windows`, from the row `top`) and its shading, lit edge and red light on top (`decor`). The windows of a
 * whole group of towers are one pattern fill clipped to their rectangles: a pattern fill per
 * tower made the picture take half a minute to draw.
 */
function tower(svg, r, { x, w, h, tone, base = HORIZON + 2 }) {
  const top = base - h;
  const kind = r.pick(['flat', 'flat', 'step', 'slant', 'round']);
  const from =
    kind === 'slant' ? top + w * 0.6 : kind === 'round' ? top + w / 2 : kind === 'step' ? top + h * 0.14 : top + 3;
  const part = (draw) => around(x, w, draw);
  return {
    top: from,
    body: part((xx) => {
      if (kind === 'round')
        return `<path d="M${f(xx)},${f(base)} L${f(xx)},${f(top + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(xx + w)},${f(top + w / 2)} L${f(xx + w)},${f(base)} Z" fill="${tone}"/>`;
      if (kind === 'slant')
        return `<polygon points="${f(xx)},${f(top + w * 0.6)} ${f(xx + w)},${f(top)} ${f(xx + w)},${f(base)} ${f(xx)},${f(base)}" fill="${tone}"/>`;
      if (kind === 'step')
        return [
          rect(xx, top + h * 0.14, w, h * 0.86, tone),
          rect(xx + w * 0.18, top + h * 0.06, w * 0.64, h * 0.1, tone),
          rect(xx + w * 0.34, top, w * 0.32, h * 0.07, tone),
        ].join('');
      return rect(xx, top, w, h, tone);
    }),
    windows: part((xx) => rect(xx + 2, from + 2, w - 4, base - from - 4, '#fff')),
    decor: part((xx) =>
      [
        // The shaded side and a lit edge: towers are boxes, not cut-outs.
        rect(xx + w * 0.72, from, w * 0.28, base - from, '#000000', 'opacity="0.28"'),
        rect(xx, from, 1.5, base - from, '#ffd9a8', 'opacity="0.25"'),
        h > 90 ? ellipse(xx + w / 2, top - 3, 2, 2, '#ff5a4a') : '',
        h > 90 ? ellipse(xx + w / 2, top - 3, 9, 9, svg.soft('#ff5a4a', 0.5)) : '',
      ].join(''),
    ),
  };
}

/** A group of towers: bodies, then their windows in one clipped pattern fill, then their shading. */
function towerGroup(svg, towers, pattern) {
  const top = Math.min(HORIZON - 10, ...towers.map((t) => t.top));
  return group([
    ...towers.map((t) => t.body),
    rect(0, top, W, HORIZON + 2 - top, pattern, `clip-path="${svg.clip(towers.map((t) => t.windows).join(''))}"`),
    ...towers.map((t) => t.decor),
  ]);
}

/** The supertall: tiers narrowing to a spire, lit bands, a beacon. */
function supertall(svg, { x, h, w, tone, light }) {
  const out = [];
  const tiers = 10;
  const tierH = (h * 0.72) / tiers;
  let width = w;
  let y = HORIZON + 2;
  const fill = svg.linear(
    [
      [0, lighten(tone, 0.3)],
      [0.5, tone],
      [1, darken(tone, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  for (let i = 0; i < tiers; i += 1) {
    out.push(rect(x - width / 2, y - tierH, width, tierH + 1, fill));
    for (let k = 1; k < 6; k += 1)
      out.push(
        line(
          x - width / 2 + 2,
          y - (k * tierH) / 6,
          x + width / 2 - 2,
          y - (k * tierH) / 6,
          light,
          1.2,
          'opacity="0.45"',
        ),
      );
    y -= tierH;
    width *= 0.8;
  }
  const tip = y - h * 0.28;
  out.push(
    `<polygon points="${f(x - width / 2)},${f(y)} ${f(x + width / 2)},${f(y)} ${f(x + 1.2)},${f(tip)} ${f(x - 1.2)},${f(tip)}" fill="${fill}"/>`,
  );
  out.push(rect(x - 0.8, tip, 1.6, y - tip, '#ffe9c0', 'opacity="0.6"'));
  out.push(ellipse(x, tip, 3, 3, '#ffffff'));
  out.push(ellipse(x, tip, 26, 26, svg.soft('#ffffff', 0.45)));
  out.push(ellipse(x, HORIZON - h * 0.25, w * 1.6, h * 0.45, svg.soft(light, 0.16)));
  return group(out);
}

/** The observation wheel out at sea: a lit ring, spokes and cabins. */
function wheel(svg, { x, radius, light }) {
  const cy = HORIZON - radius - 14;
  const out = [
    ellipse(x, cy, radius * 1.5, radius * 1.5, svg.soft(light, 0.18)),
    `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${light}" stroke-width="3" stroke-opacity="0.9"/>`,
    `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(radius * 0.92)}" fill="none" stroke="#cfd8ff" stroke-width="1.2" stroke-opacity="0.6"/>`,
  ];
  for (let k = 0; k < 24; k += 1) {
    const a = (k / 24) * Math.PI * 2;
    out.push(line(x, cy, x + Math.cos(a) * radius, cy + Math.sin(a) * radius, '#cfd8ff', 0.8, 'opacity="0.45"'));
    out.push(ellipse(x + Math.cos(a) * radius, cy + Math.sin(a) * radius, 3, 3, '#fff2d0'));
  }
  out.push(
    line(x - radius * 0.55, HORIZON + 2, x, cy, '#8f97b8', 3),
    line(x + radius * 0.55, HORIZON + 2, x, cy, '#8f97b8', 3),
  );
  return group(out);
}

/**
 * The city all round: far towers on the horizon (a denser, taller cluster towards `cityX`), the
 * landmark, then below the horizon the streets' lights and, in the sea's sector, the water.
 */
function city(svg, r, { kind, mood, cityX, seaX }) {
  const m = MOODS[mood];
  const patterns = litPatterns(svg, r, m.light, 2);
  const far = mix(m.shade, m.haze, 0.35);
  const near = mix(m.shade, '#141a30', 0.4);
  const out = [];
  const inSea = (x) => kind === 'marina' && apart(x, seaX) < 620;
  // Below the horizon first (the towers stand on it): streets' lights in rows that crowd towards
  // the horizon, down to the terrace's floor line; the sea where there is sea.
  const groundTop = HORIZON;
  const groundBottom = rowOf(0, 4.05);
  out.push(
    rect(
      0,
      groundTop,
      W,
      groundBottom - groundTop,
      svg.linear(
        [
          [0, mix(m.haze, m.shade, 0.6)],
          [0.15, darken(m.shade, 0.35)],
          [1, darken(m.shade, 0.7)],
        ],
        { x1: 0, y1: groundTop, x2: 0, y2: groundBottom, units: 'userSpaceOnUse' },
      ),
    ),
  );
  // The streets' lights: bands of scattered dots that crowd towards the horizon, each band a
  // tile of dots repeated round (thousands of single dots made the picture slow to draw).
  const lights = [];
  const bands = 12;
  for (let b = 0; b < bands; b += 1) {
    const y0 = groundTop + 1 + (b / bands) ** 2.2 * (groundBottom - groundTop - 2);
    const y1 = groundTop + 1 + ((b + 1) / bands) ** 2.2 * (groundBottom - groundTop - 2);
    const t = (b + 0.5) / bands;
    const id = svg.id('p');
    const tileW = 512;
    const dots = [];
    const count = Math.round((tileW / (5 + t * 70)) * Math.max(1, (y1 - y0) / 8));
    for (let i = 0; i < count; i += 1) {
      // Street lights, mostly warm: small points even close by (the ground is far below).
      const c = r.pick([m.light, '#ffe0a8', '#ffd08a', '#f5b56a', '#fff4dc', '#d8e4ff']);
      dots.push(
        ellipse(r() * tileW, r() * (y1 - y0), 0.6 + t * 1.1, 0.45 + t * 0.8, c, `opacity="${f(r.range(0.25, 0.8))}"`),
      );
    }
    svg.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${r.int(0, tileW)}" y="${f(y0)}" width="${tileW}" height="${f(y1 - y0)}">${dots.join('')}</pattern>`,
    );
    lights.push(rect(0, y0, W, y1 - y0, `url(#${id})`));
  }
  // Avenues: lines of light running out from the foot of the towers.
  for (let k = 0; k < 14; k += 1) {
    const x = r() * W;
    if (inSea(x)) continue;
    lights.push(line(x, groundTop + 2, x + r.range(-30, 30), groundBottom, '#ffcf85', 1.6, 'opacity="0.35"'));
  }
  out.push(group(lights));
  if (kind === 'marina') {
    const sea = svg.linear(
      [
        [0, m.sea[0]],
        [0.2, m.sea[1]],
        [1, m.sea[2]],
      ],
      { x1: 0, y1: groundTop, x2: 0, y2: groundBottom, units: 'userSpaceOnUse' },
    );
    out.push(around(seaX - 620, 1240, (x) => rect(x, groundTop, 1240, groundBottom - groundTop, sea)));
    // The wheel's and the afterglow's light on the water.
    for (let i = 0; i < 90; i += 1) {
      const t = r() ** 1.4;
      const y = groundTop + 3 + t * (groundBottom - groundTop);
      const x = seaX + r.range(-90, 90) * (0.4 + t);
      out.push(
        line(x, y, x + r.range(10, 60) * (0.5 + t), y, m.light, f(0.8 + t * 2), `opacity="${f(r.range(0.15, 0.5))}"`),
      );
    }
  }
  if (kind === 'downtown') {
    // The lake at the landmark's foot, and its fountain.
    out.push(ellipse(cityX, groundTop + 26, 210, 16, darken(m.sea[2], 0.2)));
    // The towers' lights on the water: short level strokes.
    for (let i = 0; i < 24; i += 1) {
      const x = cityX + r.range(-170, 150);
      const y = groundTop + r.range(16, 38);
      out.push(line(x, y, x + r.range(10, 40), y, m.light, 1.2, `opacity="${f(r.range(0.3, 0.7))}"`));
    }
    out.push(ellipse(cityX - 40, groundTop + 8, 60, 10, svg.soft('#f4f7ff', 0.8)));
  }

  // Far towers all round, taller and denser towards the city's heart.
  const towers = [];
  for (let i = 0; i < 420; i += 1) {
    const x = r() * W;
    if (inSea(x)) continue;
    const closeness = Math.max(0, 1 - apart(x, cityX) / 1500);
    if (r() > 0.3 + closeness * 0.7) continue;
    const w = r.range(8, 22) + closeness * 10;
    const h = (r.range(8, 40) + closeness * r.range(20, 110)) * (kind === 'marina' ? 1.3 : 1);
    towers.push(tower(svg, r, { x, w, h, tone: mix(far, m.haze, r.range(0, 0.25)) }));
  }
  out.push(towerGroup(svg, towers, patterns[0]));
  // Haze along the horizon joins the far towers to the sky.
  out.push(
    rect(
      0,
      HORIZON - 70,
      W,
      78,
      svg.linear([
        [0, m.haze, 0],
        [1, m.haze, 0.28],
      ]),
    ),
  );
  // Nearer towers: fewer, taller, darker.
  const nearer = [];
  const count = kind === 'marina' ? 46 : 22;
  for (let i = 0; i < count; i += 1) {
    const x = kind === 'marina' ? r() * W : cityX + r.range(-1300, 1300);
    if (inSea(x)) continue;
    const w = r.range(24, 46);
    const h = kind === 'marina' ? r.range(120, 300) : r.range(70, 180);
    nearer.push(tower(svg, r, { x: ((x % W) + W) % W, w, h, tone: near }));
  }
  out.push(towerGroup(svg, nearer, patterns[1]));
  if (kind === 'downtown')
    out.push(supertall(svg, { x: cityX, h: 560, w: 96, tone: mix(m.shade, m.haze, 0.2), light: m.light }));
  if (kind === 'marina') out.push(wheel(svg, { x: seaX, radius: 62, light: '#ffd9a8' }));
  return out.join('');
}

/** The round terrace: glass balustrade with a steel rail, lit stone rings, sofa, planters, lanterns. */
function terrace(svg, r, { mood, sofaX, viewX }) {
  const m = MOODS[mood];
  const out = [];
  const railY = rowOf(1.1, 4);
  const baseY = rowOf(0, 4);
  // The floor: travertine rings and joints, lit from the balustrade's LED strip, darker underfoot.
  const stone = mood === 'dusk' ? '#b59a86' : '#9c8c8e';
  out.push(
    rect(
      0,
      baseY,
      W,
      H - baseY,
      svg.linear(
        [
          [0, lighten(stone, 0.18)],
          [0.12, stone],
          [0.5, darken(stone, 0.3)],
          [1, darken(stone, 0.55)],
        ],
        { x1: 0, y1: baseY, x2: 0, y2: H, units: 'userSpaceOnUse' },
      ),
    ),
  );
  const rings = [3.6, 3.0, 2.4, 1.8, 1.2, 0.6];
  const joints = [36, 30, 24, 18, 12, 6];
  let outer = baseY;
  rings.forEach((radius, i) => {
    const y = rowOf(0, radius);
    out.push(line(0, y, W, y, darken(stone, 0.6), 2.2, 'opacity="0.55"'));
    out.push(line(0, y + 2, W, y + 2, lighten(stone, 0.3), 1, 'opacity="0.3"'));
    const n = joints[i];
    const offset = r() * (W / n);
    for (let k = 0; k < n; k += 1) {
      const x = offset + (k * W) / n;
      out.push(line(x, outer, x, y, darken(stone, 0.6), 2, 'opacity="0.45"'));
    }
    outer = y;
  });
  // A round rug under the visitor, with a border and rings woven in.
  const rugY = rowOf(0, 0.75);
  const rug = mood === 'dusk' ? '#5a4843' : '#45404c';
  out.push(
    rect(
      0,
      rugY,
      W,
      H - rugY,
      svg.linear(
        [
          [0, rug],
          [1, darken(rug, 0.45)],
        ],
        { x1: 0, y1: rugY, x2: 0, y2: H, units: 'userSpaceOnUse' },
      ),
    ),
  );
  for (const [radius, width] of [
    [0.7, 3],
    [0.62, 1.5],
    [0.35, 2],
  ])
    out.push(line(0, rowOf(0, radius), W, rowOf(0, radius), '#c9a66b', width, 'opacity="0.55"'));
  // The glow of the LED strip on the floor's outer ring.
  out.push(
    rect(
      0,
      baseY,
      W,
      160,
      svg.linear([
        [0, '#ffcf8c', 0.55],
        [1, '#ffcf8c', 0],
      ]),
    ),
  );

  // The balustrade: glass over the city (a faint tint and reflections), posts, the steel rail.
  out.push(
    rect(
      0,
      railY,
      W,
      baseY - railY,
      svg.linear([
        [0, '#9fb4c8', 0.24],
        [1, '#5c6d85', 0.42],
      ]),
    ),
  );
  for (let i = 0; i < 26; i += 1) {
    const x = r() * W;
    out.push(
      around(
        x,
        60,
        (xx) =>
          `<polygon points="${f(xx)},${f(railY)} ${f(xx + 26)},${f(railY)} ${f(xx + 60)},${f(baseY)} ${f(xx + 34)},${f(baseY)}" fill="#ffffff" opacity="${f(r.range(0.03, 0.08))}"/>`,
      ),
    );
  }
  const posts = 24;
  for (let k = 0; k < posts; k += 1) {
    const x = (k * W) / posts + 20;
    out.push(rect(x - 2, railY, 4, baseY - railY, '#2a2e38', 'opacity="0.7"'));
    out.push(rect(x + 2, railY, 1, baseY - railY, '#e9edf5', 'opacity="0.35"'));
  }
  out.push(
    rect(
      0,
      railY - 7,
      W,
      11,
      svg.linear([
        [0, '#e6e9ef'],
        [0.45, '#9aa0ad'],
        [1, '#4a4f5c'],
      ]),
    ),
  );
  out.push(rect(0, baseY - 5, W, 7, '#ffe2b0'));
  out.push(rect(0, baseY - 30, W, 50, svg.band('#ffcf8c', 0.45)));

  // Planters with palms and olive trees along the balustrade, and lanterns on the floor.
  const planterTop = rowOf(0.6, 3.8);
  const planterBase = rowOf(0, 3.8);
  const planterW = spanOf(0.8, 3.8);
  const planters = [];
  for (let k = 0; k < 7; k += 1) {
    const x = (sofaX + 700 + k * 470 + r.range(-40, 40)) % W;
    // The sofa's place, and the view it faces, stay clear.
    if (apart(x, sofaX) < 520 || apart(x, viewX) < 240) continue;
    planters.push(
      around(x - planterW / 2, planterW, (xx) => {
        const parts = [
          rect(
            xx,
            planterTop,
            planterW,
            planterBase - planterTop,
            svg.linear(
              [
                [0, '#6b6660'],
                [1, '#3c3935'],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 0 },
            ),
          ),
          rect(xx - 4, planterTop - 6, planterW + 8, 8, '#8b857c'),
        ];
        if (k % 3 !== 1)
          parts.push(
            palm(svg, r, {
              x: xx + planterW / 2,
              y: planterTop,
              height: planterTop - rowOf(r.range(2.9, 3.8), 3.8),
              lean: r.range(-0.06, 0.06),
              color: m.palm,
              lit: m.palmLit,
              scale: 0.9,
            }),
          );
        else {
          const cx = xx + planterW / 2;
          const crown = rowOf(2.5, 3.8);
          parts.push(line(cx, planterTop, cx + r.range(-8, 8), crown, '#2a221d', 7));
          for (let b = 0; b < 16; b += 1)
            parts.push(
              ellipse(
                cx + r.range(-70, 70),
                crown + r.range(-50, 30),
                r.range(26, 48),
                r.range(18, 34),
                mix('#2f3a2c', m.palmLit, r.range(0, 0.4)),
                `opacity="${f(r.range(0.7, 0.95))}"`,
              ),
            );
          parts.push(ellipse(cx, planterTop + 10, 90, 40, svg.soft('#ffcf8c', 0.35)));
        }
        return parts.join('');
      }),
    );
    const lx = (x + 230) % W;
    if (apart(lx, sofaX) > 520)
      planters.push(
        around(lx - 16, 32, (xx) =>
          [
            ellipse(xx + 16, rowOf(0, 3.3) - 10, 70, 34, svg.soft('#ffcf8c', 0.45)),
            rect(xx, rowOf(0.5, 3.3), 32, rowOf(0, 3.3) - rowOf(0.5, 3.3), '#2b2722'),
            rect(xx + 6, rowOf(0.44, 3.3), 20, rowOf(0.06, 3.3) - rowOf(0.44, 3.3), '#ffd79a'),
          ].join(''),
        ),
      );
  }
  out.push(group(planters));

  // The curved sofa that follows the balustrade, cushions and a low table in front.
  const sofaW = 60 * DEG;
  const backTop = rowOf(0.85, 3.7);
  const seatTop = rowOf(0.45, 3.6);
  const seatFront = rowOf(0.45, 3.1);
  const floorFront = rowOf(0, 3.1);
  const fabric = mood === 'dusk' ? '#e3d8ca' : '#cfc8c6';
  out.push(
    around(sofaX - sofaW / 2, sofaW, (x) => {
      const parts = [
        rect(x - 20, floorFront - 6, sofaW + 40, 24, '#000000', 'opacity="0.35"'),
        rect(
          x,
          backTop,
          sofaW,
          seatTop - backTop,
          svg.linear([
            [0, lighten(fabric, 0.1)],
            [1, darken(fabric, 0.2)],
          ]),
        ),
        rect(x, seatTop, sofaW, seatFront - seatTop, lighten(fabric, 0.12)),
        rect(x, seatFront, sofaW, floorFront - seatFront, darken(fabric, 0.35)),
        rect(x, floorFront - 10, sofaW, 10, '#2a2623'),
      ];
      const cushions = 6;
      for (let k = 1; k < cushions; k += 1) {
        const cx = x + (k * sofaW) / cushions;
        parts.push(line(cx, backTop + 4, cx, floorFront - 12, darken(fabric, 0.35), 2, 'opacity="0.6"'));
      }
      for (let k = 0; k < 5; k += 1) {
        const px = x + 60 + k * ((sofaW - 120) / 4);
        const colour = ['#c9a66b', '#3f5566', '#e9e2d8', '#9c6b52', '#3f5566'][k];
        parts.push(
          `<rect x="${f(px - 34)}" y="${f(backTop + 18)}" width="68" height="${f(seatTop - backTop - 6)}" rx="12" fill="${colour}"/>`,
        );
      }
      return parts.join('');
    }),
  );
  const tableTop = rowOf(0.4, 2.0);
  out.push(ellipse(sofaX, rowOf(0, 2.0) + 14, 110, 26, '#000000', 'opacity="0.3"'));
  out.push(rect(sofaX - 16, tableTop, 32, rowOf(0, 2.0) - tableTop, '#3b332d'));
  out.push(ellipse(sofaX, tableTop, spanOf(0.9, 2.0) / 2, 30, '#d8cfc3'));
  out.push(ellipse(sofaX, tableTop - 4, spanOf(0.9, 2.0) / 2 - 6, 24, '#ece5da'));
  out.push(ellipse(sofaX + 24, tableTop - 16, 10, 20, '#ffdca0'));
  out.push(ellipse(sofaX + 24, tableTop - 24, 40, 40, svg.soft('#ffcf8c', 0.55)));
  return out.join('');
}

/**
 * A rooftop terrace at dusk or blue hour above Downtown (the supertall and its lake) or the Marina
 * (towers all round, the sea and the wheel): a 2:1 equirectangular SVG, 4096 x 2048 by default.
 */
function rooftop({ seed, mood = 'dusk', kind = 'downtown' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const sunX = r.range(0, W);
  // The city's heart and the sea lie away from the afterglow, the sofa faces the view.
  const cityX = (sunX + W * r.range(0.3, 0.42)) % W;
  const seaX = (sunX + W * r.range(-0.08, 0.08) + W) % W;
  const sofaX = (cityX + W / 2) % W;
  svg.add(skyDome(svg, r, { mood, sunX }));
  svg.add(city(svg, r, { kind, mood, cityX, seaX }));
  svg.add(terrace(svg, r, { mood, sofaX, viewX: kind === 'marina' ? seaX : cityX }));
  return svg.toString();
}

module.exports = { rooftop, PANORAMA_SIZE: { width: W, height: H } };
