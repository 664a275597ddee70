'use strict';
/**
 * The land around the city: dunes in the desert, a golf community of lakes and villas, and the
 * Palm seen from the air.
 */
const { MOODS, Svg, darken, ellipse, f, group, lighten, line, mix, palm, poly, rect, rng, sky } = require('../kit');
const { tower, windowPatterns } = require('../towers');
const { H, W } = require('./props');

function desert({ seed, mood = 'golden' }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const horizon = 640;
  svg.add(sky(svg, r, { mood, horizon, sunX: W * r.range(0.6, 0.8), sunY: horizon - 70, clouds: 3 }));
  const tones =
    mood === 'midday' ? ['#e9c99b', '#dcae74', '#c98f55', '#b97a45'] : ['#e8a878', '#d88a58', '#bf6d40', '#9a5230'];
  for (let k = 0; k < 4; k += 1) {
    const base = horizon + k * 150;
    const amp = 40 + k * 30;
    const phase = r.range(0, 6);
    const pts = [];
    for (let x = -40; x <= W + 40; x += 40)
      pts.push([
        x,
        base - amp * (0.5 + 0.5 * Math.sin(x / (320 + k * 120) + phase)) - amp * 0.4 * Math.sin(x / 150 + phase * 2),
      ]);
    let d = `M-40,${H} L${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} L${W + 40},${H} Z`;
    const tone = mix(tones[k], m.haze, 0.3 - k * 0.08);
    svg.add(
      `<path d="${d}" fill="${svg.linear([
        [0, lighten(tone, 0.12)],
        [0.35, tone],
        [1, darken(tone, 0.3)],
      ])}"/>`,
    );
    // The crest catches the light; the lee side falls into shadow.
    d = `M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')}`;
    svg.add(`<path d="${d}" stroke="${lighten(tone, 0.35)}" stroke-width="${3 + k}" opacity="0.7" fill="none"/>`);
    const shadowPts = pts.map(([x, y], i) => [x, y + 30 + k * 12 + 20 * Math.sin(i / 3 + phase)]);
    svg.add(
      `<path d="M${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} L${shadowPts
        .reverse()
        .map(([x, y]) => `${f(x)},${f(y)}`)
        .join(' L')} Z" fill="${darken(tone, 0.25)}" opacity="0.35"/>`,
    );
  }
  // A lone ghaf tree.
  const tx = r.range(300, 600);
  const ty = horizon + 110;
  svg.add(line(tx, ty, tx + 6, ty - 90, '#3a2a22', 8));
  for (let i = 0; i < 30; i += 1)
    svg.add(
      ellipse(
        tx + r.range(-110, 110),
        ty - 110 - r.range(0, 60),
        r.range(30, 60),
        r.range(14, 24),
        r.pick(['#4b5a3a', '#3e4c30', '#5a6a45']),
      ),
    );
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

function golf({ seed, mood = 'golden' }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const horizon = 560;
  svg.add(sky(svg, r, { mood, horizon, sunX: W * 0.25, sunY: horizon - 90, clouds: 5 }));
  const patterns = windowPatterns(svg, r, m, 3);
  const far = [];
  for (let i = 0; i < 24; i += 1)
    far.push(
      tower(svg, r, m, {
        x: r.range(W * 0.35, W * 0.95),
        base: horizon + 10,
        w: r.range(30, 70),
        h: r.range(90, 300),
        depth: 0.4,
        tone: mix(m.shade, m.haze, 0.6),
        patterns,
        sunLeft: true,
        kind: r.pick(['flat', 'round', 'step']),
      }),
    );
  svg.add(group(far));
  const grass = m.lit ? '#27402e' : mood === 'midday' ? '#5f9a48' : '#7a9a4a';
  // Tree line and villas along the far edge of the course.
  svg.add(rect(0, horizon - 30, W, 60, darken(grass, 0.45)));
  for (let x = 0; x < W; x += r.range(40, 90))
    svg.add(ellipse(x, horizon - 20, r.range(30, 70), r.range(26, 50), darken(grass, r.range(0.35, 0.55))));
  for (let x = 120; x < W; x += r.range(220, 320)) {
    const w = r.range(120, 180);
    svg.add(rect(x, horizon - 70, w, 60, mix('#f3ece2', m.shade, m.lit ? 0.5 : 0.05)));
    svg.add(rect(x + 10, horizon - 60, w - 20, 26, m.lit ? m.light : mix(m.glass[1], '#ffffff', 0.2)));
    svg.add(rect(x - 10, horizon - 76, w + 20, 8, mix('#ffffff', m.shade, m.lit ? 0.5 : 0)));
  }
  // Rolling fairways in bands of light and shadow.
  for (let k = 0; k < 4; k += 1) {
    const base = horizon + 30 + k * 120;
    const phase = r.range(0, 6);
    let d = `M-20,${H} L-20,${base}`;
    for (let x = -20; x <= W + 40; x += 40) d += ` L${x},${f(base - 30 * Math.sin(x / (400 + k * 100) + phase))}`;
    d += ` L${W + 40},${H} Z`;
    const tone = k % 2 ? lighten(grass, 0.12) : grass;
    svg.add(
      `<path d="${d}" fill="${svg.linear([
        [0, lighten(tone, 0.1)],
        [1, darken(tone, 0.25)],
      ])}"/>`,
    );
  }
  // A lake with the sky in it.
  const lake = `M${W * 0.45},${horizon + 200} C${W * 0.6},${horizon + 150} ${W * 0.95},${horizon + 180} ${W * 0.98},${horizon + 260} C${W * 0.9},${horizon + 330} ${W * 0.55},${horizon + 320} ${W * 0.45},${horizon + 200} Z`;
  svg.add(
    `<path d="${lake}" fill="${svg.linear([
      [0, mix(m.sky[3], m.sea[1], 0.6)],
      [1, m.sea[2]],
    ])}"/>`,
  );
  svg.add(`<path d="${lake}" fill="none" stroke="${lighten(grass, 0.3)}" stroke-width="4" opacity="0.5"/>`);
  // The green and its flag.
  const gx = W * 0.3;
  const gy = horizon + 260;
  svg.add(ellipse(gx, gy, 220, 44, lighten(grass, 0.25)));
  svg.add(line(gx + 40, gy, gx + 40, gy - 120, '#f4f1ea', 3));
  svg.add(
    poly(
      [
        [gx + 41, gy - 120],
        [gx + 100, gy - 108],
        [gx + 41, gy - 96],
      ],
      '#c0392b',
    ),
  );
  for (const x of [r.range(60, 200), r.range(1500, 1750), r.range(900, 1100)])
    svg.add(
      palm(svg, r, {
        x,
        y: H + 20,
        height: r.range(700, 900),
        lean: r.range(-0.1, 0.1),
        color: m.palm,
        lit: m.palmLit,
        scale: 1.3,
      }),
    );
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

/** The Palm from the air: trunk, fronds and crescent in a turquoise sea. */
function aerialPalm({ seed, width = W, height = H }) {
  const r = rng(seed);
  const svg = new Svg(width, height);
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.radial(
        [
          [0, '#3fb7c9'],
          [0.55, '#1b7f9e'],
          [1, '#0b3f63'],
        ],
        { cx: 0.5, cy: 0.55, r: 0.8 },
      ),
    ),
  );
  const swell = [];
  for (let i = 0; i < 120; i += 1) {
    const x = r.range(0, width);
    const y = r.range(0, height);
    swell.push(`M${f(x)},${f(y)} q20,-3 40,0 t40,0`);
  }
  svg.add(`<path d="${swell.join(' ')}" stroke="#ffffff" stroke-width="1.5" opacity="0.12" fill="none"/>`);
  const cx = width * 0.5;
  const top = height * 0.18;
  const land = (d, w) =>
    `<path d="${d}" stroke="#7fe0d8" stroke-width="${w + 26}" stroke-linecap="round" fill="none" opacity="0.35"/>` +
    `<path d="${d}" stroke="#efe0bf" stroke-width="${w + 8}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="#5d8a4e" stroke-width="${w - 4}" stroke-linecap="round" fill="none"/>`;
  // Crescent.
  svg.add(land(`M${f(cx - 520)},${f(top + 300)} A540,520 0 0 1 ${f(cx + 520)},${f(top + 300)}`, 26));
  // Trunk from the mainland and fronds.
  svg.add(land(`M${f(cx)},${f(height + 40)} L${f(cx)},${f(top + 360)}`, 46));
  for (let i = 0; i < 8; i += 1) {
    const y = top + 380 + i * 62;
    const len = 380 - Math.abs(i - 3) * 28;
    for (const side of [-1, 1]) {
      svg.add(
        land(
          `M${f(cx)},${f(y)} Q${f(cx + side * len * 0.5)},${f(y - 40)} ${f(cx + side * len)},${f(y - 120 + i * 6)}`,
          20,
        ),
      );
    }
  }
  svg.add(ellipse(cx, top + 330, 70, 50, '#efe0bf'));
  svg.add(ellipse(cx, top + 330, 54, 38, '#d9c4a0'));
  // Villas: tiny white dots along the fronds.
  const dots = [];
  for (let i = 0; i < 260; i += 1)
    dots.push(ellipse(cx + r.range(-360, 360), top + r.range(340, 860), 2.2, 2.2, '#ffffff', 'opacity="0.55"'));
  svg.add(group(dots));
  // Light cloud shadow and haze.
  for (let i = 0; i < 4; i += 1)
    svg.add(
      ellipse(r.range(0, width), r.range(0, height), r.range(200, 400), r.range(80, 160), svg.soft('#ffffff', 0.18)),
    );
  return svg.toString();
}

module.exports = { desert, golf, aerialPalm };
