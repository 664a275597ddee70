'use strict';
/**
 * The frame every landscape is drawn at, and what several scenes put in it: parasols, sunbeds
 * and the observation wheel on the horizon.
 */
const { darken, ellipse, f, group, poly, rect } = require('../kit');

const W = 1920;
const H = 1200;

function parasol(svg, x, y, s, colour, m) {
  const c = m.lit ? darken(colour, 0.35) : colour;
  return group([
    ellipse(x + 40 * s, y + 4, 200 * s, 22 * s, svg.soft('#000000', 0.25)),
    rect(x - 3 * s, y - 240 * s, 6 * s, 240 * s, darken('#8a6a4a', 0.1)),
    poly(
      [
        [x - 190 * s, y - 210 * s],
        [x, y - 270 * s],
        [x + 190 * s, y - 210 * s],
      ],
      c,
    ),
    poly(
      [
        [x - 190 * s, y - 210 * s],
        [x + 190 * s, y - 210 * s],
        [x + 190 * s, y - 198 * s],
        [x - 190 * s, y - 198 * s],
      ],
      darken(c, 0.12),
    ),
  ]);
}

function sunbed(svg, x, y, s, m) {
  const c = m.lit ? '#bdb4a8' : '#fbf8f2';
  return group([
    ellipse(x + 90 * s, y + 6 * s, 130 * s, 14 * s, svg.soft('#000000', 0.25)),
    poly(
      [
        [x, y],
        [x + 180 * s, y],
        [x + 180 * s, y - 18 * s],
        [x, y - 18 * s],
      ],
      c,
    ),
    poly(
      [
        [x + 150 * s, y - 18 * s],
        [x + 180 * s, y - 18 * s],
        [x + 220 * s, y - 80 * s],
        [x + 196 * s, y - 84 * s],
      ],
      c,
    ),
    rect(x + 10 * s, y, 8 * s, 12 * s, '#8a6a4a'),
    rect(x + 160 * s, y, 8 * s, 12 * s, '#8a6a4a'),
  ]);
}

/** An observation wheel on the horizon, as on the islands off the Marina. */
function wheel(svg, x, y, rad, colour) {
  const out = [`<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="none" stroke="${colour}" stroke-width="4"/>`];
  const spokes = [];
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    spokes.push(`M${f(x)},${f(y)} L${f(x + Math.cos(a) * rad)},${f(y + Math.sin(a) * rad)}`);
    out.push(ellipse(x + Math.cos(a) * rad, y + Math.sin(a) * rad, 7, 5, colour));
  }
  out.push(`<path d="${spokes.join(' ')}" stroke="${colour}" stroke-width="1.2" fill="none"/>`);
  out.push(
    poly(
      [
        [x, y],
        [x - rad * 0.45, y + rad * 1.1],
        [x - rad * 0.38, y + rad * 1.1],
      ],
      colour,
    ),
  );
  out.push(
    poly(
      [
        [x, y],
        [x + rad * 0.45, y + rad * 1.1],
        [x + rad * 0.38, y + rad * 1.1],
      ],
      colour,
    ),
  );
  return group(out);
}

module.exports = { W, H, parasol, sunbed, wheel };
