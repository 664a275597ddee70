'use strict';
/**
 * Places rather than buildings: the beach, the desert, a golf community, the Palm from the air,
 * a colonnade of arches in low sun, a resort pool, and the agency's international markets (a
 * Belgravia stucco terrace, a Manchester mill conversion on the canal, a Marbella villa).
 */
const {
  MOODS,
  Svg,
  darken,
  ellipse,
  f,
  group,
  lighten,
  line,
  mix,
  palm,
  perspective,
  poly,
  rect,
  rng,
  sea,
  sky,
} = require('./kit');
const { tower, windowPatterns } = require('./towers');
const { villa } = require('./exterior');

const W = 1920;
const H = 1200;

function parasol(svg, x, y, s, colour, m) {
  const c = m.lit ? darken(colour, 0.35) : colour;
  return group([
    ellipse(x + 40 * s, y + 4, 200 * s, 22 * s, svg.soft('#000000', 0.25)),
    rect(x - 3 * s, y - 240 * s, 6 * s, 240 * s, darken('#8a6a4a', 0.1)),
    poly(
      [
        [x - 190 * s, y - 210 * s],
        [x, y - 270 * s],
        [x + 190 * s, y - 210 * s],
      ],
      c,
    ),
    poly(
      [
        [x - 190 * s, y - 210 * s],
        [x + 190 * s, y - 210 * s],
        [x + 190 * s, y - 198 * s],
        [x - 190 * s, y - 198 * s],
      ],
      darken(c, 0.12),
    ),
  ]);
}

function sunbed(svg, x, y, s, m) {
  const c = m.lit ? '#bdb4a8' : '#fbf8f2';
  return group([
    ellipse(x + 90 * s, y + 6 * s, 130 * s, 14 * s, svg.soft('#000000', 0.25)),
    poly(
      [
        [x, y],
        [x + 180 * s, y],
        [x + 180 * s, y - 18 * s],
        [x, y - 18 * s],
      ],
      c,
    ),
    poly(
      [
        [x + 150 * s, y - 18 * s],
        [x + 180 * s, y - 18 * s],
        [x + 220 * s, y - 80 * s],
        [x + 196 * s, y - 84 * s],
      ],
      c,
    ),
    rect(x + 10 * s, y, 8 * s, 12 * s, '#8a6a4a'),
    rect(x + 160 * s, y, 8 * s, 12 * s, '#8a6a4a'),
  ]);
}

/** An observation wheel on the horizon, as on the islands off the Marina. */
function wheel(svg, x, y, rad, colour) {
  const out = [`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="none" stroke="${colour}" stroke-width="4"/>`];
  const spokes = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    spokes.push(`M${f(x)},${f(y)} L${f(x + Math.cos(a) * rad)},${f(y + Math.sin(a) * rad)}`);
    out.push(ellipse(x + Math.cos(a) * rad, y + Math.sin(a) * rad, 7, 5, colour));
  }
  out.push(`<path d="${spokes.join(' ')}" stroke="${colour}" stroke-width="1.2" fill="none"/>`);
  out.push(
    poly(
      [
        [x, y],
        [x - rad * 0.45, y + rad * 1.1],
        [x - rad * 0.38, y + rad * 1.1],
      ],
      colour,
    ),
  );
  out.push(
    poly(
      [
        [x, y],
        [x + rad * 0.45, y + rad * 1.1],
        [x + rad * 0.38, y + rad * 1.1],
      ],
      colour,
    ),
  );
  return group(out);
}

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

