'use strict';
/**
 * The tower pictures: a skyline over water (downtown, marina or creek) and one landmark tower
 * seen from its foot.
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
  poly,
  rect,
  rng,
  sea,
  sky,
} = require('../kit');
const { supertall, tower, windowPatterns, yacht } = require('./parts');

/**
 * A skyline over water. kind: downtown (with the supertall), marina (yachts, promenade palms),
 * creek (low skyline, wide water).
 */
function skyline({ seed, mood = 'dusk', kind = 'downtown', width = 1920, height = 1200 }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(width, height);
  const waterline = kind === 'creek' ? 780 : 840;
  const sunX = r.range(width * 0.55, width * 0.85);
  const sunLeft = sunX < width / 2;
  svg.add(sky(svg, r, { mood, horizon: waterline, sunX, sunY: waterline - 120, clouds: 5 }));
  const patterns = windowPatterns(svg, r, m);

  const city = [];
  // Far layer: hazy, short.
  const far = mix(m.shade, m.haze, 0.45);
  for (let i = 0; i < 34; i += 1) {
    const w = r.range(30, 70);
    city.push(
      tower(svg, r, m, {
        x: r.range(-40, width),
        base: waterline,
        w,
        h: r.range(90, 280),
        depth: 0.35,
        tone: far,
        patterns,
        sunLeft,
        kind: r.pick(['flat', 'flat', 'step', 'slant']),
      }),
    );
  }
  city.push(
    rect(
      0,
      waterline - 200,
      width,
      200,
      svg.linear([
        [0, m.haze, 0],
        [1, m.haze, 0.35],
      ]),
    ),
  );
  // Mid layer.
  const mid = mix(m.shade, '#1a2238', 0.3);
  const count = kind === 'creek' ? 12 : 20;
  for (let i = 0; i < count; i += 1) {
    const w = r.range(50, 120);
    const h = kind === 'creek' ? r.range(120, 340) : r.range(180, kind === 'marina' ? 620 : 480);
    city.push(
      tower(svg, r, m, {
        x: r.range(-60, width),
        base: waterline,
        w,
        h,
        depth: 0.8,
        tone: mix(mid, m.haze, r.range(0, 0.2)),
        patterns,
        sunLeft,
        kind: r.pick(['flat', 'round', 'step', 'slant', 'flat']),
      }),
    );
  }
  if (kind === 'downtown')
    city.push(
      supertall(svg, m, {
        x: r.range(width * 0.4, width * 0.55),
        base: waterline,
        h: 820,
        tone: mix(m.shade, m.haze, 0.15),
      }),
    );
  // Near towers at the edges.
  for (const x of [r.range(-40, 120), r.range(width - 260, width - 120)]) {
    city.push(
      tower(svg, r, m, {
        x,
        base: waterline + 2,
        w: r.range(120, 170),
        h: r.range(380, 640),
        depth: 1,
        tone: darken(mid, 0.2),
        patterns,
        sunLeft,
        kind: r.pick(['flat', 'round']),
      }),
    );
  }
  // Promenade lights along the waterline.
  if (m.lit) {
    for (let x = 10; x < width; x += r.range(18, 40))
      city.push(ellipse(x, waterline - 4, 2.2, 2.2, '#ffe1a6', `opacity="${f(r.range(0.5, 1))}"`));
  }
  const cityMarkup = group(city);
  svg.add(cityMarkup);
  svg.add(sea(svg, r, { mood, horizon: waterline, bottom: height, sunX, glitter: !m.lit }));
  // Reflections: the city flipped, faded and broken by ripples.
  svg.add(
    group(
      `<g transform="translate(0 ${f(2 * waterline)}) scale(1 -1)" opacity="${m.lit ? 0.5 : 0.35}">${cityMarkup}</g>`,
      `clip-path="${svg.clip(rect(0, waterline, width, height - waterline, '#fff'))}"`,
    ),
  );
  const ripples = [];
  for (let i = 0; i < 140; i += 1) {
    const t = r() ** 1.5;
    const y = waterline + 4 + t * (height - waterline);
    const x = r.range(-40, width);
    ripples.push(
      line(x, y, x + r.range(60, 300) * (0.4 + t), y, m.sea[2], f(1.5 + t * 4), `opacity="${f(r.range(0.3, 0.7))}"`),
    );
  }
  svg.add(group(ripples));
  if (kind === 'marina') {
    svg.add(yacht(svg, m, r.range(200, 600), waterline + 150, 1.1));
    svg.add(yacht(svg, m, r.range(1000, 1400), waterline + 90, 0.7, true));
    // Promenade in the foreground with palms.
    const prom = mix('#cbb89c', m.shade, m.lit ? 0.6 : 0.1);
    svg.add(
      rect(
        0,
        height - 90,
        width,
        90,
        svg.linear([
          [0, lighten(prom, 0.15)],
          [1, darken(prom, 0.2)],
        ]),
      ),
    );
    svg.add(rect(0, height - 96, width, 8, darken(prom, 0.4)));
    for (let x = 60; x < width; x += 300)
      svg.add(line(x, height - 96, x, height - 150, '#2b2b30', 3) + rect(x - 8, height - 156, 16, 8, '#2b2b30'));
    svg.add(
      palm(svg, r, {
        x: r.range(1500, 1800),
        y: height + 20,
        height: 760,
        lean: -0.06,
        color: m.palm,
        lit: m.palmLit,
        scale: 1.4,
      }),
    );
  }
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.linear([
        [0, m.haze, 0.08],
        [0.7, m.haze, 0],
        [1, '#000', 0.15],
      ]),
    ),
  );
  return svg.toString();
}

