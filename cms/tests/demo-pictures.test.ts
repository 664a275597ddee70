import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGES, RENDERS, renderFile } from '@estate/demo-media';

/*
 * The demo must read as a luxury agency's: its villas, towers, rooms, city skylines, resort
 * pools, beach club, golf community, the Palm from the air, Marbella villas, the desert's dunes,
 * the arcade of arches, the Belgravia terrace, the Manchester mill and the roof terraces' 360°
 * panoramas are architectural renderings (Blender's Cycles, tools/demo-media/blender), committed as
 * JPEGs and uploaded by the seed in place of the flat drawings of the same keys.
 */

const VILLAS = IMAGES.filter((i) => /^villa-/.test(i.key)).map((i) => i.key);
const TOWERS = IMAGES.filter((i) => /^tower-/.test(i.key)).map((i) => i.key);
const ROOM_KINDS = /^(living|bedroom|kitchen|bathroom|dining|terrace|gym|spa|lobby)-/;
const ROOMS = IMAGES.filter((i) => ROOM_KINDS.test(i.key)).map((i) => i.key);
const SKYLINES = IMAGES.filter((i) => /^skyline-/.test(i.key)).map((i) => i.key);

/** Asserts that the catalogue serves a key as its committed rendering, never as a drawing. */
function expectRendered(key: string) {
  const spec = IMAGES.find((i) => i.key === key)!;
  expect(spec.draw, key).toBeUndefined();
  expect(spec.file, key).toBe(renderFile(key));
  expect(path.relative(path.resolve(__dirname, '../../tools/demo-media/renders'), spec.file!)).toBe(`${key}.jpg`);
}

describe('the demo pictures', () => {
  it('serves every villa and tower as a committed rendering, never as a drawing', () => {
    expect(VILLAS.length).toBeGreaterThanOrEqual(7);
    expect(TOWERS).toEqual(['tower-golden', 'tower-blue', 'tower-dusk', 'tower-midday']);
    for (const key of [...VILLAS, ...TOWERS]) expectRendered(key);
  });

  it('serves every living room, bedroom, kitchen, bathroom, dining room, terrace, gym, spa and lobby as a committed rendering, the evening skyline rooms included', () => {
    expect(ROOMS).toEqual(
      expect.arrayContaining([
        'bedroom-blue-skyline',
        'kitchen-blue-skyline',
        'bathroom-blue-skyline',
        'dining-dusk-skyline',
        'dining-golden-sea',
        'terrace-golden-sea',
        'terrace-midday-sea',
        'terrace-dusk-skyline',
        'gym-midday',
        'gym-golden',
        'spa-night',
        'spa-dusk',
        'lobby-dusk',
        'lobby-blue',
      ]),
    );
    expect(ROOMS.length).toBeGreaterThanOrEqual(27);
    for (const key of ROOMS) expectRendered(key);
  });

  it('serves every skyline of the Marina, Downtown and the Creek as a committed rendering', () => {
    expect(SKYLINES).toHaveLength(8);
    for (const key of SKYLINES) expectRendered(key);
  });

  it("serves the resort's infinity pool at sunset and at midday as committed renderings", () => {
    for (const key of ['pool-golden', 'pool-midday']) expectRendered(key);
  });

  it('serves the beach club at midday and at golden hour as committed renderings', () => {
    for (const key of ['beach-midday', 'beach-golden']) expectRendered(key);
  });

  it('serves the Belgravia stucco terrace by day and at blue hour as committed renderings', () => {
    for (const key of ['london-day', 'london-evening']) expectRendered(key);
  });

  it('serves the converted Manchester mill on its canal at blue hour and at dusk as committed renderings', () => {
    for (const key of ['mill-blue', 'mill-dusk']) expectRendered(key);
  });

  it('serves the golf community at golden hour and at midday as committed renderings', () => {
    for (const key of ['golf-golden', 'golf-midday']) expectRendered(key);
  });

  it('serves the Palm seen from the air as a committed rendering', () => {
    expectRendered('aerial-palm');
  });

  it('serves both Marbella villas as committed renderings', () => {
    for (const key of ['marbella-golden', 'marbella-midday']) expectRendered(key);
  });

  it('serves the desert dunes and the arcade of arches at golden hour and at midday as committed renderings', () => {
    for (const key of ['desert-golden', 'desert-midday', 'arches-golden', 'arches-midday']) expectRendered(key);
  });

  it("serves the roof terraces' 360° panoramas as committed renderings at the drawings' 4096x2048", () => {
    for (const key of ['pano-downtown-terrace', 'pano-marina-terrace']) {
      expectRendered(key);
      const spec = IMAGES.find((i) => i.key === key)!;
      expect({ width: spec.width, height: spec.height }).toEqual({ width: 4096, height: 2048 });
    }
  });

  it('has a full-size JPEG for every rendering it lists', async () => {
    for (const { key, width = 1920, height = 1200 } of RENDERS) {
      const file = renderFile(key);
      expect(fs.existsSync(file), `${key}: npm run generate:renders -w @estate/demo-media`).toBe(true);
      const meta = await sharp(file).metadata();
      expect({ key, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        key,
        format: 'jpeg',
        width,
        height,
      });
    }
  });

  it('crops the Instagram squares of a rendered villa, tower, terrace, lobby, dunes and arcade from the renderings', () => {
    for (const key of ['insta-villa', 'insta-tower', 'insta-terrace', 'insta-lobby', 'insta-dunes', 'insta-arches']) {
      const insta = IMAGES.find((i) => i.key === key)!;
      const source = IMAGES.find((i) => i.key === insta.from)!;
      expect(source.file, key).toBe(renderFile(insta.from!));
    }
  });
});
