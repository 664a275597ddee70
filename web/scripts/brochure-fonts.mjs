#!/usr/bin/env node
/**
 * The faces of the generated brochure (web/server/brochure): static TrueType instances of the
 * site's two variable families, Latin only, pinned at the weights the brochure sets. A PDF embeds
 * TrueType outlines; Fontsource ships WOFF2 variable files only. Writes server/brochure/fonts/
 * (committed, so builds need nothing but npm). Run after a Fontsource update:
 * node scripts/brochure-fonts.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../server/brochure/fonts');
const NODE_MODULES = path.resolve(HERE, '../../node_modules');

/** Printable Latin-1, the typographic punctuation, €, and the arrows and marks the brochure sets. */
const TEXT =
  String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i)) +
  String.fromCodePoint(...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => 0xa0 + i)) +
  '–—‘’“”•…€™−·';

const FACES = [
  ['cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2', 'serif-400', 400],
  ['cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2', 'serif-500', 500],
  ['cormorant-garamond', 'cormorant-garamond-latin-wght-italic.woff2', 'serif-400-italic', 400],
  ['jost', 'jost-latin-wght-normal.woff2', 'sans-300', 300],
  ['jost', 'jost-latin-wght-normal.woff2', 'sans-400', 400],
  ['jost', 'jost-latin-wght-normal.woff2', 'sans-500', 500],
];

fs.mkdirSync(OUT, { recursive: true });
for (const [family, file, name, wght] of FACES) {
  const source = fs.readFileSync(path.join(NODE_MODULES, '@fontsource-variable', family, 'files', file));
  const ttf = await subsetFont(source, TEXT, { targetFormat: 'truetype', variationAxes: { wght } });
  fs.writeFileSync(path.join(OUT, `${name}.ttf`), ttf);
  console.log(`${name}.ttf ${ttf.length} bytes`);
}
