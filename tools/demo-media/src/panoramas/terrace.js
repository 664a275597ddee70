'use strict';
/**
 * The round roof terrace the visitor stands on: balustrade, paving rings, sofa, planters and lanterns.
 */
const { MOODS, darken, ellipse, f, group, lighten, line, mix, palm, rect } = require('../kit');
const { DEG, H, W, apart, around, rowOf, spanOf } = require('./sphere');

/** The round terrace: glass balustrade with a steel rail, lit stone rings, sofa, planters, lanterns. */
function terrace(svg, r, { mood, sofaX, viewX }) {
  const m = MOODS[mood];
  const out = [];
  const railY = rowOf(1.1, 4);
  const baseY = rowOf(0, 4);
  // The floor: travertine rings and joints, lit from the balustrade's LED strip, darker underfoot.
  const stone = mood === 'dusk' ? '#b59a86' : '#9c8c8e';
  out.push(
    rect(
      0,
      baseY,
      W,
      H - baseY,
      svg.linear(
        [
          [0, lighten(stone, 0.18)],
          [0.12, stone],
          [0.5, darken(stone, 0.3)],
          [1, darken(stone, 0.55)],
        ],
        { x1: 0, y1: baseY, x2: 0, y2: H, units: 'userSpaceOnUse' },
      ),
    ),
  );
  const rings = [3.6, 3.0, 2.4, 1.8, 1.2, 0.6];
  const joints = [36, 30, 24, 18, 12, 6];
  let outer = baseY;
  rings.forEach((radius, i) => {
    const y = rowOf(0, radius);
    out.push(line(0, y, W, y, darken(stone, 0.6), 2.2, 'opacity="0.55"'));
    out.push(line(0, y + 2, W, y + 2, lighten(stone, 0.3), 1, 'opacity="0.3"'));
    const n = joints[i];
    const offset = r() * (W / n);
    for (let k = 0; k < n; k += 1) {
      const x = offset + (k * W) / n;
      out.push(line(x, outer, x, y, darken(stone, 0.6), 2, 'opacity="0.45"'));
    }
    outer = y;
  });
  // A round rug under the visitor, with a border and rings woven in.
  const rugY = rowOf(0, 0.75);
  const rug = mood === 'dusk' ? '#5a4843' : '#45404c';
  out.push(
    rect(
      0,
      rugY,
      W,
      H - rugY,
      svg.linear(
        [
          [0, rug],
          [1, darken(rug, 0.45)],
        ],
        { x1: 0, y1: rugY, x2: 0, y2: H, units: 'userSpaceOnUse' },
      ),
    ),
  );
  for (const [radius, width] of [
    [0.7, 3],
    [0.62, 1.5],
    [0.35, 2],
  ])
    out.push(line(0, rowOf(0, radius), W, rowOf(0, radius), '#c9a66b', width, 'opacity="0.55"'));
  // The glow of the LED strip on the floor's outer ring.
  out.push(
    rect(
      0,
      baseY,
      W,
      160,
      svg.linear([
        [0, '#ffcf8c', 0.55],
        [1, '#ffcf8c', 0],
      ]),
    ),
  );

  // The balustrade: glass over the city (a faint tint and reflections), posts, the steel rail.
  out.push(
    rect(
      0,
      railY,
      W,
      baseY - railY,
      svg.linear([
        [0, '#9fb4c8', 0.24],
        [1, '#5c6d85', 0.42],
      ]),
    ),
  );
  for (let i = 0; i < 26; i += 1) {
    const x = r() * W;
    out.push(
      around(
        x,
        60,
        (xx) =>
          `<polygon points="${f(xx)},${f(railY)} ${f(xx + 26)},${f(railY)} ${f(xx + 60)},${f(baseY)} ${f(xx + 34)},${f(baseY)}" fill="#ffffff" opacity="${f(r.range(0.03, 0.08))}"/>`,
      ),
    );
  }
  const posts = 24;
  for (let k = 0; k < posts; k += 1) {
    const x = (k * W) / posts + 20;
    out.push(rect(x - 2, railY, 4, baseY - railY, '#2a2e38', 'opacity="0.7"'));
    out.push(rect(x + 2, railY, 1, baseY - railY, '#e9edf5', 'opacity="0.35"'));
  }
  out.push(
    rect(
      0,
      railY - 7,
      W,
      11,
      svg.linear([
        [0, '#e6e9ef'],
        [0.45, '#9aa0ad'],
        [1, '#4a4f5c'],
      ]),
    ),
  );
  out.push(rect(0, baseY - 5, W, 7, '#ffe2b0'));
  out.push(rect(0, baseY - 30, W, 50, svg.band('#ffcf8c', 0.45)));

  // Planters with palms and olive trees along the balustrade, and lanterns on the floor.
  const planterTop = rowOf(0.6, 3.8);
  const planterBase = rowOf(0, 3.8);
  const planterW = spanOf(0.8, 3.8);
  const planters = [];
  for (let k = 0; k < 7; k += 1) {
    const x = (sofaX + 700 + k * 470 + r.range(-40, 40)) % W;
    // The sofa's place, and the view it faces, stay clear.
    if (apart(x, sofaX) < 520 || apart(x, viewX) < 240) continue;
    planters.push(
      around(x - planterW / 2, planterW, (xx) => {
        const parts = [
          rect(
            xx,
            planterTop,
            planterW,
            planterBase - planterTop,
            svg.linear(
              [
                [0, '#6b6660'],
                [1, '#3c3935'],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 0 },
            ),
          ),
          rect(xx - 4, planterTop - 6, planterW + 8, 8, '#8b857c'),
        ];
        if (k % 3 !== 1)
          parts.push(
            palm(svg, r, {
              x: xx + planterW / 2,
              y: planterTop,
              height: planterTop - rowOf(r.range(2.9, 3.8), 3.8),
              lean: r.range(-0.06, 0.06),
              color: m.palm,
              lit: m.palmLit,
              scale: 0.9,
            }),
          );
        else {
          const cx = xx + planterW / 2;
          const crown = rowOf(2.5, 3.8);
          parts.push(line(cx, planterTop, cx + r.range(-8, 8), crown, '#2a221d', 7));
          for (let b = 0; b < 16; b += 1)
            parts.push(
              ellipse(
                cx + r.range(-70, 70),
                crown + r.range(-50, 30),
                r.range(26, 48),
                r.range(18, 34),
                mix('#2f3a2c', m.palmLit, r.range(0, 0.4)),
                `opacity="${f(r.range(0.7, 0.95))}"`,
              ),
            );
          parts.push(ellipse(cx, planterTop + 10, 90, 40, svg.soft('#ffcf8c', 0.35)));
        }
        return parts.join('');
      }),
    );
    const lx = (x + 230) % W;
    if (apart(lx, sofaX) > 520)
      planters.push(
        around(lx - 16, 32, (xx) =>
          [
            ellipse(xx + 16, rowOf(0, 3.3) - 10, 70, 34, svg.soft('#ffcf8c', 0.45)),
            rect(xx, rowOf(0.5, 3.3), 32, rowOf(0, 3.3) - rowOf(0.5, 3.3), '#2b2722'),
            rect(xx + 6, rowOf(0.44, 3.3), 20, rowOf(0.06, 3.3) - rowOf(0.44, 3.3), '#ffd79a'),
          ].join(''),
        ),
      );
  }
  out.push(group(planters));

  // The curved sofa that follows the balustrade, cushions and a low table in front.
  const sofaW = 60 * DEG;
  const backTop = rowOf(0.85, 3.7);
  const seatTop = rowOf(0.45, 3.6);
  const seatFront = rowOf(0.45, 3.1);
  const floorFront = rowOf(0, 3.1);
  const fabric = mood === 'dusk' ? '#e3d8ca' : '#cfc8c6';
  out.push(
    around(sofaX - sofaW / 2, sofaW, (x) => {
      const parts = [
        rect(x - 20, floorFront - 6, sofaW + 40, 24, '#000000', 'opacity="0.35"'),
        rect(
          x,
          backTop,
          sofaW,
          seatTop - backTop,
          svg.linear([
            [0, lighten(fabric, 0.1)],
            [1, darken(fabric, 0.2)],
          ]),
        ),
        rect(x, seatTop, sofaW, seatFront - seatTop, lighten(fabric, 0.12)),
        rect(x, seatFront, sofaW, floorFront - seatFront, darken(fabric, 0.35)),
        rect(x, floorFront - 10, sofaW, 10, '#2a2623'),
      ];
      const cushions = 6;
      for (let k = 1; k < cushions; k += 1) {
        const cx = x + (k * sofaW) / cushions;
        parts.push(line(cx, backTop + 4, cx, floorFront - 12, darken(fabric, 0.35), 2, 'opacity="0.6"'));
      }
      for (let k = 0; k < 5; k += 1) {
        const px = x + 60 + k * ((sofaW - 120) / 4);
        const colour = ['#c9a66b', '#3f5566', '#e9e2d8', '#9c6b52', '#3f5566'][k];
        parts.push(
          `<rect x="${f(px - 34)}" y="${f(backTop + 18)}" width="68" height="${f(seatTop - backTop - 6)}" rx="12" fill="${colour}"/>`,
        );
      }
      return parts.join('');
    }),
  );
  const tableTop = rowOf(0.4, 2.0);
  out.push(ellipse(sofaX, rowOf(0, 2.0) + 14, 110, 26, '#000000', 'opacity="0.3"'));
  out.push(rect(sofaX - 16, tableTop, 32, rowOf(0, 2.0) - tableTop, '#3b332d'));
  out.push(ellipse(sofaX, tableTop, spanOf(0.9, 2.0) / 2, 30, '#d8cfc3'));
  out.push(ellipse(sofaX, tableTop - 4, spanOf(0.9, 2.0) / 2 - 6, 24, '#ece5da'));
  out.push(ellipse(sofaX + 24, tableTop - 16, 10, 20, '#ffdca0'));
  out.push(ellipse(sofaX + 24, tableTop - 24, 40, 40, svg.soft('#ffcf8c', 0.55)));
  return out.join('');
}

module.exports = { terrace };
