#!/usr/bin/env node
/**
 * Generates the site's own pictures and its hero film from the demo content's architectural
 * renderings (@estate/demo-media: Blender scenes committed as JPEGs in tools/demo-media/renders):
 * the home/about hero film (a slow push-in on the villa and its pool as golden hour turns to blue
 * hour and the lights come on, and back: a seamless 12 s loop), its poster, the page banners and the
 * share picture. Outputs go to public/ and are committed, so neither CI nor `npm start` needs ffmpeg.
 * Run: npm run generate:media -w @estate/web [-- banner-careers hero] (needs ffmpeg on the PATH).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import demoMedia from '@estate/demo-media';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC = path.resolve(HERE, '../public');
const { renderFile } = demoMedia;

/** The renderings are 1920x1200; a 16:9 frame of them is 1920x1080, `top` pixels down. */
const SRC_W = 1920;
const SRC_H = 1200;

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

/** A banner: a 1920x1080 crop of a rendering, `top` (0-120) placing it between the sky and the foreground. */
async function banner(file, key, { top = 60 } = {}) {
  await sharp(renderFile(key))
    .extract({ left: 0, top, width: SRC_W, height: 1080 })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toFile(path.join(PUBLIC, 'images', file));
  console.log(`  images/${file} (${key})`);
}

/** Each page's banner: the rendering it shows and where its crop sits. */
const BANNERS = [
  ['banner-investment.jpg', 'skyline-downtown-dusk', { top: 40 }],
  ['banner-private-office.jpg', 'living-blue-skyline', { top: 60 }],
  ['banner-buyer.jpg', 'villa-golden-low', { top: 60 }],
  ['banner-careers.jpg', 'skyline-marina-dusk', { top: 60 }],
  ['banner-buyers-guide.jpg', 'aerial-palm', { top: 60 }],
  ['banner-sellers-guide.jpg', 'pool-golden', { top: 60 }],
  ['banner-international.jpg', 'marbella-golden', { top: 60 }],
  ['banner-insights.jpg', 'beach-golden', { top: 60 }],
];

/** The share picture (1200x630, JPEG: WhatsApp and others do not read AVIF): Downtown at blue hour. */
async function sharePicture(key = 'skyline-downtown-blue') {
  await sharp(renderFile(key))
    .resize(1200, 630, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(PUBLIC, 'images', 'share-default.jpg'));
  console.log(`  images/share-default.jpg (${key})`);
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

/** The hero film's scene: two renderings of one villa, same camera and geometry, in two lights. */
const HERO_STILLS = ['villa-golden', 'villa-blue'];

/** Frames of the film: the two lights of the villa cross-faded, with a gentle push-in and back. */
async function heroFilm() {
  const W = 1280;
  const H = 720;
  const FPS = 24;
  const SECONDS = 12;
  const stills = await Promise.all(HERO_STILLS.map((key) => sharp(renderFile(key)).removeAlpha().raw().toBuffer()));
  const source = { raw: { width: SRC_W, height: SRC_H, channels: 3 } };
  const frames = path.join(HERE, '.hero-frames');
  fs.rmSync(frames, { recursive: true, force: true });
  fs.mkdirSync(frames);
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    const t = i / total; // 0..1, and 1 is 0 again
    const wave = (1 - Math.cos(t * Math.PI * 2)) / 2; // 0 → 1 → 0, smooth at the loop
    const zoom = 1 + 0.07 * wave;
    const cropW = Math.round(SRC_W / zoom);
    const cropH = Math.round(1080 / zoom);
    const left = Math.round((SRC_W - cropW) / 2);
    const top = Math.round(60 + (1080 - cropH) * 0.42);
    const layers = await Promise.all(
      stills.map((s) =>
        sharp(s, source)
          .extract({ left, top, width: cropW, height: cropH })
          .resize(W, H, { kernel: 'lanczos3' })
          .raw()
          .toBuffer(),
      ),
    );
    const out = Buffer.alloc(W * H * 3);
    const a = layers[0];
    const b = layers[1];
    for (let p = 0; p < out.length; p++) out[p] = a[p] + (b[p] - a[p]) * wave;
    await sharp(out, { raw: { width: W, height: H, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
  }
  const video = path.join(PUBLIC, 'media', 'hero.mp4');
  fs.mkdirSync(path.dirname(video), { recursive: true });
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
    '27',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-tune',
    'animation',
    '-movflags',
    '+faststart',
    '-an',
    video,
  ]);
  console.log(`  media/hero.mp4 (${Math.round(fs.statSync(video).size / 1024)} KiB)`);
  // The poster is the film's first frame, at full width, so the film fades in over the same picture.
  await sharp(stills[0], source)
    .extract({ left: 0, top: 60, width: SRC_W, height: 1080 })
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(path.join(PUBLIC, 'images', 'hero-poster.jpg'));
  console.log('  images/hero-poster.jpg');
  fs.rmSync(frames, { recursive: true, force: true });
}

fs.mkdirSync(path.join(PUBLIC, 'images'), { recursive: true });
console.log('Generating media into web/public:');
for (const [file, key, crop] of BANNERS) if (wanted(file.replace(/\.jpg$/, ''))) await banner(file, key, crop);
if (wanted('share-default')) await sharePicture();
if (wanted('hero')) await heroFilm();
