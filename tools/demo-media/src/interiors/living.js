'use strict';
/**
 * The day rooms of a residence: the living room, the kitchen, the dining room and the terrace.
 */
const { Svg, box, darken, ellipse, f, lighten, line, mix, palm, rect, rng } = require('../kit');
const { H, W } = require('./palettes');
const { finish, shade, shell } = require('./shell');
const { chair, facesOf, floorLamp, pendant, plant, rug, shadow, sofa, table } = require('./furniture');

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

module.exports = { living, kitchen, dining, terrace };
