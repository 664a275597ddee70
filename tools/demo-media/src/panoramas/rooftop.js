'use strict';
/**
 * A whole panorama: the sky dome, the city and the terrace, placed around the afterglow.
 */
const { Svg, rng } = require('../kit');
const { H, W, skyDome } = require('./sphere');
const { city } = require('./city');
const { terrace } = require('./terrace');

/**
 * A rooftop terrace at dusk or blue hour above Downtown (the supertall and its lake) or the Marina
 * (towers all round, the sea and the wheel): a 2:1 equirectangular SVG, 4096 x 2048 by default.
 */
function rooftop({ seed, mood = 'dusk', kind = 'downtown' }) {
  const r = rng(seed);
  const svg = new Svg(W, H);
  const sunX = r.range(0, W);
  // The city's heart and the sea lie away from the afterglow, the sofa faces the view.
  const cityX = (sunX + W * r.range(0.3, 0.42)) % W;
  const seaX = (sunX + W * r.range(-0.08, 0.08) + W) % W;
  const sofaX = (cityX + W / 2) % W;
  svg.add(skyDome(svg, r, { mood, sunX }));
  svg.add(city(svg, r, { kind, mood, cityX, seaX }));
  svg.add(terrace(svg, r, { mood, sofaX, viewX: kind === 'marina' ? seaX : cityX }));
  return svg.toString();
}

module.exports = { rooftop };
