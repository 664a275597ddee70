'use strict';
/**
 * The city around the terrace, on the horizon: Downtown (the supertall and its lake) or the
 * Marina (towers all round, the sea and the wheel), with lit windows and reflections.
 */
const { MOODS, darken, ellipse, f, group, lighten, line, mix, rect } = require('../kit');
const { HORIZON, W, apart, around, rowOf } = require('./sphere');

/** Window patterns for the distant towers: small lit cells in a dark façade. */
function litPatterns(svg, r, light, count = 4) {
  const ids = [];
  for (let k = 0; k < count; k += 1) {
    const id = svg.id('p');
    const cw = r.pick([5, 6, 7]);
    const ch = r.pick([6, 7, 8]);
    const cols = 12;
    const rows = 16;
    const cells = [];
    const p = r.range(0.25, 0.55);
    for (let i = 0; i < cols; i += 1)
      for (let j = 0; j < rows; j += 1)
        if (r() < p)
          cells.push(
            rect(
              i * cw + 1,
              j * ch + 1,
              cw - 2.5,
              ch - 3,
              r.pick([light, '#ffe6b8', '#fff3da', '#f5c27a', '#dfe8ff']),
              `opacity="${f(r.range(0.4, 1))}"`,
            ),
          );
    svg.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${cols * cw}" height="${rows * ch}" x="${r.int(0, 40)}" y="${r.int(0, 40)}">${cells.join('')}</pattern>`,
    );
    ids.push(`url(#${id})`);
  }
  return ids;
}

/**
 * One distant tower standing on the horizon: its dark shaft (`body`), the rectangle its lit windows
 * fill (`windows`, from the row `top`) and its shading, lit edge and red light on top (`decor`). The windows of a
 * whole group of towers are one pattern fill clipped to their rectangles: a pattern fill per
 * tower made the picture take half a minute to draw.
 */
function tower(svg, r, { x, w, h, tone, base = HORIZON + 2 }) {
  const top = base - h;
  const kind = r.pick(['flat', 'flat', 'step', 'slant', 'round']);
  const from =
    kind === 'slant' ? top + w * 0.6 : kind === 'round' ? top + w / 2 : kind === 'step' ? top + h * 0.14 : top + 3;
  const part = (draw) => around(x, w, draw);
  return {
    top: from,
    body: part((xx) => {
      if (kind === 'round')
        return `<path d="M${f(xx)},${f(base)} L${f(xx)},${f(top + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(xx + w)},${f(top + w / 2)} L${f(xx + w)},${f(base)} Z" fill="${tone}"/>`;
      if (kind === 'slant')
        return `<polygon points="${f(xx)},${f(top + w * 0.6)} ${f(xx + w)},${f(top)} ${f(xx + w)},${f(base)} ${f(xx)},${f(base)}" fill="${tone}"/>`;
      if (kind === 'step')
        return [
          rect(xx, top + h * 0.14, w, h * 0.86, tone),
          rect(xx + w * 0.18, top + h * 0.06, w * 0.64, h * 0.1, tone),
          rect(xx + w * 0.34, top, w * 0.32, h * 0.07, tone),
        ].join('');
      return rect(xx, top, w, h, tone);
    }),
    windows: part((xx) => rect(xx + 2, from + 2, w - 4, base - from - 4, '#fff')),
    decor: part((xx) =>
      [
        // The shaded side and a lit edge: towers are boxes, not cut-outs.
        rect(xx + w * 0.72, from, w * 0.28, base - from, '#000000', 'opacity="0.28"'),
        rect(xx, from, 1.5, base - from, '#ffd9a8', 'opacity="0.25"'),
        h > 90 ? ellipse(xx + w / 2, top - 3, 2, 2, '#ff5a4a') : '',
        h > 90 ? ellipse(xx + w / 2, top - 3, 9, 9, svg.soft('#ff5a4a', 0.5)) : '',
      ].join(''),
    ),
  };
}

/** A group of towers: bodies, then their windows in one clipped pattern fill, then their shading. */
function towerGroup(svg, towers, pattern) {
  const top = Math.min(HORIZON - 10, ...towers.map((t) => t.top));
  return group([
    ...towers.map((t) => t.body),
    rect(0, top, W, HORIZON + 2 - top, pattern, `clip-path="${svg.clip(towers.map((t) => t.windows).join(''))}"`),
    ...towers.map((t) => t.decor),
  ]);
}

