'use strict';
/**
 * The principal suite: the bedroom and the bathroom.
 */
const { Svg, box, ellipse, f, line, poly, rng } = require('../kit');
const { H, W } = require('./palettes');
const { finish, shade, shell } = require('./shell');
const { chair, facesOf, plant, rug, shadow } = require('./furniture');

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

module.exports = { bedroom, bathroom };
