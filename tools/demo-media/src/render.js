'use strict';
/**
 * SVG to JPEG with sharp, finished like a photograph: a soft vignette and a fine monochrome film
 * grain (flat vector fills look like placeholders; grain makes them read as prints).
 */
const sharp = require('sharp');

const grainCache = new Map();

/** A deterministic grey noise tile with low alpha, blended over the picture. */
function grain(width, height, strength) {
  const key = `${width}x${height}:${strength}`;
  if (grainCache.has(key)) return grainCache.get(key);
  const buf = Buffer.alloc(width * height * 4);
  let s = 0x2545f491;
  for (let i = 0; i < width * height; i += 1) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const v = 128 + (((s >>> 0) % 256) - 128) * 0.9;
    const o = i * 4;
    buf[o] = v;
    buf[o + 1] = v;
    buf[o + 2] = v;
    buf[o + 3] = strength;
  }
  const value = { input: buf, raw: { width, height, channels: 4 }, blend: 'overlay' };
  grainCache.set(key, value);
  return value;
}

/** The JPEG bytes of an SVG document (its own width and height). */
async function renderJpeg(svgText, { width, height, quality = 80, grainStrength = 38, vignette = 0.22 } = {}) {
  const layers = [];
  if (vignette > 0) {
    const v = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
    layers.push({ input: Buffer.from(v), blend: 'over' });
  }
  if (grainStrength > 0) layers.push(grain(width, height, grainStrength));
  const base = await sharp(Buffer.from(svgText), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base).composite(layers).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

module.exports = { renderJpeg };
