'use strict';
/**
 * What most outdoor scenes share: the sky with its sun and clouds, the sea with its glitter, and palms.
 */
const { f } = require('./numbers');
const { ellipse, group, line, pathEl, rect } = require('./svg');
const { MOODS } = require('./moods');

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

module.exports = { sky, sea, palm };
