'use strict';
/**
 * A building's amenities: the residents' gym, the spa pool and the lobby.
 */
const { Svg, box, ellipse, f, line, poly, rect, rng } = require('../kit');
const { H, W } = require('./palettes');
const { finish, shade, shell } = require('./shell');
const { chair, facesOf, plant, shadow } = require('./furniture');

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

module.exports = { gym, spa, lobby };
