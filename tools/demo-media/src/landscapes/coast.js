'use strict';
/**
 * By the water: the beach club with the Marina skyline beyond, and a resort pool with an
 * infinity edge onto the sea.
 */
const { MOODS, Svg, darken, f, group, lighten, mix, palm, perspective, poly, rect, rng, sea, sky } = require('../kit');
const { tower, windowPatterns } = require('../towers');
const { H, W, parasol, sunbed, wheel } = require('./props');

function beach({ seed, mood = 'midday', skyline = true }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const horizon = 560;
  const shore = 800;
  const sunX = r.range(W * 0.3, W * 0.7);
  svg.add(sky(svg, r, { mood, horizon, sunX, sunY: horizon - 80, clouds: 6 }));
  if (skyline) {
    const patterns = windowPatterns(svg, r, m, 3);
    const far = [];
    for (let i = 0; i < 22; i += 1)
      far.push(
        tower(svg, r, m, {
          x: r.range(W * 0.62, W),
          base: horizon + 2,
          w: r.range(26, 60),
          h: r.range(80, 260),
          depth: 0.4,
          tone: mix(m.shade, m.haze, 0.6),
          patterns,
          sunLeft: true,
          kind: r.pick(['flat', 'round', 'slant']),
        }),
      );
    svg.add(group(far));
    svg.add(wheel(svg, W * 0.5, horizon - 110, 100, mix(m.shade, m.haze, 0.5)));
  }
  svg.add(sea(svg, r, { mood, horizon, bottom: shore, sunX }));
  // Surf: a few bright lines where the water meets the sand.
  const sand = mix('#ead7b5', m.shade, m.lit ? 0.55 : 0.02);
  const shoreline = `M0,${shore} C${W * 0.3},${shore - 20} ${W * 0.6},${shore + 16} ${W},${shore - 10} L${W},${H} L0,${H} Z`;
  svg.add(
    `<path d="${shoreline}" fill="${svg.linear([
      [0, lighten(sand, 0.1)],
      [1, darken(sand, 0.12)],
    ])}"/>`,
  );
  svg.add(
    `<path d="M0,${shore + 4} C${W * 0.3},${shore - 16} ${W * 0.6},${shore + 20} ${W},${shore - 6}" stroke="#ffffff" stroke-width="5" opacity="0.7" fill="none"/>`,
  );
  svg.add(
    `<path d="M0,${shore - 8} C${W * 0.3},${shore - 30} ${W * 0.6},${shore + 6} ${W},${shore - 20}" stroke="#ffffff" stroke-width="2" opacity="0.4" fill="none"/>`,
  );
  const ripples = [];
  for (let i = 0; i < 50; i += 1) {
    const y = r.range(shore + 30, H);
    const x = r.range(-100, W);
    ripples.push(`M${f(x)},${f(y)} q60,-6 120,0 t120,0`);
  }
  svg.add(
    `<path d="${ripples.join(' ')}" stroke="${darken(sand, 0.15)}" stroke-width="2" opacity="0.35" fill="none"/>`,
  );
  const colour = r.pick(['#f4efe4', '#e9dcc6', '#1f3b5a']);
  for (let i = 0; i < 3; i += 1) {
    const x = 380 + i * 480 + r.range(-40, 40);
    const y = 1000 + i * 10;
    svg.add(sunbed(svg, x - 240, y + 30, 1.2, m));
    svg.add(sunbed(svg, x + 20, y + 30, 1.2, m));
    svg.add(parasol(svg, x, y + 20, 1.3, colour, m));
  }
  svg.add(palm(svg, r, { x: 90, y: H + 40, height: 900, lean: 0.1, color: m.palm, lit: m.palmLit, scale: 1.5 }));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, m.haze, 0.1],
        [1, '#000', 0.08],
      ]),
    ),
  );
  return svg.toString();
}

/** Resort pool: an infinity edge onto the sea, loungers in a row, parasols and palms. */
function resortPool({ seed, mood = 'golden' }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const vy = 520;
  const P = perspective(W / 2, vy);
  svg.add(sky(svg, r, { mood, horizon: vy, sunX: W * 0.62, sunY: vy - 70, clouds: 5 }));
  svg.add(sea(svg, r, { mood, horizon: vy, bottom: H, sunX: W * 0.62 }));
  const deck = mix('#e6d5bb', m.shade, m.lit ? 0.55 : 0.03);
  svg.add(
    poly(
      [[0, H], [W, H], P.p(W * 1.8, H, 0.4), P.p(-W * 0.8, H, 0.4)],
      svg.linear([
        [0, lighten(deck, 0.1)],
        [1, darken(deck, 0.1)],
      ]),
    ),
  );
  const pool = [P.p(-300, H, 0.42), P.p(W + 300, H, 0.42), P.p(W * 0.8, H, 0.85), P.p(W * 0.2, H, 0.85)];
  svg.add(
    poly(
      pool,
      m.lit
        ? svg.linear([
            [0, '#4fd6e6'],
            [1, '#0b5a78'],
          ])
        : svg.linear([
            [0, m.sea[0]],
            [0.3, '#4ec3d6'],
            [1, '#1487a8'],
          ]),
    ),
  );
  const rip = [];
  for (let i = 0; i < 60; i += 1) {
    const t = r.range(0.43, 0.84);
    const a = P.p(r.range(W * 0.2, W * 0.8), H, t);
    rip.push(`M${f(a[0])},${f(a[1])} q${f(40 * t)},-4 ${f(80 * t)},0 t${f(80 * t)},0`);
  }
  svg.add(`<path d="${rip.join(' ')}" stroke="#ffffff" stroke-width="2" opacity="0.3" fill="none"/>`);
  svg.add(
    `<path d="M${pool
      .map(([x, y]) => `${f(x)},${f(y)}`)
      .slice(1)
      .join(' L')}" stroke="${lighten(deck, 0.3)}" stroke-width="8" fill="none"/>`,
  );
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const t = 0.6 + i * 0.14;
      const base = P.p(W / 2 + side * W * 0.42, H, t);
      svg.add(sunbed(svg, base[0] - (side < 0 ? 220 : 0) * t, base[1], 1.3 * t, m));
    }
    const pb = P.p(W / 2 + side * W * 0.47, H, 0.7);
    svg.add(parasol(svg, pb[0], pb[1], 1.4 * 0.7, '#f4efe4', m));
  }
  svg.add(palm(svg, r, { x: 140, y: H + 30, height: 940, lean: 0.08, color: m.palm, lit: m.palmLit, scale: 1.5 }));
  svg.add(palm(svg, r, { x: 1800, y: H + 30, height: 860, lean: -0.08, color: m.palm, lit: m.palmLit, scale: 1.4 }));
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, m.haze, 0.12],
        [1, '#000', 0.1],
      ]),
    ),
  );
  return svg.toString();
}

module.exports = { beach, resortPool };
