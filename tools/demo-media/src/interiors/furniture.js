'use strict';
/**
 * Furniture as lit volumes in the room's perspective: rugs, sofas, tables, chairs, plants,
 * pendants and floor lamps, each with its contact shadow.
 */
const { box, darken, ellipse, f, group, lighten, line, poly } = require('../kit');
const { H } = require('./palettes');
const { shade } = require('./shell');

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

module.exports = { shadow, facesOf, rug, sofa, table, chair, plant, pendant, floorLamp };
