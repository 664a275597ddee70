'use strict';
/**
 * What skylines are built of (and what interiors and landscapes borrow for their views): façade
 * window patterns, a tower with its depth and glazing, the stepped supertall, and yachts.
 */
const { darken, ellipse, f, group, lighten, line, mix, poly, rect } = require('../kit');

/** Window patterns for façades: lit grids at night, glazed floor bands by day. */
function windowPatterns(svg, r, m, count = 5) {
  const ids = [];
  for (let k = 0; k < count; k += 1) {
    const id = svg.id('p');
    const cw = r.pick([10, 12, 14]);
    const ch = r.pick([14, 16, 18]);
    const cols = 8;
    const rows = 10;
    const cells = [];
    if (m.lit) {
      const p = r.range(0.25, 0.6);
      for (let i = 0; i < cols; i += 1) {
        for (let j = 0; j < rows; j += 1) {
          if (r() < p) {
            const c = r.pick([m.light, '#ffe6b8', '#fff3da', '#f5c27a', '#dfe8ff']);
            cells.push(rect(i * cw + 2, j * ch + 3, cw - 4, ch - 6, c, `opacity="${f(r.range(0.45, 1))}"`));
          }
        }
      }
    } else {
      for (let j = 0; j < rows; j += 1) {
        cells.push(rect(0, j * ch + ch - 3, cols * cw, 3, '#000000', 'opacity="0.18"'));
        cells.push(rect(0, j * ch, cols * cw, 2, '#ffffff', 'opacity="0.14"'));
      }
      for (let i = 0; i < cols; i += 1) cells.push(rect(i * cw, 0, 1, rows * ch, '#000000', 'opacity="0.12"'));
    }
    svg.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${cols * cw}" height="${rows * ch}" x="${r.int(0, 60)}" y="${r.int(0, 60)}">${cells.join('')}</pattern>`,
    );
    ids.push(`url(#${id})`);
  }
  return ids;
}

/** One tower: a lit face, a shaded side, a crown, windows and a warning light. */
function tower(svg, r, m, { x, base, w, h, depth, tone, patterns, sunLeft, kind }) {
  const top = base - h;
  const side = w * 0.28;
  const faceTone = mix(tone, m.light, m.lit ? 0.05 : 0.22);
  const sideTone = darken(tone, 0.35);
  const out = [];
  const face = svg.linear(
    [
      [0, lighten(faceTone, m.lit ? 0.05 : 0.25)],
      [0.6, faceTone],
      [1, darken(faceTone, 0.25)],
    ],
    { x1: 0, y1: top, x2: 0, y2: base, units: 'userSpaceOnUse' },
  );
  const sx = sunLeft ? x + w : x - side;
  out.push(rect(sx, top + 6, side, h - 6, sideTone));
  let crown = '';
  if (kind === 'slant') {
    out.push(
      poly(
        [
          [x, top + w * 0.5],
          [x + w, top],
          [x + w, base],
          [x, base],
        ],
        face,
      ),
    );
    crown = '';
  } else if (kind === 'round') {
    out.push(
      `<path d="M${f(x)},${f(base)} L${f(x)},${f(top + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(top + w / 2)} L${f(x + w)},${f(base)} Z" fill="${face}"/>`,
    );
  } else if (kind === 'step') {
    out.push(rect(x, top + h * 0.12, w, h * 0.88, face));
    out.push(rect(x + w * 0.15, top + h * 0.05, w * 0.7, h * 0.08, face));
    out.push(rect(x + w * 0.3, top, w * 0.4, h * 0.06, face));
  } else {
    out.push(rect(x, top, w, h, face));
    crown = rect(x + w * 0.2, top - 14, w * 0.6, 14, darken(tone, 0.2));
  }
  const inset = 4;
  out.push(
    rect(
      x + inset,
      top + (kind === 'slant' ? w * 0.5 : kind === 'round' ? w / 2 : kind === 'step' ? h * 0.12 : 10),
      w - inset * 2,
      h,
      r.pick(patterns),
      `opacity="${f(depth)}"`,
    ),
  );
  if (crown) out.push(crown);
  if (m.lit && h > 260 && r.chance(0.6)) {
    out.push(ellipse(x + w / 2, top - (crown ? 16 : 4), 3, 3, '#ff5a4a'));
    out.push(ellipse(x + w / 2, top - (crown ? 16 : 4), 14, 14, svg.soft('#ff5a4a', 0.5)));
  }
  if (!m.lit) {
    // The low sun catches one edge of the glass.
    out.push(rect(sunLeft ? x : x + w - 6, top, 6, h, '#ffffff', 'opacity="0.18"'));
  }
  return out.join('');
}

