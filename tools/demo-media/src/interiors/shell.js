'use strict';
/**
 * Every room's shell (ceiling, walls, floor, the glazed back wall and its view) and its finish:
 * the furniture laid in, then the window's light washed over the whole.
 */
const { MOODS, darken, ellipse, f, group, lighten, line, mix, perspective, poly, rect } = require('../kit');
const { H, PALETTES, W } = require('./palettes');
const { view } = require('./views');

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

module.exports = { shade, shell, finish };
