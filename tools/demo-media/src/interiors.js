'use strict';
/**
 * Interiors in one-point perspective: floor-to-ceiling glass onto the sea, the skyline or the
 * hills, stone and oak floors, and furniture as lit volumes. Living rooms, bedrooms, kitchens,
 * bathrooms, dining rooms, terraces, and the amenities of a building (gym, spa pool, lobby).
 */
const {
  MOODS,
  Svg,
  box,
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
const { tower, windowPatterns, supertall } = require('./towers');

const W = 1920;
const H = 1200;

const PALETTES = {
  ivory: {
    wall: '#efe7dc',
    ceiling: '#f7f3ee',
    floor: '#dccbb1',
    floorKind: 'stone',
    fabric: '#eee7dc',
    fabric2: '#c9b79d',
    wood: '#8b6a4d',
    accent: '#b8935a',
    dark: '#2f2b28',
    rug: '#d9cdbb',
  },
  walnut: {
    wall: '#ddd3c7',
    ceiling: '#f1ebe3',
    floor: '#9c7452',
    floorKind: 'oak',
    fabric: '#d7ccbd',
    fabric2: '#7d6a58',
    wood: '#5b3f2c',
    accent: '#c6a469',
    dark: '#26221f',
    rug: '#cbbba6',
  },
  marble: {
    wall: '#efece8',
    ceiling: '#f8f7f5',
    floor: '#eceae6',
    floorKind: 'marble',
    fabric: '#dcd6cf',
    fabric2: '#8f9aa3',
    wood: '#6e5744',
    accent: '#c9a86a',
    dark: '#1f1f22',
    rug: '#d6d0c7',
  },
  noir: {
    wall: '#4a4541',
    ceiling: '#3b3733',
    floor: '#5a4e44',
    floorKind: 'oak',
    fabric: '#a49585',
    fabric2: '#6b5a4a',
    wood: '#2d231c',
    accent: '#cfa86a',
    dark: '#161412',
    rug: '#6f6358',
  },
  sage: {
    wall: '#e4e3d9',
    ceiling: '#f5f4ee',
    floor: '#c7b398',
    floorKind: 'oak',
    fabric: '#cfd3c2',
    fabric2: '#8d9a7e',
    wood: '#7a5c43',
    accent: '#b89a66',
    dark: '#2a2c26',
    rug: '#dcd8c8',
  },
};

/* ------------------------------------------------------------------ views */

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

/* ------------------------------------------------------------------ room shell */

function shade(c, night) {
  return night ? mix(c, '#231d26', 0.42) : c;
}

/**
 * The shell: ceiling, side walls, floor and the glazed back wall with its view. Answers the
 * perspective and helpers for furnishing.
 */
function shell(
  svg,
  r,
  {
    mood,
    palette,
    vx = W / 2,
    vy = 560,
    s = 0.52,
    viewKind = 'sea',
    leftWall = 'plaster',
    rightWall = 'plaster',
    ceiling = true,
    backWall = 'glass',
    floorKind,
  },
) {
  const m = MOODS[mood];
  const pal = PALETTES[palette];
  const night = m.lit;
  const P = perspective(vx, vy);
  const b0 = P.p(0, 0, s);
  const b1 = P.p(W, H, s);
  const out = [];

  // The view, scaled into the back wall (same proportions as the picture).
  const viewMarkup = view(svg, r, { kind: viewKind, mood, vy });
  out.push(
    backWall === 'open'
      ? viewMarkup
      : `<g transform="translate(${f(b0[0])} ${f(b0[1])}) scale(${s})">${viewMarkup}</g>`,
  );
  if (backWall === 'glass') {
    const bars = [];
    const n = 5;
    for (let i = 1; i < n; i += 1) {
      const x = b0[0] + ((b1[0] - b0[0]) * i) / n;
      bars.push(rect(x - 3, b0[1], 6, b1[1] - b0[1], '#1e1c1c'));
    }
    bars.push(rect(b0[0], b0[1], b1[0] - b0[0], 10, '#1e1c1c'));
    bars.push(rect(b0[0], b1[1] - 8, b1[0] - b0[0], 8, '#1e1c1c'));
    out.push(group(bars));
    // Sheen on the glass.
    out.push(
      poly(
        [
          [b0[0] + 80, b0[1]],
          [b0[0] + 300, b0[1]],
          [b0[0] + 120, b1[1]],
          [b0[0] - 100, b1[1]],
        ],
        '#ffffff',
        'opacity="0.05"',
      ),
    );
  }

  const wallTone = shade(pal.wall, night);
  const floorTone = shade(pal.floor, night);
  const ceilTone = shade(pal.ceiling, night);

  // Floor.
  const floor = [[0, H], [W, H], P.p(W, H, s), P.p(0, H, s)];
  out.push(
    poly(
      floor,
      svg.linear(
        [
          [0, lighten(floorTone, 0.12)],
          [1, darken(floorTone, 0.18)],
        ],
        { x1: 0, y1: floor[2][1], x2: 0, y2: H, units: 'userSpaceOnUse' },
      ),
    ),
  );
  const kind = floorKind ?? pal.floorKind;
  const joints = [];
  if (kind === 'oak') {
    for (let x = -3000; x < W + 3000; x += 70)
      joints.push(`M${f(P.p(x, H, s)[0])},${f(P.p(x, H, s)[1])} L${f(P.p(x, H, 1.6)[0])},${f(P.p(x, H, 1.6)[1])}`);
    out.push(
      `<path d="${joints.join(' ')}" stroke="${darken(floorTone, 0.35)}" stroke-width="1.4" opacity="0.45" fill="none"/>`,
    );
    const grain = [];
    for (let i = 0; i < 60; i += 1) {
      const x = r.range(-1500, W + 1500);
      const t0 = r.range(s, 1);
      const a = P.p(x, H, t0);
      const b = P.p(x + r.range(-6, 6), H, Math.min(1.4, t0 + r.range(0.05, 0.2)));
      grain.push(`M${f(a[0])},${f(a[1])} L${f(b[0])},${f(b[1])}`);
    }
    out.push(
      `<path d="${grain.join(' ')}" stroke="${lighten(floorTone, 0.2)}" stroke-width="2" opacity="0.35" fill="none"/>`,
    );
  } else {
    const tile = kind === 'marble' ? 300 : 240;
    for (let x = -3000; x < W + 3000; x += tile)
      joints.push(`M${f(P.p(x, H, s)[0])},${f(P.p(x, H, s)[1])} L${f(P.p(x, H, 1.6)[0])},${f(P.p(x, H, 1.6)[1])}`);
    for (let z = 1; z < 12; z += 1) {
      const t = s / (1 - z * 0.075 * (1 - s) * 1.9);
      if (t > 1.5 || t < s) continue;
      joints.push(`M0,${f(P.p(0, H, t)[1])} L${W},${f(P.p(0, H, t)[1])}`);
    }
    out.push(
      `<path d="${joints.join(' ')}" stroke="${darken(floorTone, 0.25)}" stroke-width="1.2" opacity="0.4" fill="none"/>`,
    );
    if (kind === 'marble') {
      const veins = [];
      for (let i = 0; i < 14; i += 1) {
        const a = P.p(r.range(-800, W + 800), H, r.range(s, 1));
        veins.push(
          `M${f(a[0])},${f(a[1])} q${f(r.range(40, 160))},${f(r.range(-10, 30))} ${f(r.range(120, 400))},${f(r.range(-20, 60))}`,
        );
      }
      out.push(`<path d="${veins.join(' ')}" stroke="#8e8a86" stroke-width="1.3" opacity="0.35" fill="none"/>`);
    }
  }
  // The window reflected in a polished floor, or light pooling in front of it.
  out.push(
    poly(
      [P.p(0, H, s), P.p(W, H, s), P.p(W, H, s + (1 - s) * 0.55), P.p(0, H, s + (1 - s) * 0.55)],
      svg.linear([
        [0, night ? m.light : '#ffffff', night ? 0.18 : kind === 'oak' ? 0.22 : 0.4],
        [1, '#ffffff', 0],
      ]),
    ),
  );
  if (!night && mood !== 'midday') {
    // Low sun: long warm patches of light on the floor.
    for (let i = 0; i < 3; i += 1) {
      const x = r.range(200, W - 500);
      const t0 = r.range(s + 0.02, s + 0.1);
      const t1 = t0 + r.range(0.12, 0.25);
      out.push(
        poly(
          [P.p(x, H, t0), P.p(x + 220, H, t0), P.p(x + 520, H, t1), P.p(x + 300, H, t1)],
          '#ffd9a0',
          'opacity="0.22"',
        ),
      );
    }
  }

  // Ceiling.
  if (ceiling) {
    const ceil = [[0, 0], [W, 0], P.p(W, 0, s), P.p(0, 0, s)];
    out.push(
      poly(
        ceil,
        svg.linear(
          [
            [0, darken(ceilTone, 0.1)],
            [1, ceilTone],
          ],
          { x1: 0, y1: 0, x2: 0, y2: ceil[2][1], units: 'userSpaceOnUse' },
        ),
      ),
    );
    // A recessed cove of light round a coffer.
    const c = [P.p(420, 0, 0.62), P.p(W - 420, 0, 0.62), P.p(W - 420, 0, 0.9), P.p(420, 0, 0.9)];
    out.push(poly(c, darken(ceilTone, 0.06)));
    out.push(
      `<polygon points="${c.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="none" stroke="${night ? '#ffd9a0' : '#fffaf0'}" stroke-width="5" opacity="0.8"/>`,
    );
    for (const t of [0.66, 0.8]) {
      for (const x of [260, 760, 1160, 1660]) {
        const q = P.p(x, 0, t);
        out.push(ellipse(q[0], q[1] + 2, 9 * t, 3.5 * t, '#fffaf0'));
        if (night) out.push(ellipse(q[0], q[1] + 30, 60 * t, 40 * t, svg.soft('#ffe2ad', 0.35)));
      }
    }
  }

  // Side walls.
  const walls = [
    ['left', leftWall, [[0, 0], P.p(0, 0, s), P.p(0, H, s), [0, H]], 0],
    ['right', rightWall, [[W, 0], P.p(W, 0, s), P.p(W, H, s), [W, H]], W],
  ];
  for (const [, kindW, pts, wx] of walls) {
    if (kindW === 'none') continue;
    const dir = wx === 0 ? 1 : -1;
    if (kindW === 'glass') {
      out.push(
        poly(
          pts,
          svg.linear(
            [
              [0, m.sky[1]],
              [0.45, m.sky[3]],
              [0.47, m.sea[1]],
              [1, m.sea[2]],
            ],
            { x1: 0, y1: 0, x2: 0, y2: H, units: 'userSpaceOnUse' },
          ),
        ),
      );
      const bars = [];
      for (let t = s; t <= 1.05; t += (1 - s) / 3) {
        const a = P.p(wx, 0, t);
        const b = P.p(wx, H, t);
        bars.push(line(a[0], a[1], b[0], b[1], '#1e1c1c', 8 * t));
      }
      out.push(group(bars));
      continue;
    }
    const base =
      kindW === 'wood'
        ? shade(pal.wood, night)
        : kindW === 'stone'
          ? shade(mix(pal.wall, '#cbb89d', 0.5), night)
          : wallTone;
    out.push(
      poly(
        pts,
        svg.linear(
          [
            [0, darken(base, 0.16)],
            [1, lighten(base, 0.04)],
          ],
          { x1: wx, y1: 0, x2: P.p(wx, 0, s)[0], y2: 0, units: 'userSpaceOnUse' },
        ),
      ),
    );
    if (kindW === 'wood') {
      const slats = [];
      for (let t = s; t < 1.2; t *= 1.035) {
        const a = P.p(wx, 0, t);
        const b = P.p(wx, H, t);
        slats.push(`M${f(a[0])},${f(a[1])} L${f(b[0])},${f(b[1])}`);
      }
      out.push(
        `<path d="${slats.join(' ')}" stroke="${darken(base, 0.4)}" stroke-width="2" opacity="0.6" fill="none"/>`,
      );
    } else if (kindW === 'stone') {
      const veins = [];
      for (let i = 0; i < 10; i += 1) {
        const t = r.range(s, 1);
        const a = P.p(wx, r.range(100, H - 100), t);
        veins.push(
          `M${f(a[0])},${f(a[1])} q${f(dir * r.range(10, 60))},${f(r.range(40, 120))} ${f(dir * r.range(20, 120))},${f(r.range(120, 300))}`,
        );
      }
      out.push(
        `<path d="${veins.join(' ')}" stroke="${darken(base, 0.35)}" stroke-width="1.5" opacity="0.4" fill="none"/>`,
      );
    } else {
      // A large abstract canvas on plaster.
      const t0 = r.range(0.66, 0.72);
      const t1 = t0 + 0.12;
      const frame = [P.p(wx, 330, t0), P.p(wx, 330, t1), P.p(wx, 760, t1), P.p(wx, 760, t0)];
      out.push(poly(frame, shade(pal.dark, night)));
      const inner = [
        P.p(wx, 345, t0 + 0.005),
        P.p(wx, 345, t1 - 0.005),
        P.p(wx, 745, t1 - 0.005),
        P.p(wx, 745, t0 + 0.005),
      ];
      out.push(
        poly(
          inner,
          svg.linear(
            [
              [0, shade(r.pick(['#c9a27a', '#a9b4b8', '#d6c2a8', '#8e9c8a']), night)],
              [1, shade(r.pick(['#e9ddcb', '#4f5d6b', '#b07a54', '#f0e7da']), night)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
        ),
      );
      if (night)
        out.push(ellipse((frame[0][0] + frame[1][0]) / 2, frame[0][1] - 10, 180, 120, svg.soft('#ffdca3', 0.3)));
    }
    // Skirting.
    out.push(poly([[wx, H - 16], P.p(wx, H - 16, s), P.p(wx, H, s), [wx, H]], darken(base, 0.25)));
  }
  return { P, s, m, pal, night, markup: out.join(''), b0, b1 };
}

/* ------------------------------------------------------------------ furniture */

function shadow(svg, P, x0, x1, t, spread = 1) {
  const a = P.p(x0, H, t);
  const b = P.p(x1, H, t);
  return ellipse(
    (a[0] + b[0]) / 2,
    a[1] - 6,
    ((b[0] - a[0]) / 2) * 1.08 * spread,
    26 * t * spread,
    svg.soft('#000000', 0.38, 0.35),
  );
}

function facesOf(svg, colour, night) {
  const c = shade(colour, night);
  return {
    front: svg.linear([
      [0, lighten(c, 0.06)],
      [1, darken(c, 0.14)],
    ]),
    topFill: lighten(c, 0.14),
    side: darken(c, 0.2),
  };
}

function rug(svg, ctx, x0, x1, t0, t1, colour) {
  const { P, night } = ctx;
  const c = shade(colour, night);
  return group([
    poly([P.p(x0, H, t1), P.p(x1, H, t1), P.p(x1, H, t0), P.p(x0, H, t0)], c),
    poly(
      [P.p(x0 + 40, H, t1 - 0.01), P.p(x1 - 40, H, t1 - 0.01), P.p(x1 - 40, H, t0 + 0.01), P.p(x0 + 40, H, t0 + 0.01)],
      'none',
      `stroke="${darken(c, 0.15)}" stroke-width="3"`,
    ),
  ]);
}

function sofa(svg, ctx, { x0, x1, t, colour }) {
  const { P, night } = ctx;
  const body = facesOf(svg, colour, night);
  const seat = facesOf(svg, lighten(colour, 0.08), night);
  const d = 0.07;
  const out = [shadow(svg, P, x0, x1, t)];
  out.push(box(svg, P, { x0, x1, top: H - 430, bottom: H - 40, tFront: t - d * 0.7, tBack: t - d, ...body })); // back
  out.push(box(svg, P, { x0, x1, top: H - 190, bottom: H - 30, tFront: t, tBack: t - d * 0.7, ...body })); // base
  const n = 3;
  for (let i = 0; i < n; i += 1) {
    const a = x0 + 80 + ((x1 - x0 - 160) * i) / n;
    const b = x0 + 80 + ((x1 - x0 - 160) * (i + 1)) / n - 8;
    out.push(
      box(svg, P, { x0: a, x1: b, top: H - 250, bottom: H - 190, tFront: t - 0.004, tBack: t - d * 0.7, ...seat }),
    );
    out.push(
      box(svg, P, {
        x0: a + 10,
        x1: b - 10,
        top: H - 400,
        bottom: H - 250,
        tFront: t - d * 0.62,
        tBack: t - d * 0.68,
        ...seat,
      }),
    );
  }
  out.push(box(svg, P, { x0, x1: x0 + 80, top: H - 300, bottom: H - 30, tFront: t, tBack: t - d, ...body })); // arms
  out.push(box(svg, P, { x0: x1 - 80, x1, top: H - 300, bottom: H - 30, tFront: t, tBack: t - d, ...body }));
  // Scatter cushions.
  for (const x of [x0 + 110, x1 - 230])
    out.push(
      box(svg, P, {
        x0: x,
        x1: x + 120,
        top: H - 370,
        bottom: H - 250,
        tFront: t - d * 0.55,
        tBack: t - d * 0.6,
        ...facesOf(svg, ctx.pal.fabric2, night),
      }),
    );
  return group(out);
}

function table(svg, ctx, { x0, x1, t, depth = 0.06, height = 130, top = '#e8e4de', base }) {
  const { P, night } = ctx;
  const out = [shadow(svg, P, x0, x1, t, 0.9)];
  out.push(
    box(svg, P, {
      x0: x0 + (x1 - x0) * 0.3,
      x1: x1 - (x1 - x0) * 0.3,
      top: H - height + 20,
      bottom: H,
      tFront: t - depth * 0.25,
      tBack: t - depth * 0.75,
      ...facesOf(svg, base ?? ctx.pal.wood, night),
    }),
  );
  out.push(
    box(svg, P, {
      x0,
      x1,
      top: H - height,
      bottom: H - height + 22,
      tFront: t,
      tBack: t - depth,
      ...facesOf(svg, top, night),
    }),
  );
  return group(out);
}

function chair(svg, ctx, { x0, x1, t, colour }) {
  const { P, night } = ctx;
  const faces = facesOf(svg, colour, night);
  return group([
    shadow(svg, P, x0, x1, t, 0.8),
    box(svg, P, { x0, x1, top: H - 200, bottom: H, tFront: t, tBack: t - 0.05, ...faces }),
    box(svg, P, { x0, x1, top: H - 380, bottom: H - 200, tFront: t - 0.04, tBack: t - 0.05, ...faces }),
  ]);
}

function plant(svg, ctx, r, { x, t, size = 1 }) {
  const { P, night } = ctx;
  const base = P.p(x, H, t);
  const k = t * size;
  const pot = shade('#d8d0c4', night);
  const leaf = shade('#4d6b3c', night);
  const out = [ellipse(base[0], base[1] - 4, 110 * k, 20 * k, svg.soft('#000000', 0.35))];
  out.push(
    poly(
      [
        [base[0] - 70 * k, base[1] - 180 * k],
        [base[0] + 70 * k, base[1] - 180 * k],
        [base[0] + 55 * k, base[1]],
        [base[0] - 55 * k, base[1]],
      ],
      svg.linear(
        [
          [0, lighten(pot, 0.1)],
          [1, darken(pot, 0.2)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  for (let i = 0; i < 46; i += 1) {
    const a = r.range(-Math.PI, 0);
    const d = r.range(40, 260) * k;
    const cx = base[0] + Math.cos(a) * d * 0.8;
    const cy = base[1] - 200 * k - Math.abs(Math.sin(a)) * d * 1.6 - r.range(0, 200) * k;
    const c = r.chance(0.3) ? lighten(leaf, 0.25) : r.chance(0.5) ? leaf : darken(leaf, 0.25);
    out.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(34 * k)}" ry="${f(15 * k)}" fill="${c}" transform="rotate(${f(r.range(-60, 60))} ${f(cx)} ${f(cy)})"/>`,
    );
  }
  out.push(line(base[0], base[1] - 180 * k, base[0], base[1] - 420 * k, darken(leaf, 0.4), 4 * k));
  return group(out);
}

function pendant(svg, ctx, x, t, drop, size = 1) {
  const { P, night } = ctx;
  const a = P.p(x, 0, t);
  const b = P.p(x, drop, t);
  const rr = 46 * t * size;
  return group([
    line(a[0], a[1], b[0], b[1], '#3b3530', 2),
    ellipse(b[0], b[1] + rr * 0.6, rr * 5, rr * 4, svg.soft('#ffe2ad', night ? 0.45 : 0.15)),
    ellipse(
      b[0],
      b[1] + rr * 0.6,
      rr,
      rr,
      svg.radial(
        [
          [0, '#fffaf0'],
          [0.6, '#ffe9c0'],
          [1, '#d9b77f'],
        ],
        { cx: 0.45, cy: 0.4 },
      ),
    ),
  ]);
}

function floorLamp(svg, ctx, x, t) {
  const { P, night } = ctx;
  const base = P.p(x, H, t);
  const k = t;
  return group([
    ellipse(base[0], base[1] - 3, 40 * k, 8 * k, shade(ctx.pal.dark, night)),
    line(base[0], base[1], base[0], base[1] - 560 * k, shade(ctx.pal.accent, night), 4 * k),
    poly(
      [
        [base[0] - 60 * k, base[1] - 620 * k],
        [base[0] + 60 * k, base[1] - 620 * k],
        [base[0] + 80 * k, base[1] - 520 * k],
        [base[0] - 80 * k, base[1] - 520 * k],
      ],
      night ? '#ffe7b8' : '#f3ece0',
    ),
    ellipse(base[0], base[1] - 520 * k, 260 * k, 200 * k, svg.soft('#ffdf9f', night ? 0.5 : 0.12)),
  ]);
}

/* ------------------------------------------------------------------ rooms */

function finish(svg, ctx, parts) {
  svg.add(ctx.markup);
  svg.add(...parts);
  const m = ctx.m;
  // Light from the window: a wash that is warm at golden hour, cool by day, lamp-lit at night.
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, m.haze, ctx.night ? 0.05 : 0.1],
        [1, '#000000', ctx.night ? 0.25 : 0.08],
      ]),
    ),
  );
  return svg.toString();
}

function living({ seed, mood = 'golden', palette = 'ivory', viewKind = 'sea' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, {
    mood,
    palette,
    viewKind,
    leftWall: r.pick(['plaster', 'wood', 'glass']),
    rightWall: r.pick(['plaster', 'stone']),
  });
  const pal = ctx.pal;
  const parts = [
    rug(svg, ctx, 420, 1500, 0.62, 0.95, pal.rug),
    sofa(svg, ctx, { x0: 520, x1: 1400, t: 0.7, colour: pal.fabric }),
    chair(svg, ctx, { x0: 180, x1: 430, t: 0.86, colour: pal.fabric2 }),
    table(svg, ctx, {
      x0: 700,
      x1: 1220,
      t: 0.86,
      depth: 0.06,
      height: 140,
      top: palette === 'noir' ? '#d9d2c9' : '#f1eee9',
    }),
    plant(svg, ctx, r, { x: 1700, t: 0.66, size: 1.2 }),
    floorLamp(svg, ctx, 260, 0.64),
    pendant(svg, ctx, 960, 0.72, 300, 1.2),
  ];
  // Objects on the coffee table.
  const p = ctx.P.p(880, H - 140, 0.83);
  parts.push(rect(p[0], p[1] - 30, 120, 30, shade(pal.fabric2, ctx.night)));
  parts.push(ellipse(p[0] + 220, p[1] - 30, 40, 40, shade(pal.accent, ctx.night)));
  return finish(svg, ctx, parts);
}

function bedroom({ seed, mood = 'golden', palette = 'walnut', viewKind = 'sea' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, {
    mood,
    palette,
    viewKind,
    vx: 1100,
    leftWall: r.pick(['wood', 'plaster']),
    rightWall: 'plaster',
  });
  const { P, pal, night } = ctx;
  const t0 = 0.62;
  const t1 = 0.84;
  const parts = [shadow(svg, P, 0, 900, t1, 1.1)];
  parts.push(
    box(svg, P, {
      x0: 0,
      x1: 50,
      top: H - 640,
      bottom: H,
      tFront: t1 + 0.02,
      tBack: t0 - 0.02,
      ...facesOf(svg, pal.wood, night),
    }),
  ); // headboard
  parts.push(
    box(svg, P, {
      x0: 50,
      x1: 1000,
      top: H - 190,
      bottom: H - 30,
      tFront: t1,
      tBack: t0,
      ...facesOf(svg, pal.wood, night),
    }),
  );
  parts.push(
    box(svg, P, {
      x0: 50,
      x1: 980,
      top: H - 300,
      bottom: H - 190,
      tFront: t1 - 0.005,
      tBack: t0 + 0.005,
      ...facesOf(svg, '#f4f1ec', night),
    }),
  );
  parts.push(
    box(svg, P, {
      x0: 380,
      x1: 990,
      top: H - 312,
      bottom: H - 200,
      tFront: t1 + 0.002,
      tBack: t0 + 0.002,
      ...facesOf(svg, pal.fabric2, night),
    }),
  ); // throw
  for (const [a, b] of [
    [t0 + 0.02, t0 + 0.1],
    [t0 + 0.11, t1 - 0.02],
  ]) {
    parts.push(
      box(svg, P, {
        x0: 60,
        x1: 200,
        top: H - 420,
        bottom: H - 300,
        tFront: b,
        tBack: a,
        ...facesOf(svg, '#ffffff', night),
      }),
    );
    parts.push(
      box(svg, P, {
        x0: 200,
        x1: 270,
        top: H - 380,
        bottom: H - 300,
        tFront: b - 0.01,
        tBack: a + 0.01,
        ...facesOf(svg, pal.fabric, night),
      }),
    );
  }
  // Bedside table and lamp.
  parts.push(shadow(svg, P, 50, 330, t1 + 0.1, 0.8));
  parts.push(
    box(svg, P, {
      x0: 50,
      x1: 330,
      top: H - 260,
      bottom: H,
      tFront: t1 + 0.1,
      tBack: t1 + 0.04,
      ...facesOf(svg, pal.dark, night),
    }),
  );
  parts.push(
    box(svg, P, {
      x0: 50,
      x1: 330,
      top: H - 262,
      bottom: H - 250,
      tFront: t1 + 0.101,
      tBack: t1 + 0.04,
      ...facesOf(svg, pal.accent, night),
    }),
  );
  const lp = P.p(190, H - 260, t1 + 0.07);
  parts.push(ellipse(lp[0], lp[1] - 170, 300, 240, svg.soft('#ffdf9f', night ? 0.55 : 0.15)));
  parts.push(
    poly(
      [
        [lp[0] - 60, lp[1] - 230],
        [lp[0] + 60, lp[1] - 230],
        [lp[0] + 80, lp[1] - 130],
        [lp[0] - 80, lp[1] - 130],
      ],
      night ? '#ffe7b8' : '#f3ece0',
    ),
  );
  parts.push(line(lp[0], lp[1] - 130, lp[0], lp[1], shade(pal.accent, night), 5));
  parts.push(rug(svg, ctx, 900, 1700, 0.7, 0.96, pal.rug));
  parts.push(chair(svg, ctx, { x0: 1420, x1: 1680, t: 0.7, colour: pal.fabric }));
  parts.push(plant(svg, ctx, r, { x: 1780, t: 0.6, size: 1 }));
  return finish(svg, ctx, parts);
}

function kitchen({ seed, mood = 'midday', palette = 'marble', viewKind = 'skyline' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, { mood, palette, viewKind, vx: 860, leftWall: 'glass', rightWall: 'plaster' });
  const { P, pal, night } = ctx;
  const parts = [];
  // Tall joinery along the right wall: fronts seen on the face towards the room.
  const cab = facesOf(svg, palette === 'marble' ? '#3a3633' : pal.wood, night);
  parts.push(
    box(svg, P, {
      x0: 1560,
      x1: W,
      top: 90,
      bottom: H,
      tFront: 1.05,
      tBack: 0.55,
      ...cab,
      side: svg.linear(
        [
          [0, darken(shade(palette === 'marble' ? '#3a3633' : pal.wood, night), 0.1)],
          [1, shade(palette === 'marble' ? '#4a4541' : lighten(pal.wood, 0.1), night)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
  );
  const doors = [];
  for (let t = 0.55; t < 1.05; t += 0.055) {
    const a = P.p(1560, 90, t);
    const b = P.p(1560, H, t);
    doors.push(`M${f(a[0])},${f(a[1])} L${f(b[0])},${f(b[1])}`);
  }
  parts.push(`<path d="${doors.join(' ')}" stroke="#000" stroke-width="2" opacity="0.35" fill="none"/>`);
  // Island with a waterfall stone top.
  const stone = facesOf(svg, '#f2f0ec', night);
  parts.push(shadow(svg, P, 420, 1380, 0.8, 1.05));
  parts.push(
    box(svg, P, {
      x0: 420,
      x1: 1380,
      top: H - 360,
      bottom: H,
      tFront: 0.8,
      tBack: 0.68,
      ...facesOf(svg, palette === 'marble' ? pal.wood : '#2f2b28', night),
    }),
  );
  parts.push(box(svg, P, { x0: 400, x1: 1400, top: H - 380, bottom: H - 352, tFront: 0.805, tBack: 0.675, ...stone }));
  parts.push(box(svg, P, { x0: 1372, x1: 1400, top: H - 380, bottom: H, tFront: 0.805, tBack: 0.675, ...stone }));
  // Stools.
  for (const x of [560, 820, 1080]) {
    const a = P.p(x, H, 0.88);
    const b = P.p(x + 160, H, 0.88);
    const seat = P.p(x, H - 260, 0.88);
    parts.push(ellipse((a[0] + b[0]) / 2, a[1] - 4, 100, 16, svg.soft('#000000', 0.3)));
    parts.push(line(a[0] + 20, a[1], seat[0] + 30, seat[1], shade(pal.accent, night), 5));
    parts.push(line(b[0] - 20, b[1], seat[0] + (b[0] - a[0]) - 30, seat[1], shade(pal.accent, night), 5));
    parts.push(rect(seat[0], seat[1] - 34, b[0] - a[0], 34, shade(pal.fabric2, night), 'rx="10"'));
  }
  for (const x of [620, 900, 1180]) parts.push(pendant(svg, ctx, x, 0.74, 480, 0.8));
  // A bowl of lemons and a vase on the island.
  const q = P.p(700, H - 380, 0.74);
  parts.push(ellipse(q[0], q[1] - 16, 70, 22, shade('#f4f1ec', night)));
  for (let i = 0; i < 5; i += 1)
    parts.push(ellipse(q[0] - 40 + i * 20, q[1] - 30 - (i % 2) * 10, 16, 14, shade('#e8c547', night)));
  parts.push(plant(svg, ctx, r, { x: 260, t: 0.6, size: 1.1 }));
  return finish(svg, ctx, parts);
}

function bathroom({ seed, mood = 'golden', palette = 'marble', viewKind = 'sea' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, { mood, palette, viewKind, leftWall: 'stone', rightWall: 'stone', floorKind: 'marble' });
  const { P, pal, night } = ctx;
  const parts = [];
  // A freestanding oval tub before the window.
  const c = P.p(960, H, 0.72);
  const rx = 360;
  const top = c[1] - 190;
  parts.push(ellipse(c[0], c[1] - 4, rx * 1.15, 40, svg.soft('#000000', 0.35)));
  parts.push(
    `<path d="M${f(c[0] - rx)},${f(top)} C${f(c[0] - rx)},${f(c[1] + 10)} ${f(c[0] + rx)},${f(c[1] + 10)} ${f(c[0] + rx)},${f(top)} Z" fill="${svg.linear(
      [
        [0, shade('#ffffff', night)],
        [0.7, shade('#e9e6e1', night)],
        [1, shade('#cfcac3', night)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  parts.push(ellipse(c[0], top, rx, 58, shade('#fbfaf8', night)));
  parts.push(
    ellipse(
      c[0],
      top + 4,
      rx - 26,
      40,
      svg.linear([
        [0, shade('#bfdde2', night)],
        [1, shade('#8fc0c9', night)],
      ]),
    ),
  );
  parts.push(ellipse(c[0] - 120, top + 2, 80, 10, '#ffffff', 'opacity="0.4"'));
  // Floor-standing tap.
  const tp = P.p(1360, H, 0.74);
  parts.push(line(tp[0], tp[1], tp[0], tp[1] - 300, shade(pal.accent, night), 7));
  parts.push(
    `<path d="M${f(tp[0])},${f(tp[1] - 300)} q0,-40 -60,-40" stroke="${shade(pal.accent, night)}" stroke-width="7" fill="none"/>`,
  );
  // Floating vanity and mirror on the right wall.
  parts.push(
    box(svg, P, {
      x0: 1700,
      x1: W,
      top: H - 520,
      bottom: H - 380,
      tFront: 1.02,
      tBack: 0.78,
      ...facesOf(svg, pal.wood, night),
    }),
  );
  const mirror = [P.p(W, 150, 0.8), P.p(W, 150, 1.0), P.p(W, H - 600, 1.0), P.p(W, H - 600, 0.8)];
  parts.push(
    poly(
      mirror,
      svg.linear(
        [
          [0, shade('#dfe6ea', night)],
          [1, shade('#9fb0ba', night)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  parts.push(
    ellipse(
      (mirror[0][0] + mirror[1][0]) / 2,
      (mirror[0][1] + mirror[3][1]) / 2,
      220,
      320,
      svg.soft('#fff3d6', night ? 0.45 : 0.2),
    ),
  );
  // Towels and a candle tray on a stool.
  parts.push(
    box(svg, P, {
      x0: 300,
      x1: 520,
      top: H - 260,
      bottom: H,
      tFront: 0.88,
      tBack: 0.8,
      ...facesOf(svg, pal.wood, night),
    }),
  );
  parts.push(
    box(svg, P, {
      x0: 320,
      x1: 500,
      top: H - 320,
      bottom: H - 260,
      tFront: 0.875,
      tBack: 0.81,
      ...facesOf(svg, '#f4efe7', night),
    }),
  );
  parts.push(plant(svg, ctx, r, { x: 120, t: 0.66, size: 0.9 }));
  return finish(svg, ctx, parts);
}

function dining({ seed, mood = 'dusk', palette = 'walnut', viewKind = 'skyline' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, { mood, palette, viewKind, leftWall: 'wood', rightWall: 'plaster' });
  const { P, pal, night } = ctx;
  const parts = [rug(svg, ctx, 300, 1620, 0.62, 0.92, pal.rug)];
  for (const x of [520, 820, 1120]) parts.push(chair(svg, ctx, { x0: x, x1: x + 200, t: 0.68, colour: pal.fabric }));
  parts.push(
    table(svg, ctx, {
      x0: 380,
      x1: 1540,
      t: 0.8,
      depth: 0.1,
      height: 300,
      top: palette === 'noir' ? '#2a2420' : '#6b4f3a',
      base: pal.dark,
    }),
  );
  parts.push(chair(svg, ctx, { x0: 170, x1: 350, t: 0.78, colour: pal.fabric }));
  parts.push(chair(svg, ctx, { x0: 1570, x1: 1750, t: 0.78, colour: pal.fabric }));
  // Place settings.
  for (const x of [600, 900, 1200]) {
    const q = P.p(x, H - 300, 0.76);
    parts.push(ellipse(q[0] + 60, q[1] + 4, 46, 10, shade('#f4f1ec', night)));
  }
  // A linear chandelier over the table.
  const a = P.p(560, 420, 0.76);
  const b = P.p(1360, 420, 0.76);
  parts.push(line(a[0], P.p(560, 0, 0.76)[1], a[0], a[1], '#3b3530', 2));
  parts.push(line(b[0], P.p(1360, 0, 0.76)[1], b[0], b[1], '#3b3530', 2));
  parts.push(rect(a[0], a[1], b[0] - a[0], 14, shade(pal.accent, night)));
  parts.push(ellipse((a[0] + b[0]) / 2, a[1] + 60, (b[0] - a[0]) * 0.7, 180, svg.soft('#ffe2ad', night ? 0.5 : 0.15)));
  parts.push(plant(svg, ctx, r, { x: 1760, t: 0.62, size: 1.1 }));
  return finish(svg, ctx, parts);
}

function terrace({ seed, mood = 'golden', palette = 'ivory', viewKind = 'sea' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, {
    mood,
    palette,
    viewKind,
    s: 0.42,
    vy: 600,
    leftWall: 'stone',
    rightWall: 'none',
    ceiling: false,
    backWall: 'open',
    floorKind: 'oak',
  });
  const { P, pal, night, m } = ctx;
  const parts = [];
  // Pergola slats overhead.
  for (let t = 0.42; t < 1.2; t *= 1.07) {
    const a = P.p(0, 0, t);
    const b = P.p(W, 0, t);
    parts.push(line(a[0], a[1], b[0], b[1], shade(pal.wood, night), 16 * t));
  }
  // Glass balustrade at the edge.
  const g0 = P.p(0, H - 420, 0.46);
  const g1 = P.p(W, H, 0.46);
  parts.push(rect(g0[0], g0[1], g1[0] - g0[0], g1[1] - g0[1], '#dff3ff', 'opacity="0.16"'));
  parts.push(rect(g0[0], g0[1] - 4, g1[0] - g0[0], 6, shade('#e9e4dc', night)));
  // Loungers and an outdoor sofa.
  for (const x of [260, 760]) {
    parts.push(shadow(svg, P, x, x + 360, 0.84, 1));
    parts.push(
      box(svg, P, {
        x0: x,
        x1: x + 360,
        top: H - 150,
        bottom: H - 40,
        tFront: 0.86,
        tBack: 0.62,
        ...facesOf(svg, pal.fabric, night),
      }),
    );
    parts.push(
      box(svg, P, {
        x0: x,
        x1: x + 360,
        top: H - 340,
        bottom: H - 150,
        tFront: 0.64,
        tBack: 0.61,
        ...facesOf(svg, pal.fabric, night),
      }),
    );
  }
  parts.push(table(svg, ctx, { x0: 1240, x1: 1560, t: 0.84, depth: 0.06, height: 110, top: '#e9e2d6' }));
  parts.push(plant(svg, ctx, r, { x: 1700, t: 0.62, size: 1.3 }));
  parts.push(
    palm(svg, r, {
      x: P.p(1820, H, 0.9)[0],
      y: P.p(1820, H, 0.9)[1],
      height: 720,
      lean: -0.08,
      color: mix(m.palm, '#34452c', m.lit ? 0.1 : 0.5),
      lit: m.palmLit,
      scale: 1.2,
    }),
  );
  return finish(svg, ctx, parts);
}

/* ------------------------------------------------------------------ amenities */

function gym({ seed, mood = 'midday', palette = 'noir', viewKind = 'skyline' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, { mood, palette, viewKind, leftWall: 'stone', rightWall: 'glass', floorKind: 'stone' });
  const { P, night } = ctx;
  const parts = [];
  // A mirror wall on the left.
  parts.push(
    poly(
      [P.p(0, 120, 0.58), P.p(0, 120, 1), P.p(0, H - 60, 1), P.p(0, H - 60, 0.58)],
      svg.linear(
        [
          [0, '#cfd9de', 0.7],
          [1, '#7f8e96', 0.7],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  // Treadmills facing the view, in a row.
  for (const x of [380, 760, 1140]) {
    const faces = facesOf(svg, '#2a2a2d', night);
    parts.push(shadow(svg, P, x, x + 260, 0.78, 0.9));
    parts.push(box(svg, P, { x0: x, x1: x + 260, top: H - 90, bottom: H - 20, tFront: 0.78, tBack: 0.62, ...faces }));
    parts.push(
      box(svg, P, {
        x0: x + 20,
        x1: x + 240,
        top: H - 96,
        bottom: H - 88,
        tFront: 0.77,
        tBack: 0.63,
        ...facesOf(svg, '#111113', night),
      }),
    );
    const a = P.p(x + 10, H - 90, 0.63);
    const b = P.p(x + 250, H - 90, 0.63);
    const a2 = P.p(x + 10, H - 480, 0.63);
    parts.push(line(a[0], a[1], a2[0], a2[1], '#3a3a3e', 7));
    parts.push(line(b[0], b[1], b[0], a2[1], '#3a3a3e', 7));
    parts.push(rect(a2[0] - 4, a2[1] - 50, b[0] - a2[0] + 8, 50, '#1d1d20'));
    parts.push(rect(a2[0] + 20, a2[1] - 42, b[0] - a2[0] - 40, 30, '#5fb4d6', 'opacity="0.7"'));
  }
  // Dumbbell rack.
  parts.push(
    box(svg, P, {
      x0: 200,
      x1: 1500,
      top: H - 160,
      bottom: H - 120,
      tFront: 0.95,
      tBack: 0.9,
      ...facesOf(svg, '#38383c', night),
    }),
  );
  for (let x = 260; x < 1460; x += 90) {
    const q = P.p(x, H - 175, 0.93);
    parts.push(ellipse(q[0], q[1], 22, 22, '#1a1a1c'));
    parts.push(ellipse(q[0] + 34, q[1], 22, 22, '#1a1a1c'));
    parts.push(rect(q[0], q[1] - 5, 34, 10, '#9a9aa0'));
  }
  parts.push(plant(svg, ctx, r, { x: 1760, t: 0.6, size: 1.1 }));
  return finish(svg, ctx, parts);
}

function spa({ seed, mood = 'night', palette = 'noir' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, {
    mood,
    palette,
    viewKind: 'sea',
    leftWall: 'stone',
    rightWall: 'stone',
    floorKind: 'stone',
    backWall: 'glass',
  });
  const { P, night } = ctx;
  const parts = [];
  // An indoor pool lit from within.
  const pool = [P.p(360, H, 0.56), P.p(1560, H, 0.56), P.p(1560, H, 0.9), P.p(360, H, 0.9)];
  parts.push(
    poly(
      pool,
      svg.linear(
        [
          [0, '#7fe0e6'],
          [0.5, '#2aa3b8'],
          [1, '#0c5a70'],
        ],
        { x1: 0, y1: pool[0][1], x2: 0, y2: pool[2][1], units: 'userSpaceOnUse' },
      ),
    ),
  );
  const rip = [];
  for (let i = 0; i < 60; i += 1) {
    const t = r.range(0.57, 0.89);
    const a = P.p(r.range(380, 1400), H, t);
    rip.push(`M${f(a[0])},${f(a[1])} q${f(30 * t)},-4 ${f(60 * t)},0 t${f(60 * t)},0`);
  }
  parts.push(`<path d="${rip.join(' ')}" stroke="#ffffff" stroke-width="1.6" opacity="0.3" fill="none"/>`);
  parts.push(
    `<polygon points="${pool.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="none" stroke="${shade('#e7dccb', false)}" stroke-width="6" opacity="0.7"/>`,
  );
  // Lit niches in the stone walls.
  for (const wx of [0, W]) {
    for (const t of [0.6, 0.72, 0.86]) {
      const a = P.p(wx, 420, t);
      const b = P.p(wx, 820, t + 0.04);
      parts.push(poly([a, [b[0], a[1] + (b[1] - a[1]) * 0], b, [a[0], b[1]]], '#ffd59a', 'opacity="0.55"'));
      parts.push(ellipse((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 120, 220, svg.soft('#ffcf85', 0.35)));
    }
  }
  // Loungers either side of the pool.
  for (const x of [80, 1660])
    parts.push(
      box(svg, P, {
        x0: x,
        x1: x + 200,
        top: H - 120,
        bottom: H - 40,
        tFront: 0.96,
        tBack: 0.64,
        ...facesOf(svg, '#e8e0d4', night),
      }),
    );
  // Candles.
  for (let i = 0; i < 6; i += 1) {
    const q = P.p(380 + i * 220, H, 0.93);
    parts.push(rect(q[0] - 8, q[1] - 30, 16, 30, '#f4ecde'));
    parts.push(ellipse(q[0], q[1] - 38, 4, 8, '#ffd27a'));
    parts.push(ellipse(q[0], q[1] - 40, 40, 40, svg.soft('#ffc96a', 0.5)));
  }
  return finish(svg, ctx, parts);
}

function lobby({ seed, mood = 'dusk', palette = 'marble' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const ctx = shell(svg, r, {
    mood,
    palette,
    viewKind: 'skyline',
    vy: 700,
    s: 0.46,
    leftWall: 'stone',
    rightWall: 'stone',
    floorKind: 'marble',
    backWall: 'glass',
  });
  const { P, pal, night } = ctx;
  const parts = [];
  // A reception desk clad in brass, a stone top.
  parts.push(shadow(svg, P, 560, 1360, 0.72, 1.05));
  parts.push(
    box(svg, P, {
      x0: 560,
      x1: 1360,
      top: H - 330,
      bottom: H,
      tFront: 0.72,
      tBack: 0.64,
      front: svg.linear(
        [
          [0, '#e8cf94'],
          [0.5, '#b8914f'],
          [1, '#8a6a3a'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
      topFill: '#f2efe9',
      side: '#7a5c30',
    }),
  );
  parts.push(
    box(svg, P, {
      x0: 540,
      x1: 1380,
      top: H - 350,
      bottom: H - 325,
      tFront: 0.725,
      tBack: 0.635,
      ...facesOf(svg, '#f2efe9', night),
    }),
  );
  // A chandelier of glass drops.
  const c = P.p(960, 240, 0.75);
  parts.push(ellipse(c[0], c[1] + 60, 520, 320, svg.soft('#ffe2ad', 0.45)));
  for (let i = 0; i < 70; i += 1) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0, 1) ** 0.6 * 300;
    const x = c[0] + Math.cos(a) * d;
    const y = c[1] + Math.sin(a) * d * 0.25 + r.range(-40, 120);
    parts.push(line(x, P.p(0, 0, 0.75)[1], x, y, '#d9c49a', 0.8, 'opacity="0.5"'));
    parts.push(ellipse(x, y, 5, 8, '#fff8e6'));
  }
  // Lounge chairs and tall plants either side.
  for (const x of [200, 1480]) parts.push(chair(svg, ctx, { x0: x, x1: x + 240, t: 0.7, colour: pal.fabric2 }));
  parts.push(plant(svg, ctx, r, { x: 90, t: 0.84, size: 1.4 }));
  parts.push(plant(svg, ctx, r, { x: 1830, t: 0.84, size: 1.4 }));
  return finish(svg, ctx, parts);
}

module.exports = { living, bedroom, kitchen, bathroom, dining, terrace, gym, spa, lobby, PALETTES };
