'use strict';
/**
 * Pictures for the seed: drawn locally (no downloads), cached on disk between runs by a hash of
 * the drawing code, and uploaded through Strapi's upload service so they get the responsive
 * formats every other upload gets. Each upload keeps its key in its provider metadata
 * ({ seedKey }), which is how a second run recognises it instead of uploading it again; uploads of
 * earlier runs kept it in the caption ("seed:<key>") and are moved over. Every run gives each
 * picture its alternative text and caption (content/pictures.js), so an existing database gets
 * them too (docs/decisions/0087).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const pLimit = require('p-limit');
const sharp = require('sharp');
const { drawingVersion, renderJpeg } = require('@estate/demo-media');
const { pictureTexts } = require('./content/pictures');

const FILE_UID = 'plugin::upload.file';
const CAPTION_PREFIX = 'seed:';

function cacheDir() {
  const dir = process.env.SEED_IMAGE_CACHE || path.join(os.tmpdir(), 'estate-seed-images', drawingVersion());
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The demo's files that are committed rather than drawn (the films), by extension. */
const FILE_TYPES = { '.mp4': 'video/mp4', '.webm': 'video/webm', '.jpg': 'image/jpeg' };

/**
 * The file of a picture or film: a committed file as it is (a film), else the JPEG drawn (or
 * cropped from another) unless the cache has it.
 * @param {import('@estate/demo-media').ImageSpec} spec
 * @param {Map<string, import('@estate/demo-media').ImageSpec>} byKey
 */
async function pictureFile(spec, byKey, dir) {
  if (spec.file) return spec.file;
  const file = path.join(dir, `${spec.key}.jpg`);
  if (fs.existsSync(file)) return file;
  let bytes;
  if (spec.crop) {
    const source = await pictureFile(byKey.get(spec.from), byKey, dir);
    bytes = await sharp(source)
      .extract({ left: spec.crop.left, top: spec.crop.top, width: spec.crop.size, height: spec.crop.size })
      .resize(spec.width, spec.height)
      .jpeg({ quality: 82 })
      .toBuffer();
  } else {
    bytes = await renderJpeg(spec.draw(), { width: spec.width, height: spec.height, ...spec.render });
  }
  // Written under a temporary name first, so a cancelled run never leaves half a file behind.
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return file;
}

/**
 * Make sure every picture (and film: a spec with a committed `file`) is uploaded once. Answers
 * key -> stored file ({ id, url }).
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 * @param {import('@estate/demo-media').ImageSpec[]} specs
 */
