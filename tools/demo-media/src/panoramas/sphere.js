'use strict';
/**
 * The equirectangular frame (directions across, elevations up, metres to picture rows), drawing
 * across the seam, and the sky dome with its afterglow, stars and moon.
 */
const { MOODS, ellipse, f, group, rect } = require('../kit');

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

module.exports = { W, H, HORIZON, DEG, rowOf, spanOf, around, apart, skyDome };
