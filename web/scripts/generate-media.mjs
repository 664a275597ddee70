#!/usr/bin/env node
/**
 * Generates the site's own pictures and its hero film, in the illustrated style of the demo
 * content (@estate/demo-media, the drawing kit the CMS seed uses too): the home/about hero film (a slow
 * push-in over the Downtown skyline as dusk turns to blue hour and back: a seamless 12 s loop),
 * its poster, the page banners and the share picture. Outputs go to public/ and are committed,
 * so neither CI nor `npm start` needs ffmpeg. Run: npm run generate:media -w @estate/web
 * (needs ffmpeg on the PATH).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import demoMedia from '@estate/demo-media';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC = path.resolve(HERE, '../public');
const { towers, landscapes, exterior, interiors, renderJpeg } = demoMedia;

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

/** The kit draws 1920×1200; banners are 16:9, cropped around the centre. */
async function banner(file, svg, { top = 60 } = {}) {
  const jpeg = await renderJpeg(svg, { width: 1920, height: 1200, quality: 90 });
  await sharp(jpeg)
    .extract({ left: 0, top, width: 1920, height: 1080 })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toFile(path.join(PUBLIC, 'images', file));
  console.log(`  images/${file}`);
}

const BANNERS = [
  ['banner-investment.jpg', () => towers.skyline({ seed: 'web-investment', mood: 'golden', kind: 'downtown' })],
  [
    'banner-private-office.jpg',
    () => interiors.living({ seed: 'web-private-office', mood: 'blue', palette: 'noir', viewKind: 'skyline' }),
  ],
  ['banner-buyer.jpg', () => exterior.villa({ seed: 'web-buyer', mood: 'golden' })],
  ['banner-careers.jpg', () => towers.skyline({ seed: 'web-careers', mood: 'blue', kind: 'marina' })],
  ['banner-buyers-guide.jpg', () => landscapes.aerialPalm({ seed: 'web-buyers-guide' })],
  ['banner-sellers-guide.jpg', () => exterior.villa({ seed: 'web-sellers-guide', mood: 'blue', flip: true })],
  ['banner-international.jpg', () => landscapes.marbellaVilla({ seed: 'web-international', mood: 'golden' })],
  ['banner-insights.jpg', () => landscapes.beach({ seed: 'web-insights', mood: 'golden' })],
];

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}`))));
  });
}

/** Frames of the film: two moods of one skyline cross-faded, with a gentle push-in and back. */
async function heroFilm() {
  const W = 1280;
  const H = 720;
  const FPS = 24;
  const SECONDS = 12;
  const seed = 'web-hero';
  const moods = ['dusk', 'blue'];
  const stills = [];
  for (const mood of moods) {
    const svg = towers.skyline({ seed, mood, kind: 'downtown' });
    // No film grain here: it would cost most of the film's bytes.
    const png = await sharp(Buffer.from(svg)).resize(1920, 1200).removeAlpha().png().toBuffer();
    stills.push(png);
  }
  const frames = path.join(HERE, '.hero-frames');
  fs.rmSync(frames, { recursive: true, force: true });
  fs.mkdirSync(frames);
  const total = FPS * SECONDS;
  for (let i = 0; i < total; i++) {
    const t = i / total; // 0..1, and 1 is 0 again
    const wave = (1 - Math.cos(t * Math.PI * 2)) / 2; // 0 → 1 → 0, smooth at the loop
    const zoom = 1 + 0.07 * wave;
    const cropW = Math.round(1920 / zoom);
    const cropH = Math.round(1080 / zoom);
    const left = Math.round((1920 - cropW) / 2);
    const top = Math.round(60 + (1080 - cropH) * 0.42);
    const layers = await Promise.all(
      stills.map((s) =>
        sharp(s)
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
  const first = await sharp(stills[0]).extract({ left: 0, top: 60, width: 1920, height: 1080 }).toBuffer();
  await sharp(first)
    .jpeg({ quality: 80, mozjpeg: true, progressive: true })
    .toFile(path.join(PUBLIC, 'images', 'hero-poster.jpg'));
  console.log('  images/hero-poster.jpg');
  // Share previews: 1200×630, JPEG (WhatsApp and others do not read AVIF).
  await sharp(first)
    .resize(1200, 630, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(PUBLIC, 'images', 'share-default.jpg'));
  console.log('  images/share-default.jpg');
  fs.rmSync(frames, { recursive: true, force: true });
}

fs.mkdirSync(path.join(PUBLIC, 'images'), { recursive: true });
console.log('Generating media into web/public:');
for (const [file, draw] of BANNERS) if (wanted(file.replace(/\.jpg$/, ''))) await banner(file, draw());
if (wanted('hero')) await heroFilm();
