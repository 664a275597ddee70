'use strict';
/**
 * One-point perspective for rooms: the projection towards a vanishing point and boxes standing in it.
 */
const { poly } = require('./svg');

/**
 * One-point perspective: world points are given in the picture-plane frame (x in 0..W, y in
 * 0..H at depth t=1) and shrink towards the vanishing point as t falls.
 */
function perspective(vx, vy) {
  const p = (x, y, t) => [vx + t * (x - vx), vy + t * (y - vy)];
  return {
    vx,
    vy,
    p,
    /** A floor/ceiling/wall quad between two depths. */
    quad(x0, y0, x1, y1, t0, t1) {
      return [p(x0, y0, t0), p(x1, y1, t0), p(x1, y1, t1), p(x0, y0, t1)];
    },
  };
}

/**
 * A box standing in a one-point perspective: world x0..x1, y top..bottom (y grows downwards),
 * from depth tFront (nearer, larger) to tBack. Draws the faces the camera sees.
 */
function box(svg, P, { x0, x1, top, bottom, tFront, tBack, front, topFill, side, extra = '' }) {
  const out = [];
  const fA = P.p(x0, top, tFront);
  const fB = P.p(x1, top, tFront);
  const fC = P.p(x1, bottom, tFront);
  const fD = P.p(x0, bottom, tFront);
  const bA = P.p(x0, top, tBack);
  const bB = P.p(x1, top, tBack);
  const bC = P.p(x1, bottom, tBack);
  const bD = P.p(x0, bottom, tBack);
  // Top face visible when the box is below the eye line, bottom when above.
  if (top > P.vy && topFill) out.push(poly([fA, fB, bB, bA], topFill, extra));
  if (bottom < P.vy && topFill) out.push(poly([fD, fC, bC, bD], topFill, extra));
  if (side) {
    if (x1 < P.vx) out.push(poly([fB, bB, bC, fC], side, extra));
    if (x0 > P.vx) out.push(poly([fA, bA, bD, fD], side, extra));
  }
  out.push(poly([fA, fB, fC, fD], front, extra));
  return out.join('');
}

module.exports = { perspective, box };
