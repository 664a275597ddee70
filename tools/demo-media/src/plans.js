'use strict';
/**
 * Floor plans for the off-plan demo listings: an architect's line drawing on white, rooms as
 * walled rectangles with their names and sizes, doors as gaps with swing arcs, a north arrow.
 */
const { Svg, f, line, rect } = require('./kit');

const INK = '#2b2b2e';
const WALL = 10;

/** Room layouts on a 12 x 8 grid: [name, x, y, w, h]. */
const LAYOUTS = {
  1: [
    ['Living / Dining', 0, 0, 7, 5],
    ['Kitchen', 0, 5, 4, 3],
    ['Bath', 4, 5, 3, 3],
    ['Bedroom', 7, 0, 5, 5],
    ['Balcony', 7, 5, 5, 3],
  ],
  2: [
    ['Living / Dining', 0, 0, 6, 5],
    ['Kitchen', 0, 5, 3, 3],
    ['Bath', 3, 5, 3, 3],
    ['Bedroom 1', 6, 0, 6, 4],
    ['Bedroom 2', 6, 4, 3, 4],
    ['Ensuite', 9, 4, 3, 4],
  ],
  3: [
    ['Living', 0, 0, 5, 5],
    ['Dining', 5, 0, 3, 5],
    ['Kitchen', 0, 5, 3, 3],
    ['Maid', 3, 5, 2, 3],
    ['Bedroom 1', 8, 0, 4, 4],
    ['Bedroom 2', 8, 4, 4, 4],
    ['Bedroom 3', 5, 5, 3, 3],
  ],
};

function floorPlan({ beds, width = 1600, height = 1200 }) {
  const svg = new Svg(width, height);
  const margin = 120;
  const cell = Math.min((width - 2 * margin) / 12, (height - 2 * margin - 60) / 8);
  const ox = (width - 12 * cell) / 2;
  const oy = margin;
  const out = [rect(0, 0, width, height, '#ffffff')];
  for (const [name, x, y, w, h] of LAYOUTS[beds] ?? LAYOUTS[2]) {
    const [rx, ry, rw, rh] = [ox + x * cell, oy + y * cell, w * cell, h * cell];
    out.push(rect(rx, ry, rw, rh, '#f7f5f1', `stroke="${INK}" stroke-width="${WALL}"`));
    // A door: a gap in the lower wall and its swing.
    const door = Math.min(cell * 0.9, rw * 0.4);
    const dx = rx + rw * 0.2;
    out.push(line(dx, ry + rh, dx + door, ry + rh, '#f7f5f1', WALL + 2));
    out.push(
      `<path d="M${f(dx)} ${f(ry + rh)} A${f(door)} ${f(door)} 0 0 1 ${f(dx + door)} ${f(ry + rh - door)}" fill="none" stroke="${INK}" stroke-width="2"/>`,
    );
    const metres = `${(w * 1.1).toFixed(1)} × ${(h * 1.1).toFixed(1)} m`;
    out.push(
      `<text x="${f(rx + rw / 2)}" y="${f(ry + rh / 2)}" font-family="Helvetica, Arial, sans-serif" font-size="${f(cell * 0.28)}" fill="${INK}" text-anchor="middle">${name}</text>`,
      `<text x="${f(rx + rw / 2)}" y="${f(ry + rh / 2 + cell * 0.36)}" font-family="Helvetica, Arial, sans-serif" font-size="${f(cell * 0.2)}" fill="#6b6b70" text-anchor="middle">${metres}</text>`,
    );
  }
  // North arrow and title.
  const nx = width - margin / 2 - 10;
  out.push(
    `<path d="M${f(nx)} ${f(margin - 70)} l18 50 l-18 -12 l-18 12 z" fill="${INK}"/>`,
    `<text x="${f(nx)}" y="${f(margin - 80)}" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="${INK}" text-anchor="middle">N</text>`,
    `<text x="${f(ox)}" y="${f(height - margin / 2)}" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="${INK}">Typical ${beds}-bedroom layout · indicative only</text>`,
  );
  svg.add(...out);
  return svg.toString();
}

module.exports = { floorPlan };
