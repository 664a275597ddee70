#!/usr/bin/env node
'use strict';
/**
 * Renders the demo films (src/films.js) into films/: each frame a crop of two renderings of one scene
 * in two lights (or of one rendering and its graded copy), cross-faded, pushing in slowly towards the
 * scene's focus, with a fade from and to black; ffmpeg encodes them (H.264, yuv420p, +faststart so
 * a browser starts playing before the whole file has arrived). The outputs are committed. Needs
 * ffmpeg on the PATH.
 *
 *   npm run generate:films -w @estate/demo-media [-- film-frond-villa]
 */
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');
const { FILMS, filmFile } = require('../src/films');
const { renderFile } = require('../src/renders');

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 12;
/** The renderings are 1920x1200; a 16:9 frame of them is 1920x1080. */
const SRC_W = 1920;
const SRC_H = 1200;

const only = process.argv.slice(2);

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

/** 0 → 1 with a soft start and end. */
const ease = (t) => t * t * (3 - 2 * t);

/** A rendering as raw RGB; with a grade, its light moved towards the next hour. */
function still(key, grade) {
  let image = sharp(renderFile(key)).removeAlpha();
  if (grade) {
    image = image
      .modulate({ brightness: grade.brightness, saturation: grade.saturation })
      .linear(grade.tint, [0, 0, 0]);
  }
  return image.raw().toBuffer();
}

async function film(spec) {
  const [first, last = first] = spec.renders;
  const stills = [await still(first), await still(last, spec.grade)];
  const source = { raw: { width: SRC_W, height: SRC_H, channels: 3 } };
  const frames = fs.mkdtempSync(path.join(os.tmpdir(), `${spec.key}-`));
  const total = FPS * SECONDS;
  try {
    for (let i = 0; i < total; i += 1) {
      const t = i / (total - 1);
      const zoom = 1 + (spec.zoom - 1) * ease(t);
      const cropW = Math.round(SRC_W / zoom);
      const cropH = Math.round((SRC_W * 9) / 16 / zoom);
      // The frame's centre moves from the rendering's centre towards the focus as it pushes in.
      const cx = SRC_W / 2 + (spec.focus.x - SRC_W / 2) * ease(t);
      const cy = SRC_H / 2 + (spec.focus.y - SRC_H / 2) * ease(t);
      const left = Math.round(Math.min(Math.max(cx - cropW / 2, 0), SRC_W - cropW));
      const top = Math.round(Math.min(Math.max(cy - cropH / 2, 0), SRC_H - cropH));
      const layers = await Promise.all(
        stills.map((s) =>
          sharp(s, source)
            .extract({ left, top, width: cropW, height: cropH })
            .resize(W, H, { kernel: 'lanczos3' })
            .raw()
            .toBuffer(),
        ),
      );
      // The light changes through the middle of the film; it opens from and closes to black.
      const blend = ease(Math.min(1, Math.max(0, (t - 0.2) / 0.6)));
      const light = Math.min(1, t / 0.05, (1 - t) / 0.06);
      const [a, b] = layers;
      const out = Buffer.alloc(W * H * 3);
      for (let p = 0; p < out.length; p += 1) out[p] = (a[p] + (b[p] - a[p]) * blend) * light;
      await sharp(out, { raw: { width: W, height: H, channels: 3 } })
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
    }
    const file = filmFile(spec);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(frames, 'f%04d.png'),
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-tune',
      'animation',
      '-movflags',
      '+faststart',
      '-an',
      file,
    ]);
    console.log(`  films/${spec.file} (${Math.round(fs.statSync(file).size / 1024)} KiB)`);
  } finally {
    fs.rmSync(frames, { recursive: true, force: true });
  }
}

(async () => {
  console.log('Rendering the demo films into tools/demo-media/films:');
  for (const spec of FILMS) if (only.length === 0 || only.includes(spec.key)) await film(spec);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
