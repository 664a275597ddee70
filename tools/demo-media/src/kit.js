'use strict';
/**
 * Drawing primitives shared by the scene generators: a seeded random source (the same key always
 * draws the same picture), colour helpers, an SVG builder with unique gradient ids, skies, seas,
 * palms and a one-point-perspective helper for rooms.
 */

/** mulberry32: small, fast and good enough to vary shapes; seeded from a string. */
function rng(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.chance = (p) => next() < p;
  return next;
}

const clamp = (v, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const f = (n) => (Math.round(n * 10) / 10).toString();

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return `#${rgb
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** Linear mix of two hex colours, t in [0, 1]. */
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((c, i) => c + (y[i] - c) * t));
}
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

/** Collects defs and body of one SVG document; ids are unique within it. */
class Svg {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }

  id(prefix = 'g') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** A linear gradient; stops are [offset, colour, opacity?]. Answers url(#id). */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
    const id = this.id('l');
    const u = units ? ` gradientUnits="${units}"` : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}) {
    const id = this.id('r');
    const u = units ? ` gradientUnits="${units}"` : '';
    const t = transform ? ` gradientTransform="${transform}"` : '';
    const fxy = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fxy}${u}${t}>${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(sx, sy = sx) {
    const key = `blur-${sx}-${sy}`;
    this.blurs = this.blurs || {};
    if (!this.blurs[key]) {
      const id = this.id('b');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sx} ${sy}"/></filter>`,
      );
      this.blurs[key] = `url(#${id})`;
    }
    return this.blurs[key];
  }

  /** A soft round light or shadow: a radial fade, far cheaper to render than a blur filter. */
  soft(colour, opacity = 1, inner = 0) {
    const key = `soft-${colour}-${opacity}-${inner}`;
    this.softs = this.softs || {};
    if (!this.softs[key]) {
      this.softs[key] = this.radial([
        [0, colour, opacity],
        [inner, colour, opacity * 0.85],
        [1, colour, 0],
      ]);
    }
    return this.softs[key];
  }

  /** A band that fades in and out vertically (haze, light spill). */
  band(colour, opacity = 1) {
    return this.linear([
      [0, colour, 0],
      [0.5, colour, opacity],
      [1, colour, 0],
    ]);
  }

  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  mask(inner) {
    const id = this.id('m');
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }

  add(...parts) {
    this.body.push(...parts.filter(Boolean));
    return this;
  }

  toString() {
    // Opacity on a single shape makes librsvg composite it off-screen (slow at 1920 px); fill and
    // stroke opacity look the same on one shape and render several times faster.
    const body = this.body
      .join('')
      .replace(
        /<(rect|line|ellipse|polygon|path|circle)([^>]*?) opacity="([\d.]+)"/g,
        '<$1$2 fill-opacity="$3" stroke-opacity="$3"',
      );
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
const poly = (points, fill, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width = 1, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
const group = (inner, attrs = '') => `<g ${attrs}>${Array.isArray(inner) ? inner.join('') : inner}</g>`;

/* ------------------------------------------------------------------ skies */

/** Palettes by time of day: sky stops top to horizon, sea, sun, light for façades and glass. */
const MOODS = {
  golden: {
    sky: ['#22375e', '#5d6a94', '#c98f86', '#f2b27a', '#fbdcaa'],
    sun: '#fff4d8',
    sunGlow: '#ffc37a',
    sea: ['#e6b486', '#7d8aa0', '#3d5a78'],
    haze: '#f6cf9c',
    light: '#ffe3b8',
    shade: '#5b4b5e',
    wall: '#f3e6d6',
    glass: ['#f7c99a', '#8d7f95', '#3a3f5a'],
    lit: false,
    palm: '#27241f',
    palmLit: '#6b5236',
    cloud: '#f7c2a0',
  },
  dusk: {
    sky: ['#121a3a', '#2e3564', '#7d4f78', '#d9776c', '#f6b27a'],
    sun: '#ffe1b0',
    sunGlow: '#ff9a66',
    sea: ['#d88c72', '#52507a', '#1e2747'],
    haze: '#e59a7d',
    light: '#ffc98f',
    shade: '#3a2f4a',
    wall: '#e9d8cf',
    glass: ['#e9a27c', '#5a4e73', '#1f2440'],
    lit: true,
    palm: '#14131c',
    palmLit: '#3a2a2e',
    cloud: '#e58f7e',
  },
  blue: {
    sky: ['#060d24', '#10224a', '#27457c', '#5670a6', '#b9a7b8'],
    sun: null,
    sunGlow: '#c9a0a0',
    sea: ['#7f88b0', '#2c3f6e', '#0d1a38'],
    haze: '#8792ba',
    light: '#ffd08a',
    shade: '#1a2342',
    wall: '#c9cde0',
    glass: ['#ffcf8c', '#c98a54', '#6b4a3a'],
    lit: true,
    palm: '#060a16',
    palmLit: '#121a30',
    cloud: '#5d6e9e',
  },
  midday: {
    sky: ['#1f6fb8', '#3d8fd1', '#7ab7e6', '#b9dbf2', '#e6f3fb'],
    sun: '#ffffff',
    sunGlow: '#fff6dc',
    sea: ['#8fd3e6', '#2f9bc1', '#11668f'],
    haze: '#e8f4fb',
    light: '#ffffff',
    shade: '#8a99ad',
    wall: '#fbf8f2',
    glass: ['#d9eef8', '#7fa9c4', '#35566f'],
    lit: false,
    palm: '#2f4a2e',
    palmLit: '#7a9a4c',
    cloud: '#ffffff',
  },
  night: {
    sky: ['#03060f', '#07112a', '#0f2145', '#1f3563', '#4a4f78'],
    sun: null,
    sunGlow: '#6d6a9a',
    sea: ['#3d4670', '#131f40', '#050b1c'],
    haze: '#3f4b78',
    light: '#ffcf85',
    shade: '#0b1126',
    wall: '#9aa0b8',
    glass: ['#ffca7e', '#b9793f', '#4a3020'],
    lit: true,
    palm: '#02040a',
    palmLit: '#0a0f1e',
    cloud: '#26355e',
  },
};

/** The sky from 0 to horizon, a sun (or afterglow) and soft clouds. */
function sky(svg, r, { mood, horizon, sunX, sunY, clouds = 5, width = svg.width, x = 0, y = 0 }) {
  const m = MOODS[mood];
  const n = m.sky.length - 1;
  const fill = svg.linear(
    m.sky.map((c, i) => [i / n, c]),
    { x1: 0, y1: y, x2: 0, y2: horizon, units: 'userSpaceOnUse' },
  );
  const out = [rect(x, y, width, horizon - y + 2, fill)];
  const sx = sunX ?? x + width * r.range(0.25, 0.75);
  const sy = sunY ?? horizon - (horizon - y) * 0.12;
  // A broad glow first, then the disc: the glow is what makes the light feel warm.
  out.push(
    ellipse(
      sx,
      horizon,
      width * 0.55,
      (horizon - y) * 0.55,
      svg.radial([
        [0, m.sunGlow, mood === 'midday' ? 0.35 : 0.75],
        [0.5, m.sunGlow, mood === 'midday' ? 0.08 : 0.25],
        [1, m.sunGlow, 0],
      ]),
    ),
  );
  if (m.sun && mood !== 'midday') {
    out.push(
      ellipse(
        sx,
        sy,
        120,
        120,
        svg.radial([
          [0, m.sun, 0.9],
          [0.35, m.sun, 0.5],
          [1, m.sunGlow, 0],
        ]),
      ),
    );
    out.push(ellipse(sx, sy, 34, 34, m.sun, 'opacity="0.95"'));
  }
  for (let i = 0; i < clouds; i += 1) {
    const cy = y + (horizon - y) * r.range(0.15, 0.8);
    const cx = x + width * r.range(-0.1, 1.1);
    const rw = width * r.range(0.12, 0.32);
    const rh = r.range(8, 26);
    out.push(ellipse(cx, cy, rw, rh * 2.2, svg.soft(m.cloud, Number(f(r.range(0.15, 0.4))), 0.2)));
  }
  return out.join('');
}

/** Sea from the horizon down to bottom, with a glitter path under the sun and fine swell lines. */
function sea(svg, r, { mood, horizon, bottom, sunX, width = svg.width, x = 0, glitter = true }) {
  const m = MOODS[mood];
  const fill = svg.linear(
    [
      [0, m.sea[0]],
      [0.25, m.sea[1]],
      [1, m.sea[2]],
    ],
    { x1: 0, y1: horizon, x2: 0, y2: bottom, units: 'userSpaceOnUse' },
  );
  const out = [rect(x, horizon, width, bottom - horizon, fill)];
  const lines = [];
  const depth = bottom - horizon;
  for (let i = 0; i < 70; i += 1) {
    const t = (i / 70) ** 1.8;
    const yy = horizon + 3 + t * depth;
    const len = r.range(40, 260) * (0.3 + t * 1.6);
    const xx = x + r.range(-50, width);
    lines.push(line(xx, yy, xx + len, yy, '#ffffff', f(0.6 + t * 2.2), `opacity="${f(r.range(0.05, 0.16))}"`));
  }
  out.push(group(lines));
  if (glitter && (m.sun || mood === 'midday')) {
    const sx = sunX ?? x + width / 2;
    const g = [];
    for (let i = 0; i < 60; i += 1) {
      const t = (i / 60) ** 1.5;
      const yy = horizon + 2 + t * depth;
      const spread = 16 + t * width * 0.18;
      const cx = sx + r.range(-spread, spread);
      const len = r.range(10, 70) * (0.4 + t * 2);
      g.push(
        line(
          cx - len / 2,
          yy,
          cx + len / 2,
          yy,
          m.sun || '#ffffff',
          f(1 + t * 3),
          `opacity="${f(r.range(0.25, 0.7) * (1 - t * 0.6))}"`,
        ),
      );
    }
    out.push(group(g));
  }
  // Haze on the horizon softens the join.
  out.push(rect(x, horizon - 24, width, 48, svg.band(m.haze, 0.5)));
  return out.join('');
}

/* ------------------------------------------------------------------ palms */

/**
 * A date or royal palm: a gently curved tapering trunk with rings and a crown of arched fronds,
 * each frond a rachis with drooping leaflets on both sides (the V shape that reads as a palm).
 */
function palm(svg, r, { x, y, height, lean = 0, color, lit, scale = 1, fronds = 13 }) {
  const topX = x + lean * height;
  const topY = y - height;
  const midX = x + lean * height * 0.35 + height * 0.04 * Math.sign(lean || 1);
  const midY = y - height * 0.5;
  const wBase = 15 * scale;
  const wTop = 8 * scale;
  const trunk = `M${f(x - wBase)},${f(y)} Q${f(midX - (wBase + wTop) / 2)},${f(midY)} ${f(topX - wTop)},${f(topY)} L${f(topX + wTop)},${f(topY)} Q${f(midX + (wBase + wTop) / 2)},${f(midY)} ${f(x + wBase)},${f(y)} Z`;
  const out = [pathEl(trunk, color)];
  if (lit)
    out.push(
      pathEl(
        trunk,
        svg.linear(
          [
            [0, lit, 0],
            [0.65, lit, 0],
            [1, lit, 0.8],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
    );
  const rings = [];
  for (let i = 1; i < 30; i += 1) {
    const t = i / 30;
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * midX + t * t * topX;
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * midY + t * t * topY;
    const w = wBase + (wTop - wBase) * t;
    rings.push(`M${f(px - w)},${f(py)} L${f(px + w)},${f(py + 2.5 * scale)}`);
  }
  out.push(
    `<path d="${rings.join(' ')}" stroke="#000" stroke-opacity="0.28" stroke-width="${f(1.6 * scale)}" fill="none"/>`,
  );

  const L0 = height * 0.36 * (0.75 + (0.25 * scale) / Math.max(scale, 1));
  const angles = [];
  for (let i = 0; i < fronds; i += 1) {
    // Most fronds fan across the upper half; a few hang below the crown.
    const u = (i + r.range(-0.3, 0.3)) / fronds;
    angles.push(-Math.PI * (0.02 + 0.96 * u) + (r.chance(0.22) ? r.pick([0.45, -0.45]) : 0));
  }
  const leaf = [];
  const ribs = [];
  for (const a of angles) {
    const len = L0 * r.range(0.8, 1.12);
    const c = Math.cos(a);
    const s = Math.sin(a);
    const droop = 0.35 + (1 - Math.abs(s)) * 0.45;
    const ex = topX + c * len;
    const ey = topY + s * len * 0.55 + droop * len * 0.55;
    const cx = topX + c * len * 0.55;
    const cy = topY + s * len * 0.7 - len * 0.12;
    ribs.push(`M${f(topX)},${f(topY)} Q${f(cx)},${f(cy)} ${f(ex)},${f(ey)}`);
    const steps = 24;
    for (let k = 1; k < steps; k += 1) {
      const t = k / steps;
      const px = (1 - t) ** 2 * topX + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) ** 2 * topY + 2 * (1 - t) * t * cy + t * t * ey;
      const tx = 2 * (1 - t) * (cx - topX) + 2 * t * (ex - cx);
      const ty = 2 * (1 - t) * (cy - topY) + 2 * t * (ey - cy);
      const tl = Math.hypot(tx, ty) || 1;
      const ux = tx / tl;
      const uy = ty / tl;
      const ll = len * 0.22 * Math.sin(Math.PI * Math.min(1, 0.08 + t * 0.95)) * r.range(0.85, 1.1) + 3 * scale;
      for (const side of [-1, 1]) {
        // Leaflet direction: off the rachis, a little towards the tip, and pulled down by weight.
        let dx = -uy * side * 0.75 + ux * 0.55;
        let dy = ux * side * 0.75 + uy * 0.55 + 0.75;
        const dl = Math.hypot(dx, dy) || 1;
        dx /= dl;
        dy /= dl;
        const w = 4.2 * scale * (1 - t * 0.5);
        const lx = px + dx * ll;
        const ly = py + dy * ll;
        leaf.push(`M${f(px - uy * w)},${f(py + ux * w)}L${f(lx)},${f(ly)}L${f(px + uy * w)},${f(py - ux * w)}Z`);
      }
    }
  }
  out.push(
    `<path d="${ribs.join(' ')}" fill="none" stroke="${color}" stroke-width="${f(3.4 * scale)}" stroke-linecap="round"/>`,
  );
  out.push(`<path d="${leaf.join('')}" fill="${color}"/>`);
  if (lit)
    out.push(
      `<path d="${ribs.join(' ')}" fill="none" stroke="${lit}" stroke-width="${f(1.1 * scale)}" opacity="0.5"/>`,
    );
  out.push(ellipse(topX, topY + 8 * scale, 17 * scale, 14 * scale, color));
  return group(out);
}

/* ------------------------------------------------------------------ perspective */

/**
 * One-point perspective: world points are given in the picture-plane frame (x in 0..W, y in
 * 0..H at depth t=1) and shrink towards the vanishing point as t falls.
 */
function perspective(vx, vy) {
  const p = (x, y, t) => [vx + t * (x - vx), vy + t * (y - vy)];
  return {
    vx,
    vy,
    p,
    /** A floor/ceiling/wall quad between two depths. */
    quad(x0, y0, x1, y1, t0, t1) {
      return [p(x0, y0, t0), p(x1, y1, t0), p(x1, y1, t1), p(x0, y0, t1)];
    },
  };
}

/**
 * A box standing in a one-point perspective: world x0..x1, y top..bottom (y grows downwards),
 * from depth tFront (nearer, larger) to tBack. Draws the faces the camera sees.
 */
function box(svg, P, { x0, x1, top, bottom, tFront, tBack, front, topFill, side, extra = '' }) {
  const out = [];
  const fA = P.p(x0, top, tFront);
  const fB = P.p(x1, top, tFront);
  const fC = P.p(x1, bottom, tFront);
  const fD = P.p(x0, bottom, tFront);
  const bA = P.p(x0, top, tBack);
  const bB = P.p(x1, top, tBack);
  const bC = P.p(x1, bottom, tBack);
  const bD = P.p(x0, bottom, tBack);
  // Top face visible when the box is below the eye line, bottom when above.
  if (top > P.vy && topFill) out.push(poly([fA, fB, bB, bA], topFill, extra));
  if (bottom < P.vy && topFill) out.push(poly([fD, fC, bC, bD], topFill, extra));
  if (side) {
    if (x1 < P.vx) out.push(poly([fB, bB, bC, fC], side, extra));
    if (x0 > P.vx) out.push(poly([fA, bA, bD, fD], side, extra));
  }
  out.push(poly([fA, fB, fC, fD], front, extra));
  return out.join('');
}

module.exports = {
  rng,
  clamp,
  f,
  mix,
  lighten,
  darken,
  Svg,
  rect,
  poly,
  ellipse,
  pathEl,
  line,
  group,
  MOODS,
  sky,
  sea,
  palm,
  perspective,
  box,
};
