'use strict';
/**
 * The SVG builder (defs with unique gradient and filter ids, and the body) and the element
 * strings every scene is made of: rectangles, polygons, ellipses, paths, lines and groups.
 */
const { f } = require('./numbers');

/** Collects defs and body of one SVG document; ids are unique within it. */
class Svg {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.n = 0;
  }

  id(prefix = 'g') {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** A linear gradient; stops are [offset, colour, opacity?]. Answers url(#id). */
  linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
    const id = this.id('l');
    const u = units ? ` gradientUnits="${units}"` : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units, transform } = {}) {
    const id = this.id('r');
    const u = units ? ` gradientUnits="${units}"` : '';
    const t = transform ? ` gradientTransform="${transform}"` : '';
    const fxy = fx !== undefined ? ` fx="${fx}" fy="${fy}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fxy}${u}${t}>${stops
        .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(sx, sy = sx) {
    const key = `blur-${sx}-${sy}`;
    this.blurs = this.blurs || {};
    if (!this.blurs[key]) {
      const id = this.id('b');
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sx} ${sy}"/></filter>`,
      );
      this.blurs[key] = `url(#${id})`;
    }
    return this.blurs[key];
  }

  /** A soft round light or shadow: a radial fade, far cheaper to render than a blur filter. */
  soft(colour, opacity = 1, inner = 0) {
    const key = `soft-${colour}-${opacity}-${inner}`;
    this.softs = this.softs || {};
    if (!this.softs[key]) {
      this.softs[key] = this.radial([
        [0, colour, opacity],
        [inner, colour, opacity * 0.85],
        [1, colour, 0],
      ]);
    }
    return this.softs[key];
  }

  /** A band that fades in and out vertically (haze, light spill). */
  band(colour, opacity = 1) {
    return this.linear([
      [0, colour, 0],
      [0.5, colour, opacity],
      [1, colour, 0],
    ]);
  }

  clip(inner) {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  mask(inner) {
    const id = this.id('m');
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}">${inner}</mask>`,
    );
    return `url(#${id})`;
  }

  add(...parts) {
    this.body.push(...parts.filter(Boolean));
    return this;
  }

  toString() {
    // Opacity on a single shape makes librsvg composite it off-screen (slow at 1920 px); fill and
    // stroke opacity look the same on one shape and render several times faster.
    const body = this.body
      .join('')
      .replace(
        /<(rect|line|ellipse|polygon|path|circle)([^>]*?) opacity="([\d.]+)"/g,
        '<$1$2 fill-opacity="$3" stroke-opacity="$3"',
      );
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
const poly = (points, fill, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width = 1, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
const group = (inner, attrs = '') => `<g ${attrs}>${Array.isArray(inner) ? inner.join('') : inner}</g>`;

module.exports = { Svg, rect, poly, ellipse, pathEl, line, group };