async function ensurePictures(strapi, specs, { log = () => {}, concurrency = 2 } = {}) {
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const stored = await storedPictures(strapi, byKey);
  const missing = specs.filter((s) => !stored.has(s.key));
  const counts = { created: 0, kept: specs.length - missing.length, updated: 0 };
  counts.updated = await describePictures(strapi, stored, byKey);
  if (!missing.length) return { files: stored, counts };

  const dir = cacheDir();
  const upload = strapi.plugin('upload').service('upload');
  const started = Date.now();
  let done = 0;
  // At most `concurrency` pictures in flight (sharp and librsvg use a thread each).
  const limit = pLimit(concurrency);
  const uploadOne = async (spec) => {
    const source = await pictureFile(spec, byKey, dir);
    const ext = path.extname(source).toLowerCase();
    // The upload service may move or rewrite what it is given: hand it a copy, keep the cache.
    const tmp = path.join(os.tmpdir(), `seed-${process.pid}-${spec.key}${ext}`);
    fs.copyFileSync(source, tmp);
    try {
      const [file] = await upload.upload({
        data: {
          fileInfo: { name: `${spec.key}${ext}`, ...pictureTexts(spec) },
        },
        files: {
          filepath: tmp,
          originalFilename: `${spec.key}${ext}`,
          mimetype: FILE_TYPES[ext] ?? 'application/octet-stream',
          size: fs.statSync(tmp).size,
        },
      });
      await strapi.db.query(FILE_UID).update({
        where: { id: file.id },
        data: { provider_metadata: { ...(file.provider_metadata ?? {}), seedKey: spec.key } },
      });
      stored.set(spec.key, { id: file.id, url: file.url });
    } finally {
      fs.rmSync(tmp, { force: true });
    }
    done += 1;
    if (done % 10 === 0 || done === missing.length)
      log(`  pictures ${done}/${missing.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await Promise.all(missing.map((spec) => limit(() => uploadOne(spec))));
  counts.created = missing.length;
  return { files: stored, counts };
}

/**
 * The seed's uploads of the pictures asked for, by key: those that keep their key in their
 * provider metadata, and those of earlier runs that kept it in the caption.
 */
async function storedPictures(strapi, byKey) {
  const rows = await strapi.db.query(FILE_UID).findMany({
    where: { $or: [{ caption: { $startsWith: CAPTION_PREFIX } }, { provider_metadata: { $notNull: true } }] },
    select: ['id', 'url', 'caption', 'alternativeText', 'provider_metadata'],
    orderBy: { id: 'asc' },
  });
  const stored = new Map();
  for (const row of rows) {
    const meta = typeof row.provider_metadata === 'string' ? safeJson(row.provider_metadata) : row.provider_metadata;
    const key =
      typeof meta?.seedKey === 'string'
        ? meta.seedKey
        : row.caption?.startsWith(CAPTION_PREFIX)
          ? row.caption.slice(CAPTION_PREFIX.length)
          : null;
    if (key && byKey.has(key) && !stored.has(key)) stored.set(key, { ...row, provider_metadata: meta ?? null });
  }
  return stored;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Give each stored picture its key in its provider metadata and its alternative text and caption,
 * where they differ (a second run changes nothing). Answers how many changed.
 */
async function describePictures(strapi, stored, byKey) {
  let changed = 0;
  for (const [key, row] of stored) {
    const texts = pictureTexts(byKey.get(key));
    const keyed = row.provider_metadata?.seedKey === key;
    if (keyed && row.alternativeText === texts.alternativeText && row.caption === texts.caption) continue;
    await strapi.db.query(FILE_UID).update({
      where: { id: row.id },
      data: { ...texts, provider_metadata: { ...(row.provider_metadata ?? {}), seedKey: key } },
    });
    changed += 1;
  }
  for (const [key, row] of stored) stored.set(key, { id: row.id, url: row.url });
  return changed;
}

const PROPERTY_UID = 'api::property.property';
const SEED_BROCHURE = `${CAPTION_PREFIX}brochure-`;

/**
 * The one-page PDFs earlier seeds uploaded as the off-plan listings' brochures printed the USD
 * price as AED. A listing still showing one gets none, so its page offers the brochure the site
 * makes from its data (docs/decisions/0081); the PDFs leave the library. A listing whose published
 * copy is as its draft is saved and published again; one with unpublished edits keeps them as a
 * draft, the brochure gone from it. Answers how many listings changed.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function dropSeedBrochures(strapi) {
  const files = await strapi.db.query(FILE_UID).findMany({
    where: { caption: { $startsWith: SEED_BROCHURE } },
    select: ['id'],
  });
  if (!files.length) return 0;
  const ids = files.map((f) => f.id);
  const rows = await strapi.db.query(PROPERTY_UID).findMany({
    where: { brochure: { id: { $in: ids } } },
    select: ['documentId', 'publishedAt', 'updatedAt'],
  });
  const documents = new Map();
  for (const row of rows) {
    const doc = documents.get(row.documentId) ?? { draft: null, published: null };
    doc[row.publishedAt ? 'published' : 'draft'] = row;
    documents.set(row.documentId, doc);
  }
  for (const [documentId, { draft, published }] of documents) {
    const unchanged = !draft || (published && new Date(draft.updatedAt) <= new Date(published.updatedAt));
    await strapi.documents(PROPERTY_UID).update({
      documentId,
      data: { brochure: null },
      ...(published && unchanged ? { status: 'published' } : {}),
    });
  }
  // Those no listing shows now (the save releases what it replaced; any left over goes here).
  const upload = strapi.plugin('upload').service('upload');
  const left = await strapi.db.query(FILE_UID).findMany({ where: { id: { $in: ids } } });
  for (const file of left) await upload.remove(file);
  return documents.size;
}

module.exports = { ensurePictures, dropSeedBrochures, pictureFile, cacheDir, CAPTION_PREFIX };
