// @ts-check
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/*
 * Brotli and gzip copies of a build's text files, made once at build time and served as they are
 * (express-static-gzip in web/server): a visitor's scripts and styles cost the server a file read,
 * not a compression per request, and browsers that take Brotli get it at its best quality (about
 * a fifth smaller than gzip for this JavaScript), which no server could afford per request.
 */

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|xml|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every file under `dir`, depth first, but dotfiles and dot-folders: Vite's `.vite/manifest.json`
 * is still there when the plugin runs (React Router removes it after the build), and a copy left
 * beside it would publish the source tree's layout.
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least 1 KiB,
 * each only when it is smaller than the file; answers how many files and bytes it wrote.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompressDir(dir) {
  const out = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = await fs.readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    let wrote = false;
    if (br.length < raw.length) {
      await fs.writeFile(`${file}.br`, br);
      out.brotliBytes += br.length;
      wrote = true;
    }
    if (gz.length < raw.length) {
      await fs.writeFile(`${file}.gz`, gz);
      wrote = true;
    }
    if (wrote) {
      out.files += 1;
      out.bytes += raw.length;
    }
  }
  return out;
}

/**
 * The Vite plugin: once the browser build is written, its compressed copies (the server build is
 * left alone).
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  return {
    name: 'estate-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment && this.environment.name !== 'client') return;
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = await precompressDir(options.dir);
      this.environment?.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli`,
      );
    },
  };
}