/**
 * A single residential tower from below its base: the hero of a branded project, with its crown
 * against the sky and palms at its foot.
 */
function landmark({ seed, mood = 'golden', width = 1920, height = 1200 }) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(width, height);
  const ground = 1120;
  svg.add(sky(svg, r, { mood, horizon: ground, sunX: width * 0.2, sunY: 820, clouds: 7 }));
  const cx = width * r.range(0.45, 0.6);
  // A slender glass tower that tapers, each floor a white slab edge over glass that mirrors the sky.
  const floors = 26;
  const out = [];
  const glass = svg.linear(
    [
      [0, m.lit ? '#1b2748' : lighten(m.sky[1], 0.1)],
      [0.45, m.lit ? '#2c3d66' : m.sky[3]],
      [0.55, m.lit ? '#2c3d66' : lighten(m.sky[4], 0.2)],
      [1, m.lit ? '#131c36' : m.sky[2]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  for (let i = 0; i < floors; i += 1) {
    const t = i / floors;
    const y = ground - 60 - i * 32;
    const w = 560 - t * 240;
    out.push(rect(cx - w / 2, y - 32, w, 32, glass));
    if (m.lit) {
      for (let k = 0; k < 8; k += 1) {
        if (r.chance(0.55))
          out.push(
            rect(
              cx - w / 2 + (k * w) / 8 + 4,
              y - 28,
              w / 8 - 8,
              22,
              r.pick([m.light, '#ffe6b8', '#f5c27a']),
              `opacity="${f(r.range(0.55, 0.95))}"`,
            ),
          );
      }
    }
    for (let k = 1; k < 8; k += 1)
      out.push(rect(cx - w / 2 + (k * w) / 8 - 1, y - 32, 2, 32, '#0d1320', 'opacity="0.35"'));
    out.push(rect(cx - w / 2 - 12, y - 5, w + 24, 5, m.lit ? '#c9cfdd' : '#ffffff', 'opacity="0.9"'));
    out.push(rect(cx - w / 2 - 12, y - 16, w + 24, 11, '#dff3ff', 'opacity="0.14"'));
  }
  const crownY = ground - 60 - floors * 32;
  out.push(rect(cx - 6, crownY - 220, 12, 220, m.lit ? '#c9cfdd' : '#f4f4f4'));
  out.push(
    poly(
      [
        [cx - 170, crownY],
        [cx + 170, crownY],
        [cx + 60, crownY - 120],
        [cx - 60, crownY - 120],
      ],
      svg.linear(
        [
          [0, '#ffffff', 0.55],
          [1, m.lit ? '#3a4a70' : '#b8c4d4', 0.8],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
  );
  if (m.lit) out.push(ellipse(cx, crownY - 60, 200, 160, svg.soft(m.light, 0.35)));
  // A podium with a lit lobby.
  out.push(rect(cx - 420, ground - 60, 840, 60, m.lit ? '#ffcf8c' : mix(m.glass[1], '#ffffff', 0.3)));
  out.push(rect(cx - 440, ground - 70, 880, 12, m.lit ? '#c9cfdd' : '#ffffff'));
  svg.add(group(out));
  svg.add(
    rect(
      0,
      ground - 40,
      width,
      height - ground + 40,
      svg.linear([
        [0, mix('#d9c7ab', m.shade, m.lit ? 0.6 : 0.1)],
        [1, darken(mix('#d9c7ab', m.shade, m.lit ? 0.6 : 0.1), 0.3)],
      ]),
    ),
  );
  for (const x of [r.range(80, 300), r.range(1500, 1800), r.range(500, 700)]) {
    svg.add(
      palm(svg, r, {
        x,
        y: ground + 60,
        height: r.range(520, 760),
        lean: r.range(-0.1, 0.1),
        color: m.palm,
        lit: m.palmLit,
        scale: 1.2,
      }),
    );
  }
  return svg.toString();
}

module.exports = { skyline, landmark };
