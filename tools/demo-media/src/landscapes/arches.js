'use strict';
/**
 * A colonnade of arches with the low sun pooling on its floor.
 */
const { MOODS, Svg, darken, ellipse, f, mix, perspective, poly, rect, rng } = require('../kit');
const { H, W } = require('./props');

/** A colonnade of arches in low sun, light pooling on the floor. */
function arches({ seed, mood = 'golden', width = W, height = H }) {
  const r = rng(seed);
  const svg = new Svg(width, height);
  const m = MOODS[mood];
  const vx = width / 2;
  const vy = height * 0.48;
  const P = perspective(vx, vy);
  const wall = mood === 'midday' ? '#f4ede2' : '#efd9bf';
  // The vault and side walls in shade; the far end open to a bright garden.
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.linear([
        [0, darken(wall, 0.45)],
        [0.5, darken(wall, 0.2)],
        [1, darken(wall, 0.35)],
      ]),
    ),
  );
  const end = [P.p(width * 0.2, height * 0.1, 0.12), P.p(width * 0.8, height, 0.12)];
  svg.add(
    rect(
      end[0][0],
      end[0][1],
      end[1][0] - end[0][0],
      end[1][1] - end[0][1],
      svg.linear([
        [0, m.sky[3]],
        [0.7, '#fff3dc'],
        [0.71, '#a9b98a'],
        [1, '#7f9a62'],
      ]),
    ),
  );
  svg.add(
    rect(
      0,
      vy,
      width,
      height - vy,
      svg.linear([
        [0, '#d9bd98'],
        [1, '#a98560'],
      ]),
    ),
  );
  const arch = (t) => {
    const x0 = P.p(0, 0, t)[0];
    const x1 = P.p(width, 0, t)[0];
    const y0 = P.p(0, 0, t)[1];
    const y1 = P.p(0, height, t)[1];
    const ow = (x1 - x0) * 0.56;
    const ox = vx - ow / 2;
    const spring = y0 + (y1 - y0) * 0.42;
    return `M${f(x0)},${f(y0)} H${f(x1)} V${f(y1)} H${f(ox + ow)} V${f(spring)} A${f(ow / 2)},${f(ow / 2)} 0 0 0 ${f(ox)},${f(spring)} V${f(y1)} H${f(x0)} Z`;
  };
  const ts = [];
  for (let t = 0.16; t < 1.15; t *= 1.32) ts.push(t);
  // From the farthest arch forward: each arch face, the light cast through it on the floor.
  for (const t of ts) {
    const tone = mix(wall, '#8a6a55', 0.25 * (1 - t));
    svg.add(`<path d="${arch(t)}" fill="${tone}" fill-rule="evenodd"/>`);
    const a = P.p(width * 0.3, height, t * 1.05);
    const b = P.p(width * 0.7, height, t * 1.05);
    const c = P.p(width * 0.95, height, t * 1.22);
    const d = P.p(width * 0.45, height, t * 1.22);
    svg.add(poly([a, b, c, d], '#fff1d2', `opacity="${mood === 'midday' ? 0.25 : 0.4}"`));
    // Shadow on the inner face of the pier.
    const p0 = P.p(width * 0.22, 0, t);
    const p1 = P.p(width * 0.22, height, t);
    svg.add(rect(p0[0], p0[1], P.p(width * 0.28, 0, t)[0] - p0[0], p1[1] - p0[1], '#5a3e2e', 'opacity="0.12"'));
  }
  // A tall planter with an olive tree in the middle distance.
  const pl = P.p(width * 0.5, height, 0.5);
  svg.add(rect(pl[0] - 40, pl[1] - 90, 80, 90, '#d8c7b0'));
  for (let i = 0; i < 40; i += 1)
    svg.add(
      ellipse(
        pl[0] + r.range(-80, 80),
        pl[1] - 150 - r.range(0, 120),
        14,
        7,
        r.pick(['#7d8a5e', '#6a7a50', '#96a276']),
      ),
    );
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.linear([
        [0, '#ffe2b0', 0.12],
        [1, '#3a2418', 0.18],
      ]),
    ),
  );
  return svg.toString();
}

module.exports = { arches };
