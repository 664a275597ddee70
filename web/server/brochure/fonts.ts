import fs from 'node:fs';
import path from 'node:path';
import { webRoot } from '../paths';

/** The brochure's faces (scripts/brochure-fonts.mjs writes them): name as pdf.ts sets it, file. */
const FACES = ['serif-400', 'serif-500', 'serif-400-italic', 'sans-300', 'sans-400', 'sans-500'] as const;

let loaded: Array<[string, Buffer]> | null = null;

/** The faces' bytes, read once per process (about 250 KB). */
export function brochureFonts(): Array<[string, Buffer]> {
  loaded ??= FACES.map((name) => [
    name,
    fs.readFileSync(path.join(webRoot(), 'server', 'brochure', 'fonts', `${name}.ttf`)),
  ]);
  return loaded;
}