/** The supertall: tiers narrowing to a spire, lit bands, a beacon. */
function supertall(svg, { x, h, w, tone, light }) {
  const out = [];
  const tiers = 10;
  const tierH = (h * 0.72) / tiers;
  let width = w;
  let y = HORIZON + 2;
  const fill = svg.linear(
    [
      [0, lighten(tone, 0.3)],
      [0.5, tone],
      [1, darken(tone, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  for (let i = 0; i < tiers; i += 1) {
    out.push(rect(x - width / 2, y - tierH, width, tierH + 1, fill));
    for (let k = 1; k < 6; k += 1)
      out.push(
        line(
          x - width / 2 + 2,
          y - (k * tierH) / 6,
          x + width / 2 - 2,
          y - (k * tierH) / 6,
          light,
          1.2,
          'opacity="0.45"',
        ),
      );
    y -= tierH;
    width *= 0.8;
  }
  const tip = y - h * 0.28;
  out.push(
    `<polygon points="${f(x - width / 2)},${f(y)} ${f(x + width / 2)},${f(y)} ${f(x + 1.2)},${f(tip)} ${f(x - 1.2)},${f(tip)}" fill="${fill}"/>`,
  );
  out.push(rect(x - 0.8, tip, 1.6, y - tip, '#ffe9c0', 'opacity="0.6"'));
  out.push(ellipse(x, tip, 3, 3, '#ffffff'));
  out.push(ellipse(x, tip, 26, 26, svg.soft('#ffffff', 0.45)));
  out.push(ellipse(x, HORIZON - h * 0.25, w * 1.6, h * 0.45, svg.soft(light, 0.16)));
  return group(out);
}

/** The observation wheel out at sea: a lit ring, spokes and cabins. */
function wheel(svg, { x, radius, light }) {
  const cy = HORIZON - radius - 14;
  const out = [
    ellipse(x, cy, radius * 1.5, radius * 1.5, svg.soft(light, 0.18)),
    `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${light}" stroke-width="3" stroke-opacity="0.9"/>`,
    `<circle cx="${f(x)}" cy="${f(cy)}" r="${f(radius * 0.92)}" fill="none" stroke="#cfd8ff" stroke-width="1.2" stroke-opacity="0.6"/>`,
  ];
  for (let k = 0; k < 24; k += 1) {
    const a = (k / 24) * Math.PI * 2;
    out.push(line(x, cy, x + Math.cos(a) * radius, cy + Math.sin(a) * radius, '#cfd8ff', 0.8, 'opacity="0.45"'));
    out.push(ellipse(x + Math.cos(a) * radius, cy + Math.sin(a) * radius, 3, 3, '#fff2d0'));
  }
  out.push(
    line(x - radius * 0.55, HORIZON + 2, x, cy, '#8f97b8', 3),
    line(x + radius * 0.55, HORIZON + 2, x, cy, '#8f97b8', 3),
  );
  return group(out);
}

/**
 * The city all round: far towers on the horizon (a denser, taller cluster towards `cityX`), the
 * landmark, then below the horizon the streets' lights and, in the sea's sector, the water.
 */
function city(svg, r, { kind, mood, cityX, seaX }) {
  const m = MOODS[mood];
  const patterns = litPatterns(svg, r, m.light, 2);
  const far = mix(m.shade, m.haze, 0.35);
  const near = mix(m.shade, '#141a30', 0.4);
  const out = [];
  const inSea = (x) => kind === 'marina' && apart(x, seaX) < 620;
  // Below the horizon first (the towers stand on it): streets' lights in rows that crowd towards
  // the horizon, down to the terrace's floor line; the sea where there is sea.
  const groundTop = HORIZON;
  const groundBottom = rowOf(0, 4.05);
  out.push(
    rect(
      0,
      groundTop,
      W,
      groundBottom - groundTop,
      svg.linear(
        [
          [0, mix(m.haze, m.shade, 0.6)],
          [0.15, darken(m.shade, 0.35)],
          [1, darken(m.shade, 0.7)],
        ],
        { x1: 0, y1: groundTop, x2: 0, y2: groundBottom, units: 'userSpaceOnUse' },
      ),
    ),
  );
  // The streets' lights: bands of scattered dots that crowd towards the horizon, each band a
  // tile of dots repeated round (thousands of single dots made the picture slow to draw).
  const lights = [];
  const bands = 12;
  for (let b = 0; b < bands; b += 1) {
    const y0 = groundTop + 1 + (b / bands) ** 2.2 * (groundBottom - groundTop - 2);
    const y1 = groundTop + 1 + ((b + 1) / bands) ** 2.2 * (groundBottom - groundTop - 2);
    const t = (b + 0.5) / bands;
    const id = svg.id('p');
    const tileW = 512;
    const dots = [];
    const count = Math.round((tileW / (5 + t * 70)) * Math.max(1, (y1 - y0) / 8));
    for (let i = 0; i < count; i += 1) {
      // Street lights, mostly warm: small points even close by (the ground is far below).
      const c = r.pick([m.light, '#ffe0a8', '#ffd08a', '#f5b56a', '#fff4dc', '#d8e4ff']);
      dots.push(
        ellipse(r() * tileW, r() * (y1 - y0), 0.6 + t * 1.1, 0.45 + t * 0.8, c, `opacity="${f(r.range(0.25, 0.8))}"`),
      );
    }
    svg.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${r.int(0, tileW)}" y="${f(y0)}" width="${tileW}" height="${f(y1 - y0)}">${dots.join('')}</pattern>`,
    );
    lights.push(rect(0, y0, W, y1 - y0, `url(#${id})`));
  }
  // Avenues: lines of light running out from the foot of the towers.
  for (let k = 0; k < 14; k += 1) {
    const x = r() * W;
    if (inSea(x)) continue;
    lights.push(line(x, groundTop + 2, x + r.range(-30, 30), groundBottom, '#ffcf85', 1.6, 'opacity="0.35"'));
  }
  out.push(group(lights));
  if (kind === 'marina') {
    const sea = svg.linear(
      [
        [0, m.sea[0]],
        [0.2, m.sea[1]],
        [1, m.sea[2]],
      ],
      { x1: 0, y1: groundTop, x2: 0, y2: groundBottom, units: 'userSpaceOnUse' },
    );
    out.push(around(seaX - 620, 1240, (x) => rect(x, groundTop, 1240, groundBottom - groundTop, sea)));
    // The wheel's and the afterglow's light on the water.
    for (let i = 0; i < 90; i += 1) {
      const t = r() ** 1.4;
      const y = groundTop + 3 + t * (groundBottom - groundTop);
      const x = seaX + r.range(-90, 90) * (0.4 + t);
      out.push(
        line(x, y, x + r.range(10, 60) * (0.5 + t), y, m.light, f(0.8 + t * 2), `opacity="${f(r.range(0.15, 0.5))}"`),
      );
    }
  }
  if (kind === 'downtown') {
    // The lake at the landmark's foot, and its fountain.
    out.push(ellipse(cityX, groundTop + 26, 210, 16, darken(m.sea[2], 0.2)));
    // The towers' lights on the water: short level strokes.
    for (let i = 0; i < 24; i += 1) {
      const x = cityX + r.range(-170, 150);
      const y = groundTop + r.range(16, 38);
      out.push(line(x, y, x + r.range(10, 40), y, m.light, 1.2, `opacity="${f(r.range(0.3, 0.7))}"`));
    }
    out.push(ellipse(cityX - 40, groundTop + 8, 60, 10, svg.soft('#f4f7ff', 0.8)));
  }

  // Far towers all round, taller and denser towards the city's heart.
  const towers = [];
  for (let i = 0; i < 420; i += 1) {
    const x = r() * W;
    if (inSea(x)) continue;
    const closeness = Math.max(0, 1 - apart(x, cityX) / 1500);
    if (r() > 0.3 + closeness * 0.7) continue;
    const w = r.range(8, 22) + closeness * 10;
    const h = (r.range(8, 40) + closeness * r.range(20, 110)) * (kind === 'marina' ? 1.3 : 1);
    towers.push(tower(svg, r, { x, w, h, tone: mix(far, m.haze, r.range(0, 0.25)) }));
  }
  out.push(towerGroup(svg, towers, patterns[0]));
  // Haze along the horizon joins the far towers to the sky.
  out.push(
    rect(
      0,
      HORIZON - 70,
      W,
      78,
      svg.linear([
        [0, m.haze, 0],
        [1, m.haze, 0.28],
      ]),
    ),
  );
  // Nearer towers: fewer, taller, darker.
  const nearer = [];
  const count = kind === 'marina' ? 46 : 22;
  for (let i = 0; i < count; i += 1) {
    const x = kind === 'marina' ? r() * W : cityX + r.range(-1300, 1300);
    if (inSea(x)) continue;
    const w = r.range(24, 46);
    const h = kind === 'marina' ? r.range(120, 300) : r.range(70, 180);
    nearer.push(tower(svg, r, { x: ((x % W) + W) % W, w, h, tone: near }));
  }
  out.push(towerGroup(svg, nearer, patterns[1]));
  if (kind === 'downtown')
    out.push(supertall(svg, { x: cityX, h: 560, w: 96, tone: mix(m.shade, m.haze, 0.2), light: m.light }));
  if (kind === 'marina') out.push(wheel(svg, { x: seaX, radius: 62, light: '#ffd9a8' }));
  return out.join('');
}

module.exports = { city };
