'use strict';
/**
 * Architectural exteriors: a contemporary villa over its infinity pool with the sea beyond, at
 * golden hour, dusk, blue hour or midday; seen square-on like an architect's photograph.
 */
const { MOODS, Svg, darken, ellipse, f, group, lighten, line, mix, palm, poly, rect, rng, sea, sky } = require('./kit');

function glassFill(svg, m, y0, y1) {
  return svg.linear(
    [
      [0, m.glass[0]],
      [0.55, m.glass[1]],
      [1, m.glass[2]],
    ],
    { x1: 0, y1: y0, x2: 0, y2: y1, units: 'userSpaceOnUse' },
  );
}

/** A glazed band with mullions, reflections and, when lit, a warm interior with furniture. */
function glazing(svg, r, m, x0, y0, x1, y1, { mullion = 120, lit = m.lit } = {}) {
  const out = [rect(x0, y0, x1 - x0, y1 - y0, glassFill(svg, m, y0, y1))];
  if (lit) {
    // Interior: ceiling glow, a back wall, a few silhouettes of furniture and pendant lights.
    out.push(
      rect(
        x0,
        y0,
        x1 - x0,
        y1 - y0,
        svg.linear(
          [
            [0, '#fff0c8', 0.95],
            [0.45, m.light, 0.75],
            [1, '#b8733e', 0.65],
          ],
          { x1: 0, y1: y0, x2: 0, y2: y1, units: 'userSpaceOnUse' },
        ),
      ),
    );
    const h = y1 - y0;
    for (let x = x0 + r.range(40, 120); x < x1 - 80; x += r.range(160, 320)) {
      const kind = r.int(0, 2);
      if (kind === 0) {
        out.push(rect(x, y1 - h * 0.28, r.range(120, 200), h * 0.16, '#5a3b2a', 'opacity="0.55" rx="8"'));
        out.push(rect(x + 10, y1 - h * 0.36, r.range(100, 160), h * 0.1, '#6d4a35', 'opacity="0.45" rx="6"'));
      } else if (kind === 1) {
        out.push(line(x, y0, x, y0 + h * 0.32, '#6b4a35', 1.5, 'opacity="0.6"'));
        out.push(ellipse(x, y0 + h * 0.36, 18, 10, '#fff6dc'));
        out.push(ellipse(x, y0 + h * 0.38, 90, 55, svg.soft('#ffe2a8', 0.45)));
      } else {
        // Artwork on the back wall and an arc floor lamp.
        out.push(rect(x, y0 + h * 0.22, r.range(70, 120), h * 0.34, '#8a5a3c', 'opacity="0.4"'));
        out.push(
          `<path d="M${f(x + 150)},${f(y1)} L${f(x + 150)},${f(y0 + h * 0.3)} Q${f(x + 150)},${f(y0 + h * 0.12)} ${f(x + 220)},${f(y0 + h * 0.2)}" fill="none" stroke="#5a3b2a" stroke-width="2" opacity="0.6"/>`,
        );
        out.push(ellipse(x + 222, y0 + h * 0.25, 16, 9, '#fff1cf'));
        out.push(ellipse(x + 222, y0 + h * 0.3, 80, 50, svg.soft('#ffe2a8', 0.4)));
      }
    }
  } else {
    // Sky reflected in the glass: soft diagonal sheens.
    for (let i = 0; i < 3; i += 1) {
      const sx = x0 + (x1 - x0) * r.range(0, 0.9);
      const w = r.range(60, 180);
      out.push(
        poly(
          [
            [sx, y0],
            [sx + w, y0],
            [sx + w - (y1 - y0) * 0.5, y1],
            [sx - (y1 - y0) * 0.5, y1],
          ],
          '#ffffff',
          `opacity="${f(r.range(0.06, 0.16))}"`,
        ),
      );
    }
  }
  const bars = [];
  for (let x = x0 + mullion; x < x1 - 10; x += mullion)
    bars.push(rect(x - 2, y0, 4, y1 - y0, '#2a2a2e', 'opacity="0.85"'));
  bars.push(rect(x0, y0, x1 - x0, 4, '#2a2a2e', 'opacity="0.7"'));
  bars.push(rect(x0, y1 - 4, x1 - x0, 4, '#2a2a2e', 'opacity="0.8"'));
  out.push(group(bars));
  return out.join('');
}

