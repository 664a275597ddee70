'use strict';
/**
 * People: stylised studio portraits for the team (a fashion-illustration bust with soft studio
 * light, no facial features, clearly drawn rather than photographed) and monogram cards for
 * client reviews (initials set in a serif inside a fine gold ring).
 */
const { Svg, darken, ellipse, f, lighten, rect, rng } = require('./kit');

const SKIN = ['#f0d3bd', '#e3b99a', '#c9976f', '#a8714f', '#7d4f36'];
const HAIR = ['#1d1613', '#3a2a20', '#5c4030', '#8a6a4a', '#b89a72', '#2b2b2e'];
const BACKDROPS = [
  ['#e9e2d8', '#c7b9a8'],
  ['#dfe3df', '#a9b3aa'],
  ['#e4e0e8', '#aaa5b5'],
  ['#d9e1e8', '#8e9fb0'],
  ['#efe6da', '#cdb596'],
  ['#2d3440', '#161a22'],
];

/**
 * A portrait. look: { skin, hair, style (short|beard|long|bun|bob|waves), outfit (suit|blazer|
 * blouse|knit), colour, backdrop }.
 */
function portrait({ seed, look = {}, width = 800, height = 1000 }) {
  const r = rng(seed);
  const svg = new Svg(width, height);
  const skin = look.skin ?? r.pick(SKIN);
  const hair = look.hair ?? r.pick(HAIR);
  const style = look.style ?? r.pick(['short', 'beard', 'long', 'bun', 'bob', 'waves']);
  const outfit = look.outfit ?? r.pick(['suit', 'blazer', 'blouse', 'knit']);
  const cloth = look.colour ?? r.pick(['#1f2a3d', '#2b2b2e', '#6b5442', '#3d4a3f', '#efe9df', '#8a2f3a']);
  const [bg0, bg1] = look.backdrop ?? r.pick(BACKDROPS);
  const dark = bg0 === '#2d3440';
  const cx = width / 2;
  const out = [];

  // Studio backdrop with a pool of light behind the sitter.
  out.push(
    rect(
      0,
      0,
      width,
      height,
      svg.linear([
        [0, bg0],
        [1, bg1],
      ]),
    ),
  );
  out.push(ellipse(cx + 60, 360, 420, 420, svg.soft(lighten(bg0, dark ? 0.25 : 0.4), 0.8, 0.2)));
  out.push(ellipse(cx, height + 40, 520, 120, svg.soft('#000000', 0.25)));

  const headY = 400;
  const hx = 132;
  const hy = 168;
  // Hair behind the head (long styles).
  if (style === 'long' || style === 'waves') {
    const w = style === 'waves' ? 215 : 185;
    out.push(
      `<path d="M${cx - w},${headY - 20} C${cx - w - 10},${headY + 200} ${cx - w + 10},${headY + 300} ${cx - w + 40},${headY + 380} L${cx + w - 40},${headY + 380} C${cx + w - 10},${headY + 300} ${cx + w + 10},${headY + 200} ${cx + w},${headY - 20} C${cx + w},${headY - 250} ${cx - w},${headY - 250} ${cx - w},${headY - 20} Z" fill="${svg.linear(
        [
          [0, lighten(hair, 0.12)],
          [1, darken(hair, 0.25)],
        ],
      )}"/>`,
    );
  }
  if (style === 'bob') {
    out.push(
      `<path d="M${cx - 172},${headY - 30} C${cx - 184},${headY + 80} ${cx - 172},${headY + 150} ${cx - 140},${headY + 175} L${cx + 140},${headY + 175} C${cx + 172},${headY + 150} ${cx + 184},${headY + 80} ${cx + 172},${headY - 30} Z" fill="${darken(hair, 0.1)}"/>`,
    );
  }

  // Shoulders and torso.
  const shoulderY = 680;
  const body = `M${cx - 360},${height} C${cx - 360},${shoulderY + 70} ${cx - 280},${shoulderY - 6} ${cx - 110},${shoulderY - 30} L${cx + 110},${shoulderY - 30} C${cx + 280},${shoulderY - 6} ${cx + 360},${shoulderY + 70} ${cx + 360},${height} Z`;
  // Neck.
  out.push(
    `<path d="M${cx - 58},${headY + 110} L${cx - 66},${shoulderY - 6} L${cx + 66},${shoulderY - 6} L${cx + 58},${headY + 110} Z" fill="${svg.linear(
      [
        [0, darken(skin, 0.28)],
        [0.5, darken(skin, 0.08)],
        [1, darken(skin, 0.18)],
      ],
    )}"/>`,
  );
  const clothFill = svg.linear(
    [
      [0, lighten(cloth, 0.12)],
      [0.5, cloth],
      [1, darken(cloth, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  );
  if (outfit === 'suit' || outfit === 'blazer') {
    const shirt = outfit === 'suit' ? '#f6f4f0' : lighten(cloth, 0.65);
    out.push(`<path d="${body}" fill="${clothFill}"/>`);
    out.push(
      `<path d="M${cx - 70},${shoulderY - 24} L${cx},${shoulderY + 170} L${cx + 70},${shoulderY - 24} Z" fill="${shirt}"/>`,
    );
    if (outfit === 'suit')
      out.push(
        `<path d="M${cx - 16},${shoulderY + 10} L${cx + 16},${shoulderY + 10} L${cx + 24},${shoulderY + 150} L${cx},${shoulderY + 180} L${cx - 24},${shoulderY + 150} Z" fill="${darken(cloth, 0.15)}"/>`,
      );
    // Lapels.
    out.push(
      `<path d="M${cx - 70},${shoulderY - 26} L${cx - 130},${shoulderY + 40} L${cx - 90},${shoulderY + 70} L${cx - 120},${shoulderY + 100} L${cx},${shoulderY + 250} Z" fill="${darken(cloth, 0.22)}"/>`,
    );
    out.push(
      `<path d="M${cx + 70},${shoulderY - 26} L${cx + 130},${shoulderY + 40} L${cx + 90},${shoulderY + 70} L${cx + 120},${shoulderY + 100} L${cx},${shoulderY + 250} Z" fill="${darken(cloth, 0.1)}"/>`,
    );
    out.push(
      `<path d="M${cx - 120},${shoulderY + 100} L${cx},${shoulderY + 250} L${cx + 120},${shoulderY + 100}" stroke="${lighten(cloth, 0.2)}" stroke-width="2" fill="none" opacity="0.5"/>`,
    );
  } else if (outfit === 'knit') {
    out.push(`<path d="${body}" fill="${clothFill}"/>`);
    out.push(
      `<path d="M${cx - 70},${shoulderY - 28} Q${cx},${shoulderY + 30} ${cx + 70},${shoulderY - 28}" stroke="${darken(cloth, 0.2)}" stroke-width="16" fill="none"/>`,
    );
  } else {
    out.push(`<path d="${body}" fill="${clothFill}"/>`);
    out.push(
      `<path d="M${cx - 64},${shoulderY - 28} L${cx},${shoulderY + 110} L${cx + 64},${shoulderY - 28} Z" fill="${svg.linear(
        [
          [0, darken(skin, 0.2)],
          [1, darken(skin, 0.05)],
        ],
      )}"/>`,
    );
    out.push(
      `<path d="M${cx - 64},${shoulderY - 28} L${cx},${shoulderY + 110} L${cx + 64},${shoulderY - 28}" stroke="${darken(cloth, 0.15)}" stroke-width="6" fill="none"/>`,
    );
    // A fine gold chain.
    out.push(
      `<path d="M${cx - 50},${shoulderY - 20} Q${cx},${shoulderY + 50} ${cx + 50},${shoulderY - 20}" stroke="#d4b26a" stroke-width="2.5" fill="none"/>`,
    );
  }

  // Head: an egg shape, lit from the left, with a soft shadow under the jaw.
  const head = `M${cx},${headY - hy} C${cx + hx * 1.05},${headY - hy} ${cx + hx},${headY + hy * 0.45} ${cx + hx * 0.55},${headY + hy * 0.82} C${cx + hx * 0.3},${headY + hy * 1.02} ${cx - hx * 0.3},${headY + hy * 1.02} ${cx - hx * 0.55},${headY + hy * 0.82} C${cx - hx},${headY + hy * 0.45} ${cx - hx * 1.05},${headY - hy} ${cx},${headY - hy} Z`;
  if (style === 'short' || style === 'beard') {
    // Hair behind the head fills the temples between the cap and the ears.
    out.push(ellipse(cx, headY - hy * 0.32, hx * 1.04, hy * 0.72, darken(hair, 0.1)));
    for (const side of [-1, 1]) out.push(ellipse(cx + side * hx * 0.98, headY + 10, 18, 34, darken(skin, 0.12)));
  }
  out.push(
    `<path d="${head}" fill="${svg.linear(
      [
        [0, lighten(skin, 0.08)],
        [0.55, skin],
        [1, darken(skin, 0.22)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    )}"/>`,
  );
  // The suggestion of brow and cheek shading gives the face volume without features.
  out.push(ellipse(cx + 46, headY + 20, 60, 90, svg.soft(darken(skin, 0.3), 0.28)));
  out.push(ellipse(cx - 40, headY - 30, 60, 60, svg.soft(lighten(skin, 0.4), 0.35)));
  out.push(
    `<path d="M${cx + 6},${headY - 6} Q${cx + 18},${headY + 46} ${cx + 4},${headY + 56}" stroke="${darken(skin, 0.25)}" stroke-width="3" fill="none" opacity="0.45" stroke-linecap="round"/>`,
  );

  // Hair on top.
  const h = svg.linear(
    [
      [0, lighten(hair, 0.18)],
      [1, darken(hair, 0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  if (style === 'short' || style === 'beard') {
    out.push(
      `<path d="M${cx - hx * 1.03},${headY - 0.05 * hy} C${cx - hx * 1.2},${headY - hy * 1.6} ${cx + hx * 1.2},${headY - hy * 1.62} ${cx + hx * 1.03},${headY - 0.1 * hy} C${cx + hx * 0.95},${headY - hy * 0.45} ${cx + hx * 0.5},${headY - hy * 0.62} ${cx - hx * 0.1},${headY - hy * 0.6} C${cx - hx * 0.7},${headY - hy * 0.58} ${cx - hx * 0.98},${headY - hy * 0.35} ${cx - hx * 1.03},${headY - 0.05 * hy} Z" fill="${h}"/>`,
    );
    if (style === 'beard') {
      out.push(
        `<path d="M${cx - hx * 0.92},${headY + 0.25 * hy} C${cx - hx * 0.85},${headY + hy * 0.75} ${cx - hx * 0.45},${headY + hy * 1.04} ${cx},${headY + hy * 1.04} C${cx + hx * 0.45},${headY + hy * 1.04} ${cx + hx * 0.85},${headY + hy * 0.75} ${cx + hx * 0.92},${headY + 0.25 * hy} C${cx + hx * 0.75},${headY + hy * 0.62} ${cx + hx * 0.3},${headY + hy * 0.6} ${cx},${headY + hy * 0.66} C${cx - hx * 0.3},${headY + hy * 0.6} ${cx - hx * 0.75},${headY + hy * 0.62} ${cx - hx * 0.92},${headY + 0.25 * hy} Z" fill="${h}" opacity="0.85"/>`,
      );
    }
  } else {
    out.push(
      `<path d="M${cx - hx * 1.08},${headY + 40} C${cx - hx * 1.22},${headY - hy * 1.62} ${cx + hx * 1.22},${headY - hy * 1.62} ${cx + hx * 1.08},${headY + 40} C${cx + hx * 0.9},${headY - hy * 0.5} ${cx + hx * 0.2},${headY - hy * 0.7} ${cx - hx * 0.1},${headY - hy * 0.62} C${cx - hx * 0.6},${headY - hy * 0.5} ${cx - hx * 0.95},${headY - hy * 0.1} ${cx - hx * 1.08},${headY + 40} Z" fill="${h}"/>`,
    );
    if (style === 'bun') out.push(ellipse(cx + 10, headY - hy * 1.12, 66, 54, h));
    if (style === 'waves') {
      for (const side of [-1, 1])
        out.push(
          `<path d="M${cx + side * hx * 1.05},${headY + 20} C${cx + side * hx * 1.5},${headY + 160} ${cx + side * hx * 1.1},${headY + 260} ${cx + side * hx * 1.45},${headY + 360}" stroke="${lighten(hair, 0.15)}" stroke-width="6" fill="none" opacity="0.5"/>`,
        );
    }
  }
  // Rim light on the shoulder and a last soft light from the window side.
  out.push(
    `<path d="M${cx - 330},${height} C${cx - 330},${shoulderY + 60} ${cx - 250},${shoulderY - 10} ${cx - 120},${shoulderY - 30}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.25"/>`,
  );
  out.push(
    rect(
      0,
      0,
      width,
      height,
      svg.linear(
        [
          [0, '#fff3e0', 0.1],
          [1, '#000000', 0.14],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    ),
  );
  svg.add(...out);
  return svg.toString();
}

const CARD_COLOURS = [
  ['#14233c', '#c9a96a'],
  ['#1f3a33', '#d7bb7d'],
  ['#4a1f28', '#e0c58f'],
  ['#2a2a2d', '#cfae6c'],
  ['#e9e1d4', '#8a6a3f'],
  ['#20314a', '#e6d3ad'],
];

/** A monogram card: initials in a serif within a gold ring on a linen-textured ground. */
function monogram({ seed, initials, size = 800 }) {
  const r = rng(seed);
  const svg = new Svg(size, size);
  const [bg, gold] = r.pick(CARD_COLOURS);
  const c = size / 2;
  svg.add(
    rect(
      0,
      0,
      size,
      size,
      svg.radial(
        [
          [0, lighten(bg, 0.12)],
          [1, darken(bg, 0.2)],
        ],
        { cx: 0.4, cy: 0.35, r: 0.9 },
      ),
    ),
  );
  const weave = [];
  for (let i = -size; i < size * 2; i += 7) weave.push(`M${i},0 L${i + size},${size}`);
  svg.add(`<path d="${weave.join(' ')}" stroke="${lighten(bg, 0.3)}" stroke-width="1" opacity="0.07" fill="none"/>`);
  svg.add(`<circle cx="${c}" cy="${c}" r="${f(size * 0.36)}" fill="none" stroke="${gold}" stroke-width="3"/>`);
  svg.add(
    `<circle cx="${c}" cy="${c}" r="${f(size * 0.34)}" fill="none" stroke="${gold}" stroke-width="1" opacity="0.6"/>`,
  );
  svg.add(
    `<text x="${c}" y="${f(c + size * 0.085)}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${f(size * 0.24)}" letter-spacing="${f(size * 0.012)}" fill="${gold}">${initials}</text>`,
  );
  svg.add(ellipse(c - size * 0.2, c - size * 0.25, size * 0.5, size * 0.35, svg.soft('#ffffff', 0.08)));
  return svg.toString();
}

module.exports = { portrait, monogram };
