'use strict';
/**
 * The demo pictures: the catalogue the seed uploads (a stable key, what draws it, its size and
 * alt text), the drawing modules (SVG text) and the renderer (SVG to a photograph-like JPEG); the
 * architectural renderings (Blender scenes in blender/, committed as JPEGs in renders/), which
 * take the place of the drawings of the same keys; and the demo films, made from the renderings
 * and committed (films/, src/films.js).
 * Used by the CMS seed (cms/scripts/seed) and the web's media script
 * (web/scripts/generate-media.mjs); nothing that serves requests loads it (docs/decisions).
 */
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const { IMAGES, monogramSpec, INSTA_KEYS } = require('./catalog');
const { renderJpeg } = require('./render');
const { brochurePdf } = require('../brochure');
const { FILMS, filmFile } = require('./films');
const { RENDERS, RENDERS_DIR, renderFile } = require('./renders');
const exterior = require('./exterior');
const interiors = require('./interiors');
const landscapes = require('./landscapes');
const panoramas = require('./panoramas');
const people = require('./people');
const towers = require('./towers');

/** @typedef {import('./catalog').ImageSpec} ImageSpec */

/** The .js files under a folder, its subfolders' included, as sorted '/'-separated relative paths. */
function sourceFiles(dir, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(path.join(dir, entry.name), `${name}/`));
    else if (entry.name.endsWith('.js')) files.push(name);
  }
  return files.sort();
}

/**
 * A hash of the drawing code and of the committed renderings: a change to any scene, in any
 * subfolder, or a new rendering (a crop of it is cached too) invalidates a cache of pictures.
 */
function drawingVersion() {
  const hash = createHash('sha1');
  for (const name of sourceFiles(__dirname)) hash.update(name).update(fs.readFileSync(path.join(__dirname, name)));
  const renders = fs.existsSync(RENDERS_DIR)
    ? fs
        .readdirSync(RENDERS_DIR)
        .filter((f) => f.endsWith('.jpg'))
        .sort()
    : [];
  for (const name of renders) hash.update(name).update(fs.readFileSync(path.join(RENDERS_DIR, name)));
  return hash.digest('hex').slice(0, 12);
}

module.exports = {
  drawingVersion,
  IMAGES,
  monogramSpec,
  INSTA_KEYS,
  renderJpeg,
  brochurePdf,
  FILMS,
  filmFile,
  RENDERS,
  renderFile,
  exterior,
  interiors,
  landscapes,
  panoramas,
  people,
  towers,
};