/** A stepped supertall: tiers narrowing to a spire, the way the tallest towers read at distance. */
function supertall(svg, m, { x, base, h, tone }) {
  const out = [];
  const tiers = 9;
  const faceTone = mix(tone, m.light, m.lit ? 0.1 : 0.3);
  let w = 190;
  let y = base;
  const tierH = (h * 0.7) / tiers;
  const fill = svg.linear(
    [
      [0, lighten(faceTone, 0.35)],
      [0.5, faceTone],
      [1, darken(faceTone, 0.35)],
    ],
    { x1: x - 95, y1: 0, x2: x + 95, y2: 0, units: 'userSpaceOnUse' },
  );
  for (let i = 0; i < tiers; i += 1) {
    out.push(rect(x - w / 2, y - tierH, w, tierH + 1, fill));
    if (m.lit) {
      for (let k = 0; k < 6; k += 1)
        out.push(
          line(
            x - w / 2 + 6,
            y - tierH + 8 + k * (tierH / 6),
            x + w / 2 - 6,
            y - tierH + 8 + k * (tierH / 6),
            m.light,
            2,
            'opacity="0.35"',
          ),
        );
    } else {
      for (let k = 0; k < 6; k += 1)
        out.push(
          line(
            x - w / 2,
            y - tierH + k * (tierH / 6),
            x + w / 2,
            y - tierH + k * (tierH / 6),
            '#ffffff',
            1,
            'opacity="0.2"',
          ),
        );
    }
    y -= tierH;
    w *= 0.8;
  }
  out.push(
    poly(
      [
        [x - w / 2, y],
        [x + w / 2, y],
        [x + 3, y - h * 0.3],
        [x - 3, y - h * 0.3],
      ],
      fill,
    ),
  );
  if (m.lit) {
    out.push(ellipse(x, y - h * 0.3, 4, 4, '#ffffff'));
    out.push(ellipse(x, y - h * 0.3, 30, 30, svg.soft('#ffffff', 0.4)));
    out.push(rect(x - 1.5, y - h * 0.3, 3, h * 0.3, '#ffe9c0', 'opacity="0.6"'));
  }
  return out.join('');
}

function yacht(svg, m, x, y, s, flip = false) {
  const k = flip ? -1 : 1;
  const pts = (list) => list.map(([a, b]) => [x + k * a * s, y + b * s]);
  const hull = m.lit ? '#cfd3e0' : '#ffffff';
  const out = [
    ellipse(x + k * 120 * s, y + 10 * s, 170 * s, 10 * s, svg.soft('#000000', 0.3)),
    poly(
      pts([
        [0, 0],
        [260, 0],
        [300, -34],
        [-10, -34],
      ]),
      hull,
    ),
    poly(
      pts([
        [0, 0],
        [260, 0],
        [268, -8],
        [-2, -8],
      ]),
      darken(hull, 0.35),
    ),
    poly(
      pts([
        [40, -34],
        [220, -34],
        [200, -62],
        [70, -62],
      ]),
      lighten(hull, 0.1),
    ),
    poly(
      pts([
        [60, -44],
        [200, -44],
        [192, -54],
        [74, -54],
      ]),
      m.lit ? '#ffcf85' : '#263447',
    ),
    poly(
      pts([
        [100, -62],
        [180, -62],
        [170, -82],
        [114, -82],
      ]),
      hull,
    ),
    poly(
      pts([
        [112, -68],
        [168, -68],
        [164, -76],
        [118, -76],
      ]),
      m.lit ? '#ffe0a8' : '#263447',
    ),
  ];
  if (m.lit) out.push(ellipse(x + k * 130 * s, y + 24 * s, 120 * s, 14 * s, svg.soft('#ffcf85', 0.35)));
  return group(out);
}

module.exports = { windowPatterns, tower, supertall, yacht };