/** Travertine or limestone cladding: a warm plane with horizontal coursing. */
function stone(svg, r, x0, y0, x1, y1, colour) {
  const out = [
    rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      svg.linear(
        [
          [0, lighten(colour, 0.1)],
          [1, darken(colour, 0.08)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  ];
  const joints = [];
  for (let y = y0 + 26; y < y1; y += 26) {
    joints.push(line(x0, y, x1, y, darken(colour, 0.25), 1, 'opacity="0.35"'));
    for (let x = x0 + r.range(20, 120); x < x1; x += r.range(90, 180))
      joints.push(line(x, y - 26, x, y, darken(colour, 0.25), 1, 'opacity="0.25"'));
  }
  out.push(group(joints));
  return out.join('');
}

/** Soft shadow under a slab, falling on whatever is below. */
function soffitShadow(svg, m, x0, y, x1, depth = 46, strength = 0.5) {
  return rect(
    x0,
    y,
    x1 - x0,
    depth,
    svg.linear([
      [0, darken(m.shade, 0.3), strength],
      [1, m.shade, 0],
    ]),
  );
}

function downlights(svg, m, x0, x1, y, step = 110) {
  if (!m.lit) return '';
  const out = [];
  for (let x = x0 + step / 2; x < x1; x += step) {
    out.push(ellipse(x, y + 3, 7, 3, '#fff7dc'));
    out.push(
      poly(
        [
          [x - 6, y + 4],
          [x + 6, y + 4],
          [x + 38, y + 130],
          [x - 38, y + 130],
        ],
        svg.linear([
          [0, '#ffe0a6', 0.55],
          [1, '#ffe0a6', 0],
        ]),
      ),
    );
  }
  return group(out);
}

/** A sun lounger seen from the front-side: white cushion on a teak frame. */
function lounger(svg, x, y, s, m, flip = false) {
  const k = flip ? -1 : 1;
  const pts = (list) => list.map(([a, b]) => [x + k * a * s, y + b * s]);
  const frame = darken('#9c7a55', m.lit ? 0.45 : 0.1);
  const cushion = m.lit ? '#d9d2c8' : '#fbf8f2';
  return group([
    ellipse(x + k * 100 * s, y + 6 * s, 170 * s, 18 * s, svg.soft('#000000', 0.3, 0.3)),
    poly(
      pts([
        [0, 0],
        [170, 0],
        [170, -14],
        [0, -14],
      ]),
      frame,
    ),
    poly(
      pts([
        [6, -14],
        [168, -14],
        [168, -30],
        [6, -30],
      ]),
      cushion,
    ),
    poly(
      pts([
        [168, -30],
        [150, -30],
        [205, -86],
        [222, -80],
      ]),
      cushion,
    ),
    poly(
      pts([
        [10, 0],
        [20, 0],
        [20, 10],
        [10, 10],
      ]),
      frame,
    ),
    poly(
      pts([
        [150, 0],
        [160, 0],
        [160, 10],
        [150, 10],
      ]),
      frame,
    ),
    poly(
      pts([
        [6, -30],
        [168, -30],
        [168, -26],
        [6, -26],
      ]),
      '#ffffff',
      'opacity="0.5"',
    ),
  ]);
}

function umbrella(svg, x, y, s, m) {
  const canopy = m.lit ? '#cfc4b2' : '#f4eee2';
  return group([
    rect(x - 3 * s, y - 260 * s, 6 * s, 260 * s, darken('#8a6a4a', m.lit ? 0.4 : 0)),
    `<path d="M${f(x - 170 * s)},${f(y - 230 * s)} Q${f(x)},${f(y - 330 * s)} ${f(x + 170 * s)},${f(y - 230 * s)} Z" fill="${canopy}"/>`,
    `<path d="M${f(x - 170 * s)},${f(y - 230 * s)} Q${f(x)},${f(y - 255 * s)} ${f(x + 170 * s)},${f(y - 230 * s)} L${f(x + 170 * s)},${f(y - 222 * s)} Q${f(x)},${f(y - 246 * s)} ${f(x - 170 * s)},${f(y - 222 * s)} Z" fill="${darken(canopy, 0.15)}"/>`,
  ]);
}

function hedge(svg, x, y, w, h, m) {
  const base = m.lit ? '#1b2a22' : '#3f6238';
  return group([
    rect(
      x,
      y - h,
      w,
      h,
      svg.linear([
        [0, lighten(base, 0.15)],
        [1, darken(base, 0.35)],
      ]),
      `rx="${f(h / 2.2)}"`,
    ),
    rect(x + 6, y - h + 4, w - 12, h * 0.3, '#ffffff', `opacity="0.06" rx="${f(h / 4)}"`),
  ]);
}

/**
 * The villa: a cantilevered upper volume, a glazed ground floor, a rooftop pavilion and a
 * canopy, with stone and render. Answers the markup for drawing and for its pool reflection.
 */
function villaMassing(svg, r, m, ground, variant) {
  const wall = mix(m.wall, m.shade, m.lit ? 0.35 : 0.04);
  const wallSide = darken(wall, 0.12);
  const stoneColour = mix('#d8c3a5', m.shade, m.lit ? 0.45 : 0.05);
  const out = [];
  const g0 = ground;
  const gfTop = g0 - r.range(190, 215);
  const ffTop = gfTop - r.range(185, 205);
  const left = r.range(330, 420);
  const right = r.range(1500, 1600);
  const cantL = left - r.range(60, 110);
  const ffRight = r.range(1180, 1280);

  // Ground floor: stone wall, glass, render wall with a slot.
  out.push(stone(svg, r, left, gfTop, left + 180, g0, stoneColour));
  out.push(glazing(svg, r, m, left + 180, gfTop + 8, right - 220, g0, { mullion: r.range(110, 150) }));
  out.push(rect(right - 220, gfTop, 220, g0 - gfTop, wallSide));
  out.push(rect(right - 130, gfTop + 40, 14, g0 - gfTop - 40, darken(wallSide, 0.35)));
  // Canopy over the right-hand terrace, on slender columns.
  const canopyY = gfTop - 6;
  out.push(rect(ffRight - 10, canopyY - 18, right + 90 - ffRight, 18, wall));
  out.push(rect(right + 70, canopyY, 8, g0 - canopyY, darken(wall, 0.2)));
  out.push(soffitShadow(svg, m, ffRight, canopyY, right + 90, 36, 0.35));

  // First floor: white volume with a recessed glass band, cantilevered to the left.
  out.push(rect(cantL, ffTop, ffRight - cantL, gfTop - ffTop, wall));
  out.push(glazing(svg, r, m, cantL + 40, ffTop + 34, ffRight - 40, gfTop - 26, { mullion: r.range(130, 170) }));
  out.push(rect(cantL, ffTop, ffRight - cantL, 6, lighten(wall, 0.3)));
  out.push(soffitShadow(svg, m, cantL + 40, ffTop + 34, ffRight - 40, 28, 0.45));
  // Shadow cast by the cantilever on the ground floor.
  out.push(soffitShadow(svg, m, left, gfTop, ffRight, 60, 0.55));
  out.push(downlights(svg, m, cantL + 20, ffRight - 20, gfTop));

  // Rooftop pavilion with a thin overhanging roof.
  if (variant !== 'low') {
    const pL = r.range(700, 820);
    const pR = pL + r.range(360, 440);
    const pTop = ffTop - r.range(100, 120);
    out.push(glazing(svg, r, m, pL, pTop + 18, pR, ffTop, { mullion: 110 }));
    out.push(rect(pL - 50, pTop, pR - pL + 110, 18, wall));
    out.push(rect(pL - 50, pTop, pR - pL + 110, 3, lighten(wall, 0.35)));
    out.push(soffitShadow(svg, m, pL, pTop + 18, pR, 30, 0.4));
    // Glass balustrade on the roof terrace.
    out.push(rect(cantL, ffTop - 40, ffRight - cantL, 40, '#dff1f7', 'opacity="0.16"'));
    out.push(rect(cantL, ffTop - 42, ffRight - cantL, 3, '#ffffff', 'opacity="0.35"'));
  }
  return { markup: out.join(''), left: cantL, right: right + 90 };
}

/** An Italian cypress: a tall flame of dark green with a lit edge. */
function cypress(svg, r, m, { x, y, height, scale = 1 }) {
  const h = height * 0.8;
  const w = 46 * scale;
  const base = m.lit ? '#0f1a16' : '#2c4330';
  const d = `M${f(x)},${f(y - h)} C${f(x + w * 0.9)},${f(y - h * 0.7)} ${f(x + w * 1.1)},${f(y - h * 0.2)} ${f(x + w * 0.3)},${f(y)} L${f(x - w * 0.3)},${f(y)} C${f(x - w * 1.1)},${f(y - h * 0.2)} ${f(x - w * 0.9)},${f(y - h * 0.7)} ${f(x)},${f(y - h)} Z`;
  return group([
    `<path d="${d}" fill="${svg.linear(
      [
        [0, lighten(base, 0.12)],
        [0.6, base],
        [1, darken(base, 0.3)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
    `<path d="${d}" fill="none" stroke="${m.palmLit}" stroke-width="2" opacity="0.3"/>`,
  ]);
}

/**
 * Villa over its pool. Options: mood, flip (mirror the composition), seed.
 */
function villa({
  seed,
  mood = 'golden',
  flip = false,
  variant = 'tall',
  backdrop = 'sea',
  trees = 'palm',
  width = 1920,
  height = 1200,
}) {
  const r = rng(seed);
  const m = MOODS[mood];
  const svg = new Svg(width, height);
  const horizon = 700;
  const ground = 790;
  const sunX = flip ? 1500 : 420;
  svg.add(sky(svg, r, { mood, horizon, sunX, sunY: horizon - 90, clouds: 6 }));
  if (backdrop === 'hills') {
    // The sierra behind the coast, in layers of haze.
    for (let k = 0; k < 3; k += 1) {
      const tone = mix(m.shade, m.haze, 0.6 - k * 0.17);
      let d = `M-20,${horizon + 10}`;
      const ph = r.range(0, 6);
      for (let x = -20; x <= width + 40; x += 30) {
        const u = x / (420 + k * 160) + ph;
        d += ` L${x},${f(horizon - 60 - k * 30 - (0.55 + 0.3 * Math.sin(u) + 0.15 * Math.sin(u * 2.7 + 1)) * (150 + k * 70))}`;
      }
      d += ` L${width + 40},${horizon + 10} Z`;
      svg.add(`<path d="${d}" fill="${tone}"/>`);
    }
  }
  svg.add(sea(svg, r, { mood, horizon, bottom: ground, sunX }));
  const tree = (opts) => (trees === 'cypress' ? cypress(svg, r, m, opts) : palm(svg, r, opts));

  const scene = [];
  // Palms behind the house, crowns over the roofline.
  for (let i = 0; i < 4; i += 1) {
    scene.push(
      tree({
        x: r.pick([r.range(120, 320), r.range(1500, 1800), r.range(900, 1300)]),
        y: ground,
        height: r.range(420, 560),
        lean: r.range(-0.12, 0.12),
        color: mix(m.palm, MOODS[mood].haze, 0.25),
        scale: 0.9,
      }),
    );
  }
  const v = villaMassing(svg, r, m, ground, variant);
  scene.push(hedge(svg, 120, ground, 260, 60, m));
  scene.push(hedge(svg, 1640, ground, 240, 70, m));

  // Far deck, pool, near deck.
  const deck = mix('#e4d3b8', m.shade, m.lit ? 0.62 : 0.05);
  const poolTop = ground + 30;
  const poolBottom = 1010;
  const water = m.lit
    ? svg.linear([
        [0, '#5fe3ef'],
        [0.4, '#17a9c4'],
        [1, '#075a78'],
      ])
    : mood === 'midday'
      ? svg.linear([
          [0, '#9ee9f2'],
          [0.5, '#37bcd6'],
          [1, '#137c9e'],
        ])
      : svg.linear([
          [0, '#d9c3a6'],
          [0.25, '#58a9b8'],
          [1, '#165d78'],
        ]);

  const villaDraw = group(v.markup);
  const base = [
    rect(
      0,
      ground,
      width,
      poolTop - ground,
      svg.linear([
        [0, lighten(deck, 0.1)],
        [1, deck],
      ]),
    ),
    rect(0, poolTop, width, poolBottom - poolTop, water),
    // The reflection of the house, cut to the pool.
    group(
      `<g transform="translate(0 ${f(2 * ground + 10)}) scale(1 -1)" opacity="${m.lit ? 0.45 : 0.3}">${villaDraw}</g>`,
      `clip-path="${svg.clip(rect(0, poolTop, width, poolBottom - poolTop, '#fff'))}"`,
    ),
  ];
  // Caustics and ripples on the water.
  const ripples = [];
  for (let i = 0; i < 90; i += 1) {
    const t = r();
    const y = poolTop + 6 + t ** 1.3 * (poolBottom - poolTop - 10);
    const x = r.range(-40, width);
    const len = r.range(30, 160) * (0.5 + t);
    ripples.push(
      `<path d="M${f(x)},${f(y)} q${f(len / 4)},-4 ${f(len / 2)},0 t${f(len / 2)},0" fill="none" stroke="#ffffff" stroke-width="${f(1 + t * 1.5)}" opacity="${f(r.range(0.08, 0.25))}"/>`,
    );
  }
  base.push(group(ripples));
  base.push(rect(0, poolTop - 8, width, 10, lighten(deck, 0.25)));
  base.push(
    rect(
      0,
      poolBottom,
      width,
      height - poolBottom,
      svg.linear([
        [0, lighten(deck, 0.15)],
        [1, darken(deck, 0.12)],
      ]),
    ),
  );
  base.push(rect(0, poolBottom, width, 8, lighten(deck, 0.3)));
  // Paving joints widen towards the camera.
  const joints = [];
  for (let k = 1; k < 5; k += 1) {
    const y = poolBottom + 8 + (height - poolBottom) * (k / 5) ** 1.4;
    joints.push(line(0, y, width, y, darken(deck, 0.2), 1.5, 'opacity="0.4"'));
  }
  for (let x = -200; x < width + 200; x += 240)
    joints.push(line(x, poolBottom + 8, x + (x - width / 2) * 0.35, height, darken(deck, 0.2), 1.5, 'opacity="0.3"'));
  base.push(group(joints));

  scene.push(villaDraw);
  const furniture = [];
  const lx = r.range(260, 520);
  furniture.push(lounger(svg, lx, 1110, 1.25, m));
  furniture.push(lounger(svg, lx + 380, 1110, 1.25, m));
  furniture.push(umbrella(svg, lx + 330, 1100, 1.15, m));
  furniture.push(lounger(svg, 1280, ground + 22, 0.45, m, true));
  furniture.push(lounger(svg, 1400, ground + 22, 0.45, m, true));

  // Foreground palms frame the shot.
  const near = [
    tree({ x: 1790, y: height + 40, height: 980, lean: -0.1, color: m.palm, lit: m.palmLit, scale: 1.6, fronds: 12 }),
  ];
  if (r.chance(0.6))
    near.push(tree({ x: 60, y: height + 60, height: 900, lean: 0.08, color: m.palm, lit: m.palmLit, scale: 1.5 }));

  const body = [group(base), group(scene), group(furniture), group(near)].join('');
  svg.add(flip ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body);
  // Warm or cool light wash over everything.
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.linear([
        [0, m.haze, 0.12],
        [0.6, m.haze, 0],
        [1, '#000', 0.12],
      ]),
    ),
  );
  return svg.toString();
}

module.exports = { villa, glazing, stone, soffitShadow, downlights, lounger, umbrella, hedge };
