'use strict';
/**
 * People: portrait cards for the team (initials under a gold arch) and monogram cards for client
 * reviews (initials set in a serif inside a fine gold ring).
 */
const { Svg, darken, ellipse, f, lighten, rect, rng } = require('./kit');

/**
 * The team's portrait cards (800 x 1000): the member's initials set large in a serif under a
 * gold arch, the outline of the arched windows of the Gulf's old houses, on a deep ground with a
 * pool of light. A deliberate typographic portrait rather than a drawn face, until the agency's
 * own photographs replace them in the media library.
 */
const PORTRAIT_GROUNDS = [
  ['#1b2434', '#c9a96a'],
  ['#2b2623', '#d4b47c'],
  ['#1f302c', '#d7bb7d'],
  ['#3a1f26', '#e0c58f'],
  ['#22262b', '#cfae6c'],
  ['#1c2a3d', '#e6d3ad'],
];

function portraitCard({ seed, initials, ground, width = 800, height = 1000 }) {
  const r = rng(seed);
  const svg = new Svg(width, height);
  const [bg, gold] = ground ?? r.pick(PORTRAIT_GROUNDS);
  const cx = width / 2;
  svg.add(
    rect(
      0,
      0,
      width,
      height,
      svg.radial(
        [
          [0, lighten(bg, 0.16)],
          [0.55, bg],
          [1, darken(bg, 0.35)],
        ],
        { cx: 0.5, cy: 0.38, r: 0.85 },
      ),
    ),
  );
  // A fine vertical reed, like a fluted plaster wall in raking light.
  const reed = [];
  for (let x = 6; x < width; x += 12) reed.push(`M${x},0 V${height}`);
  svg.add(`<path d="${reed.join(' ')}" stroke="${lighten(bg, 0.25)}" stroke-width="1" opacity="0.06" fill="none"/>`);
  // The arch: two gold lines, the inner one fainter, springing from a third of the way down.
  const arch = (inset, weight, opacity) => {
    const w = width * 0.56 - inset * 2;
    const left = cx - w / 2;
    const right = cx + w / 2;
    const spring = height * 0.4;
    const foot = height * 0.86 - inset;
    return `<path d="M${f(left)},${f(foot)} V${f(spring)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(right)},${f(spring)} V${f(foot)}" fill="none" stroke="${gold}" stroke-width="${weight}" opacity="${opacity}"/>`;
  };
  svg.add(arch(0, 3, 0.95), arch(14, 1, 0.55));
  // The sill the arch stands on.
  svg.add(
    `<path d="M${f(cx - width * 0.34)},${f(height * 0.86)} H${f(cx + width * 0.34)}" stroke="${gold}" stroke-width="1.5" opacity="0.8"/>`,
  );
  svg.add(
    `<text x="${cx}" y="${f(height * 0.6)}" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif" font-size="${f(width * 0.2)}" letter-spacing="${f(width * 0.02)}" fill="${gold}">${initials}</text>`,
  );
  // A small diamond under the initials, as a jeweller's mark.
  const d = width * 0.012;
  const y = height * 0.68;
  svg.add(
    `<path d="M${cx},${f(y - d)} L${f(cx + d)},${f(y)} L${cx},${f(y + d)} L${f(cx - d)},${f(y)} Z" fill="${gold}" opacity="0.85"/>`,
  );
  // Light falling from the upper left across the card.
  svg.add(ellipse(cx - width * 0.22, height * 0.2, width * 0.6, height * 0.32, svg.soft('#ffffff', 0.07)));
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

module.exports = { portraitCard, monogram };
