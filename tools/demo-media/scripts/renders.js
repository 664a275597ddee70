#!/usr/bin/env node
'use strict';
/**
 * Renders the demo's architectural renderings (src/renders.js) with Blender's Cycles into renders/
 * (committed): each scene script builds its scene and writes a 16-bit PNG, finished here as a
 * 1920x1200 JPEG, or at the spec's own size (a panorama's 4096x2048), mirrored where it says. Needs Blender 3.4+ on the PATH (Debian: apt-get
 * install blender). A picture whose JPEG exists is kept unless named.
 *
 *   npm run generate:renders -w @estate/demo-media [-- villa-golden villa-blue] [-- --preview]
 */
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');
const { RENDERS, RENDERS_DIR, renderFile } = require('../src/renders');

const WIDTH = 1920;
const HEIGHT = 1200;
const args = process.argv.slice(2);
/** A quarter of the pixels and of the samples, into the temporary folder: to look at a change. */
const preview = args.includes('--preview');
const named = args.filter((a) => !a.startsWith('--'));

function run(cmd, cmdArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}\n${out.slice(-2000)}`)),
    );
  });
}

async function render(spec) {
  const png = path.join(os.tmpdir(), `estate-render-${spec.key}-${process.pid}.png`);
  // A spec's `scale` renders fewer pixels, enlarged to the full size afterwards.
  const scale = (preview ? 0.5 : 1) * (spec.scale ?? 1);
  const full = { width: spec.width ?? WIDTH, height: spec.height ?? HEIGHT };
  const size = { width: Math.round(full.width * scale), height: Math.round(full.height * scale) };
  const options = {
    ...spec.options,
    seed: spec.key,
    out: png,
    ...size,
    samples: preview ? Math.ceil(spec.samples / 4) : spec.samples,
  };
  const script = path.join(__dirname, '..', 'blender', `${spec.scene}.py`);
  const log = await run('blender', [
    '-b',
    '--factory-startup',
    '--python-exit-code',
    '1',
    '--python',
    script,
    '--',
    JSON.stringify(options),
  ]);
  if (!fs.existsSync(png)) throw new Error(`${spec.key}: Blender wrote no picture\n${log.slice(-2000)}`);
  const target = preview ? path.join(os.tmpdir(), `${spec.key}.preview.jpg`) : renderFile(spec.key);
  let image = sharp(png);
  if (spec.flip) image = image.flop();
  if (spec.scale && !preview) image = image.resize(full.width, full.height, { kernel: 'lanczos3' });
  await image.jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(`${target}.part`);
  fs.renameSync(`${target}.part`, target);
  fs.rmSync(png);
  return target;
}

async function main() {
  fs.mkdirSync(RENDERS_DIR, { recursive: true });
  const todo = RENDERS.filter((r) =>
    named.length ? named.includes(r.key) : preview || !fs.existsSync(renderFile(r.key)),
  );
  for (const spec of todo) {
    const started = Date.now();
    const file = await render(spec);
    console.log(`${spec.key}: ${path.relative(process.cwd(), file)} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  if (!todo.length) console.log('Every rendering is there; name one to render it again.');
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
