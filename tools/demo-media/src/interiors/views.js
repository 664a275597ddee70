'use strict';
/**
 * What a room's glass looks onto: the sea, the skyline or the hills, at the room's time of day.
 */
const { MOODS, f, group, mix, palm, poly, sea, sky } = require('../kit');
const { supertall, tower, windowPatterns } = require('../towers');
const { H, W } = require('./palettes');

/** What the glass looks onto, drawn full-frame with the horizon at eye level. */
function view(svg, r, { kind, mood, vy }) {
  const m = MOODS[mood];
  const out = [];
  const sunX = r.range(W * 0.3, W * 0.7);
  out.push(sky(svg, r, { mood, horizon: vy, sunX, sunY: vy - 90, clouds: 5 }));
  if (kind === 'skyline') {
    const patterns = windowPatterns(svg, r, m, 3);
    const city = [];
    for (let i = 0; i < 26; i += 1) {
      city.push(
        tower(svg, r, m, {
          x: r.range(-40, W),
          base: vy + 60,
          w: r.range(40, 110),
          h: r.range(160, 520),
          depth: 0.8,
          tone: mix(m.shade, m.haze, r.range(0.1, 0.45)),
          patterns,
          sunLeft: sunX < W / 2,
          kind: r.pick(['flat', 'round', 'step', 'slant']),
        }),
      );
    }
    if (r.chance(0.6))
      city.push(
        supertall(svg, m, { x: r.range(W * 0.3, W * 0.7), base: vy + 60, h: 700, tone: mix(m.shade, m.haze, 0.2) }),
      );
    out.push(group(city));
    out.push(sea(svg, r, { mood, horizon: vy + 60, bottom: H, sunX, glitter: !m.lit }));
  } else if (kind === 'hills') {
    out.push(sea(svg, r, { mood, horizon: vy, bottom: H, sunX }));
    for (let k = 0; k < 3; k += 1) {
      const base = vy + 4;
      const tone = mix(m.shade, m.haze, 0.55 - k * 0.15);
      let d = `M${-20},${base}`;
      for (let x = -20; x <= W + 40; x += 30) {
        const u = x / (420 + k * 160) + k * 2;
        d += ` L${x},${f(base - 40 - k * 30 - (0.55 + 0.3 * Math.sin(u) + 0.15 * Math.sin(u * 2.7 + 1)) * (140 + k * 60))}`;
      }
      d += ` L${W + 40},${base} Z`;
      out.push(`<path d="${d}" fill="${tone}" opacity="${f(0.6 + k * 0.15)}"/>`);
    }
  } else {
    out.push(sea(svg, r, { mood, horizon: vy, bottom: H, sunX }));
    // The tips of palms below the window line and a far headland.
    out.push(
      poly(
        [
          [W * 0.72, vy],
          [W * 0.78, vy - 12],
          [W * 0.98, vy - 16],
          [W + 10, vy],
        ],
        mix(m.shade, m.haze, 0.5),
        'opacity="0.7"',
      ),
    );
    for (let i = 0; i < 5; i += 1)
      out.push(
        palm(svg, r, {
          x: r.range(0, W),
          y: H + 300,
          height: r.range(560, 700),
          lean: r.range(-0.1, 0.1),
          color: mix(m.palm, m.haze, 0.2),
          scale: 1.3,
        }),
      );
  }
  return out.join('');
}

module.exports = { view };