/** A white stucco Belgravia terrace: porticoes, sash windows, iron balconies and railings. */
function stuccoTerrace({ seed, mood = 'midday' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const london = { sky: ['#8fa6bd', '#b2c3d3', '#d5dee6'], stucco: '#f1ede5', shade: '#c9c3b8' };
  const night = mood === 'blue';
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear(
        night
          ? [
              [0, '#0e1a36'],
              [1, '#4a5a86'],
            ]
          : london.sky.map((c, i) => [i / 2, c]),
      ),
    ),
  );
  const pave = 1080;
  const houseW = 700;
  const x0 = -r.range(80, 240);
  const stucco = night ? '#b8bccb' : london.stucco;
  for (let h = 0; h < 4; h += 1) {
    const hx = x0 + h * houseW;
    const top = 90;
    svg.add(
      rect(
        hx,
        top,
        houseW,
        pave - top,
        svg.linear([
          [0, lighten(stucco, 0.05)],
          [1, darken(stucco, 0.06)],
        ]),
      ),
    );
    svg.add(rect(hx, top - 30, houseW, 30, darken(stucco, 0.08)));
    svg.add(rect(hx, top - 36, houseW, 8, lighten(stucco, 0.2)));
    // Rusticated ground floor.
    for (let y = 760; y < pave; y += 34) svg.add(line(hx, y, hx + houseW, y, darken(stucco, 0.18), 2));
    svg.add(line(hx + houseW - 1, top, hx + houseW - 1, pave, darken(stucco, 0.15), 2));
    // Windows: three bays, four storeys.
    const floors = [
      [150, 150],
      [330, 230],
      [620, 110],
    ];
    for (const [wy, wh] of floors) {
      for (let b = 0; b < 3; b += 1) {
        const wx = hx + 90 + b * 200;
        if (h % 2 === 0 && b === 0 && wy === 620) continue;
        svg.add(rect(wx - 12, wy - 16, 124, wh + 30, darken(stucco, 0.05)));
        const lit = night && r.chance(0.7);
        svg.add(
          rect(
            wx,
            wy,
            100,
            wh,
            lit
              ? svg.linear([
                  [0, '#ffe2a8'],
                  [1, '#d99a55'],
                ])
              : svg.linear([
                  [0, '#39424f'],
                  [1, '#1c222b'],
                ]),
          ),
        );
        if (!lit)
          svg.add(
            poly(
              [
                [wx, wy],
                [wx + 40, wy],
                [wx, wy + 60],
              ],
              '#ffffff',
              'opacity="0.12"',
            ),
          );
        for (let k = 1; k < 3; k += 1) svg.add(line(wx + (100 * k) / 3, wy, wx + (100 * k) / 3, wy + wh, '#f7f5f0', 4));
        svg.add(line(wx, wy + wh / 2, wx + 100, wy + wh / 2, '#f7f5f0', 6));
        if (wy === 330) {
          // Cast-iron balcony.
          svg.add(rect(wx - 30, wy + wh - 50, 160, 6, '#1b1b1d'));
          for (let k = 0; k < 16; k += 1)
            svg.add(line(wx - 28 + k * 10.5, wy + wh - 50, wx - 28 + k * 10.5, wy + wh, '#1b1b1d', 2));
          svg.add(rect(wx - 34, wy + wh, 168, 10, darken(stucco, 0.1)));
        }
      }
    }
    // Portico with columns and a black door.
    const dx = hx + (h % 2 === 0 ? 70 : 510);
    svg.add(rect(dx, 700, 130, 230, '#15171a'));
    svg.add(ellipse(dx + 65, 700, 65, 40, '#2a2d33'));
    svg.add(ellipse(dx + 100, 820, 6, 6, '#c9a24a'));
    svg.add(rect(dx - 60, 640, 250, 30, lighten(stucco, 0.1)));
    for (const cxp of [dx - 40, dx + 150]) {
      svg.add(
        rect(
          cxp,
          670,
          30,
          pave - 670 - 40,
          svg.linear(
            [
              [0, darken(stucco, 0.12)],
              [0.5, lighten(stucco, 0.15)],
              [1, darken(stucco, 0.12)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
      );
    }
    svg.add(rect(dx - 70, pave - 40, 270, 20, darken(stucco, 0.1)));
    svg.add(rect(dx - 80, pave - 20, 290, 20, darken(stucco, 0.15)));
    if (night) svg.add(ellipse(dx + 65, 690, 120, 90, svg.soft('#ffd58f', 0.5)));
  }
  // Railings, pavement, a street lamp and a plane tree.
  svg.add(
    rect(
      0,
      pave,
      W,
      H - pave,
      svg.linear([
        [0, night ? '#3a3d48' : '#b9b6ae'],
        [1, night ? '#1f2129' : '#8f8c86'],
      ]),
    ),
  );
  for (let x = 0; x < W; x += 14) svg.add(line(x, pave - 150, x, pave, '#141416', 3));
  svg.add(rect(0, pave - 150, W, 6, '#141416'));
  svg.add(rect(0, pave - 40, W, 5, '#141416'));
  const lx = r.range(1200, 1500);
  svg.add(rect(lx, 620, 12, pave + 60 - 620, '#17191c'));
  svg.add(
    poly(
      [
        [lx - 26, 560],
        [lx + 38, 560],
        [lx + 30, 620],
        [lx - 18, 620],
      ],
      night ? '#ffe1a0' : '#2a2d33',
    ),
  );
  if (night) svg.add(ellipse(lx + 6, 600, 160, 140, svg.soft('#ffd58f', 0.5)));
  const tx = r.range(200, 500);
  svg.add(
    rect(
      tx,
      500,
      40,
      H - 500,
      svg.linear(
        [
          [0, '#6f6a5e'],
          [1, '#8f8a7a'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  for (let i = 0; i < 70; i += 1)
    svg.add(
      ellipse(
        tx + r.range(-260, 300),
        r.range(-40, 460),
        r.range(50, 110),
        r.range(30, 60),
        r.pick(night ? ['#0f1a14', '#142018', '#1b2a1f'] : ['#5b7a45', '#4a6a3a', '#6f8c52', '#3f5a33']),
        'opacity="0.92"',
      ),
    );
  return svg.toString();
}

/** A Manchester mill conversion on the canal at blue hour: red brick and tall arched windows. */
function millConversion({ seed, mood = 'blue' }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(W, H);
  const water = 900;
  svg.add(sky(svg, r, { mood, horizon: water, sunX: W * 0.8, clouds: 4 }));
  const brick = mood === 'midday' ? '#9a4a33' : '#6a3328';
  const b = [];
  b.push(
    rect(
      120,
      170,
      1680,
      water - 170,
      svg.linear([
        [0, lighten(brick, 0.1)],
        [1, darken(brick, 0.2)],
      ]),
    ),
  );
  const courses = [];
  for (let y = 176; y < water; y += 12) courses.push(`M120,${y} H1800`);
  b.push(
    `<path d="${courses.join(' ')}" stroke="${darken(brick, 0.35)}" stroke-width="1" opacity="0.35" fill="none"/>`,
  );
  b.push(rect(100, 140, 1720, 34, darken(brick, 0.3)));
  // Chimney.
  b.push(rect(1620, 20, 70, 160, darken(brick, 0.1)));
  b.push(rect(1608, 10, 94, 18, darken(brick, 0.3)));
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 10; col += 1) {
      const x = 190 + col * 160;
      const y = 220 + row * 165;
      const lit = m.lit && r.chance(0.62);
      const fill = lit
        ? svg.linear([
            [0, '#ffe6b3'],
            [1, '#d9944e'],
          ])
        : svg.linear([
            [0, mix(m.sky[2], '#ffffff', 0.2)],
            [1, '#1d2330'],
          ]);
      b.push(`<path d="M${x},${y + 120} V${y + 40} A40,40 0 0 1 ${x + 80},${y + 40} V${y + 120} Z" fill="${fill}"/>`);
      b.push(
        `<path d="M${x},${y + 120} V${y + 40} A40,40 0 0 1 ${x + 80},${y + 40} V${y + 120} Z M${x + 40},${y} V${y + 120} M${x},${y + 70} H${x + 80}" stroke="#1a1512" stroke-width="3" fill="none"/>`,
      );
      b.push(rect(x - 6, y + 120, 92, 8, '#c9b8a0'));
    }
  }
  const building = group(b);
  svg.add(building);
  svg.add(
    rect(
      0,
      water,
      W,
      H - water,
      svg.linear([
        [0, m.sea[1]],
        [1, m.sea[2]],
      ]),
    ),
  );
  svg.add(
    group(
      `<g transform="translate(0 ${2 * water}) scale(1 -1)" opacity="0.4">${building}</g>`,
      `clip-path="${svg.clip(rect(0, water, W, H - water, '#fff'))}"`,
    ),
  );
  const rip = [];
  for (let i = 0; i < 120; i += 1) {
    const y = r.range(water + 4, H);
    const x = r.range(-60, W);
    rip.push(`M${f(x)},${f(y)} h${f(r.range(40, 200))}`);
  }
  svg.add(`<path d="${rip.join(' ')}" stroke="${m.sea[2]}" stroke-width="3" opacity="0.6" fill="none"/>`);
  svg.add(rect(0, water - 14, W, 14, '#4a4640'));
  for (let x = 40; x < W; x += 320) {
    svg.add(rect(x, water - 130, 8, 116, '#1b1b1d'));
    if (m.lit)
      svg.add(
        ellipse(x + 4, water - 134, 60, 60, svg.soft('#ffd58f', 0.55)) + ellipse(x + 4, water - 134, 8, 8, '#fff3d0'),
      );
  }
  return svg.toString();
}

/** A Marbella villa: the villa with the Sierra behind and cypress instead of palms. */
function marbellaVilla({ seed, mood = 'golden' }) {
  return villa({ seed, mood, backdrop: 'hills', trees: 'cypress', variant: 'low' });
}

module.exports = {
  beach,
  desert,
  golf,
  aerialPalm,
  arches,
  resortPool,
  stuccoTerrace,
  millConversion,
  marbellaVilla,
  wheel,
  parasol,
  sunbed,
};
