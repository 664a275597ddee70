import { AsyncLocalStorage } from 'async_hooks';
import os from 'os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { isPanoramaSize, PANORAMA_MIN_WIDTH, type FileField, type FilmType } from '@estate/contract';
import type { UploadedFile } from '../http/body';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { fileTooLarge, limits, megapixels } from './limits';
import { filmVerdict } from './film';
import { pdfProblem } from './pdf';
import { storageError } from './storage-errors';
import { bucketError } from './upload-storage';

/*
 * Uploaded images (and a listing's brochure and film): checked by their content before anything is stored,
 * then stored in the media library, found again by their path, and removed when a write fails.
 */

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageMime = (typeof ACCEPTED_IMAGE_TYPES)[number];

const EXTENSION: Record<ImageMime, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
};

/** What a file's header says: an accepted image with its size, another kind of file, or damage. */
type Header =
  | { kind: 'image'; mime: ImageMime; width: number; height: number; pixels: number }
  | { kind: 'other' }
  | { kind: 'damaged' };

/** The accepted type of libvips' format name (AVIF is HEIF with AV1 compression). */
function acceptedMime(meta: sharp.Metadata): ImageMime | null {
  switch (meta.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'gif':
      return 'image/gif';
    case 'heif':
      return meta.compression === 'av1' ? 'image/avif' : null;
    default:
      return null;
  }
}

/** libvips' answer when the loader of an accepted format recognised the file but not its header. */
const DAMAGED_ACCEPTED = /corrupt header: .*\b(VipsJpeg|pngload|webp|gifload|heif):/s;

/**
 * The type and size of a file from its header, whatever its name or declared type says: libvips
 * recognises the format from the file's content and reads the header only (no pixel is decoded).
 * Pixels are width x height x frames. A file libvips knows no format for (or one of a format not
 * accepted, such as SVG) is not an image; one of an accepted format whose header it cannot read
 * is damaged.
 */
async function readHeader(filepath: string): Promise<Header> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(filepath, { limitInputPixels: false }).metadata();
  } catch (error) {
    return DAMAGED_ACCEPTED.test((error as Error).message) ? { kind: 'damaged' } : { kind: 'other' };
  }
  const mime = acceptedMime(meta);
  if (!mime) return { kind: 'other' };
  if (!meta.width || !meta.height) return { kind: 'damaged' };
  const frames = Math.max(1, meta.pages ?? 1);
  const frameHeight = frames > 1 && meta.pageHeight ? meta.pageHeight : meta.height;
  return { kind: 'image', mime, width: meta.width, height: frameHeight, pixels: meta.width * frameHeight * frames };
}

export function maxUploadBytes(): number {
  return limits().uploadMaxBytes;
}

/*
 * Image work (decoding, the panel's thumbnail) waits its turn in one queue per process, at most
 * IMAGE_CONCURRENCY jobs at once: a burst of uploads takes longer rather than starving the public
 * site of CPU and memory (docs/decisions/0011).
 */
let imageQueue: pLimit.Limit | null = null;

/**
 * libvips threads per image: half the cores (at least one), so that image work, queued as above,
 * leaves the other half to the requests of the public site. One setting for the process: Strapi's
 * upload plugin resizes with the same libvips.
 */
export function boundImageThreads(): void {
  sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / 2)));
}

export function imageJob<T>(work: () => Promise<T>): Promise<T> {
  imageQueue ??= pLimit(limits().imageConcurrency);
  return imageQueue(work);
}

/**
 * For files that reach Strapi's own upload routes: 413 when one is an image over the pixel
 * limit (from its header). Files that are not images are left to Strapi.
 */
export async function assertImagePixels(filepath: string, field: string): Promise<boolean> {
  const header = await readHeader(filepath);
  if (header.kind === 'other') return false;
  if (header.kind === 'image') assertPixels(header, field);
  return true;
}

function assertPixels(size: { width: number; height: number; pixels: number }, field: string): void {
  const max = limits().imageMaxPixels;
  if (size.pixels <= max) return;
  const frames = size.pixels / (size.width * size.height);
  const detail =
    `the image is ${size.width} x ${size.height} pixels${frames > 1 ? ` x ${frames} frames` : ''}, ` +
    `over the ${megapixels(max)} limit`;
  throw payloadTooLarge(`${field}: ${detail}`, [{ field, message: detail }]);
}

const undecodable = (field: string) =>
  unsupportedMediaType(`${field}: the image is damaged or incomplete and cannot be read`);

export const PDF_MIME = 'application/pdf';

/** A checked upload: its real type, and a file name that ends in the matching extension. */
export interface CheckedImage extends UploadedFile {
  mimetype: ImageMime | typeof PDF_MIME | FilmType;
  originalFilename: string;
}

const baseName = (file: UploadedFile, fallback: string) =>
  (file.originalFilename ?? fallback)
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 80) || fallback;

/**
 * Check an uploaded PDF (a listing's brochure) by size and content (lib/uploads/pdf): 413 when too
 * large, 400 naming the field when it is not a plain PDF.
 */
export async function checkPdf(file: UploadedFile, field: string): Promise<CheckedImage> {
  const max = limits().brochureMaxBytes;
  if (file.size > max) throw fileTooLarge(field, max, file.originalFilename);
  const problem = await pdfProblem(file.filepath).catch((error: Error) => {
    throw storageError(error, 'the temp folder') ?? error;
  });
  if (problem) throw badRequest(`${field}: ${problem}`, [{ field, message: problem }]);
  return { ...file, mimetype: PDF_MIME, originalFilename: `${baseName(file, 'brochure')}.pdf` };
}

/**
 * Check an uploaded film (a listing's, played in the page's own <video>) by size and content
 * (lib/uploads/film): 413 when too large, 400 naming the field when it is not an MP4 (H.264) or
 * WebM film.
 */
export async function checkFilm(file: UploadedFile, field: string): Promise<CheckedImage> {
  const max = limits().filmMaxBytes;
  if (file.size > max) throw fileTooLarge(field, max, file.originalFilename);
  const verdict = await filmVerdict(file.filepath).catch((error: Error) => {
    throw storageError(error, 'the temp folder') ?? error;
  });
  if (!verdict.ok) throw badRequest(`${field}: ${verdict.problem}`, [{ field, message: verdict.problem }]);
  return { ...file, mimetype: verdict.mime, originalFilename: `${baseName(file, 'film')}${verdict.ext}` };
}

/**
 * Check an uploaded 360° panorama: an image (checkImage's checks) that is equirectangular, twice
 * as wide as high and wide enough to look sharp around the whole circle; 400 naming the field
 * otherwise.
 */
export async function checkPanorama(file: UploadedFile, field: string): Promise<CheckedImage> {
  const { image, width, height } = await checkedImage(file, field);
  if (!isPanoramaSize(width, height)) {
    const message = panoramaProblem(width, height);
    throw badRequest(`${field}: ${message}`, [{ field, message }]);
  }
  return image;
}

/** Why a picture of this size is no 360° panorama. */
export function panoramaProblem(width: number, height: number): string {
  return (
    `a 360° panorama must be an equirectangular image twice as wide as it is high, at least ` +
    `${PANORAMA_MIN_WIDTH} x ${PANORAMA_MIN_WIDTH / 2} pixels (this one is ${width} x ${height})`
  );
}

const CHECKS: Record<NonNullable<FileField['kind']>, (file: UploadedFile, field: string) => Promise<CheckedImage>> = {
  image: checkImage,
  pdf: checkPdf,
  video: checkFilm,
  panorama: checkPanorama,
};

/** Check an uploaded file by size and content: 413 when too large, 415 when it is not an image. */
export async function checkImage(file: UploadedFile, field: string): Promise<CheckedImage> {
  return (await checkedImage(file, field)).image;
}

/** checkImage, with the image's size as its header gives it. */
async function checkedImage(
  file: UploadedFile,
  field: string,
): Promise<{ image: CheckedImage; width: number; height: number }> {
  if (file.size > maxUploadBytes()) {
    throw fileTooLarge(field, maxUploadBytes(), file.originalFilename);
  }
  if (file.size === 0)
    throw badRequest(`${field}: the file is empty`, [{ field, message: `${field}: the file is empty` }]);
  const header = await readHeader(file.filepath);
  if (header.kind === 'other') {
    throw unsupportedMediaType(`${field}: only JPEG, PNG, WebP, AVIF and GIF images are accepted`);
  }
  if (header.kind === 'damaged') throw undecodable(field);
  // Bombs (a few KB that decode to gigabytes) are refused from the header, before any decoding.
  assertPixels(header, field);
  const mime = header.mime;
  const image = { ...file, mimetype: mime, originalFilename: `${baseName(file, 'image')}${EXTENSION[mime]}` };
  return { image, width: header.width, height: header.height };
}

/** Check every file of every named field; fields a route does not take are refused. */
export async function checkImageFields(
  files: Record<string, UploadedFile[]>,
  allowed: Record<string, Pick<FileField, 'multiple' | 'kind'>>,
): Promise<Record<string, CheckedImage[]>> {
  const out: Record<string, CheckedImage[]> = {};
  for (const [field, list] of Object.entries(files)) {
    const spec = allowed[field];
    if (!spec)
      throw badRequest(`${field}: this request takes no file in that field`, [{ field, message: 'unexpected file' }]);
    if (!spec.multiple && list.length > 1)
      throw badRequest(`${field}: only one file is accepted`, [{ field, message: 'only one file is accepted' }]);
    out[field] = [];
    for (const f of list) out[field].push(await CHECKS[spec.kind ?? 'image'](f, field));
  }
  return out;
}

/** A stored upload as the database holds it. */
export interface StoredFile {
  id: number;
  url: string;
  name?: string;
  hash?: string;
  formats?: unknown;
}

const FILE_UID = 'plugin::upload.file';

/** Decode a whole image once: 415 when its data is damaged or incomplete. */
async function assertDecodable(image: CheckedImage, field: string): Promise<void> {
  try {
    await sharp(image.filepath, { limitInputPixels: limits().imageMaxPixels, failOn: 'error' }).stats();
  } catch (error) {
    throw storageError(error, 'the temp folder') ?? undecodable(field);
  }
}

/*
 * The files the upload provider is asked to write while one image is stored (the original and
 * each format, named by a hash Strapi makes inside its upload service), so that a failure can
 * remove exactly those and nothing of another request.
 */
type ProviderFile = { hash?: string; ext?: string; url?: string };
type Provider = Record<string, unknown> & { delete?(file: ProviderFile): Promise<unknown> };
const providerWrites = new AsyncLocalStorage<ProviderFile[]>();
let providerWatched = false;

function watchProviderWrites(provider: Provider): void {
  if (providerWatched) return;
  providerWatched = true;
  for (const method of ['upload', 'uploadStream']) {
    const original = provider[method];
    if (typeof original !== 'function') continue;
    provider[method] = function (this: unknown, file: ProviderFile, ...rest: unknown[]) {
      providerWrites.getStore()?.push(file);
      return (original as (...args: unknown[]) => unknown).call(this, file, ...rest);
    };
  }
}

/** Strapi's own words for a file that is not a readable image. */
const NOT_AN_IMAGE = /not a valid image|unsupported image format|corrupt|premature end|read error|stream error/i;

/**
 * Store checked images through Strapi's upload service (with the panel's thumbnail), one at a
 * time through the image queue. All or nothing: when one fails, the files and media rows of the
 * others are removed again and nothing the failed one wrote stays in the uploads folder. A damaged
 * image answers 415, a full disk 507, an uploads folder that cannot be written or a bucket that
 * cannot be reached 503.
 */
export async function storeImages(images: CheckedImage[], fields: string[] = []): Promise<StoredFile[]> {
  if (!images.length) return [];
  const stored: StoredFile[] = [];
  try {
    for (const [i, image] of images.entries()) {
      stored.push(await imageJob(() => storeOne(image, fields[i] ?? 'image')));
    }
    return stored;
  } catch (error) {
    await discardImages(stored);
    throw error;
  }
}

async function storeOne(image: CheckedImage, field: string): Promise<StoredFile> {
  const plugin = strapi.plugin('upload');
  const provider = plugin.provider as unknown as Provider;
  watchProviderWrites(provider);
  // A PDF or a film was checked by its own check; Strapi stores it as it is (no formats).
  if (image.mimetype.startsWith('image/')) await assertDecodable(image, field);
  const written: ProviderFile[] = [];
  try {
    const [file] = (await providerWrites.run(written, () =>
      plugin.service('upload').upload({ data: {}, files: image }),
    )) as StoredFile[];
    return file;
  } catch (error) {
    for (const file of written) {
      await Promise.resolve(provider.delete?.(file)).catch((e: Error) =>
        strapi.log.warn(`could not remove the partial upload ${file.hash}${file.ext ?? ''}: ${e.message}`),
      );
    }
    if (error instanceof HttpError) throw error;
    const storage = storageError(error) ?? bucketError(error);
    if (storage) throw storage;
    if (NOT_AN_IMAGE.test((error as Error)?.message ?? '')) throw undecodable(field);
    throw error;
  }
}

/** Remove uploads again (a write that failed after its files were stored). */
export async function discardImages(files: StoredFile[]): Promise<void> {
  const upload = strapi.plugin('upload').service('upload');
  for (const file of files) {
    try {
      await upload.remove(file);
    } catch (error) {
      strapi.log.warn(`could not remove orphan upload ${file.url}: ${(error as Error).message}`);
    }
  }
}

/** /uploads/x.jpg from a path or an absolute URL of our own uploads. */
export function normalisePath(ref: string): string {
  const trimmed = ref.trim();
  const match = /^(?:https?:\/\/[^/]+)?(\/uploads\/[^?#\s]+)$/.exec(trimmed);
  return match ? decodeURI(match[1]) : trimmed;
}

/**
 * Stored files for image paths. Unknown paths are a 400 naming the field; the result keeps the
 * order of the paths given.
 */
export async function resolvePaths(refs: Array<{ field: string; path: string }>): Promise<Map<string, StoredFile>> {
  const paths = [...new Set(refs.map((r) => normalisePath(r.path)))];
  const found = new Map<string, StoredFile>();
  if (!paths.length) return found;
  const rows = (await strapi.db.query(FILE_UID).findMany({
    where: { url: { $in: paths } },
    select: ['id', 'url', 'name', 'hash'],
  })) as StoredFile[];
  for (const row of rows) found.set(row.url, row);
  const missing = refs.filter((r) => !found.has(normalisePath(r.path)));
  if (missing.length) {
    throw new HttpError(
      400,
      missing.length === 1
        ? `${missing[0].field}: no stored image at ${missing[0].path}`
        : `Unknown images: ${missing.map((m) => `${m.field} (${m.path})`).join(', ')}`,
      missing.map((m) => ({ field: m.field, message: `no stored image at ${m.path}` })),
    );
  }
  return found;
}

/** Whether a stored file answers to an imageName: its path, URL, file name or hash name. */
export function matchesImageName(
  file: { url?: string | null; name?: string | null; hash?: string | null; ext?: string | null },
  imageName: string,
): boolean {
  if (!file.url) return false;
  const wanted = normalisePath(imageName);
  if (file.url === wanted) return true;
  const base = file.url.split('/').pop();
  return (
    base === imageName || file.name === imageName || (!!file.hash && `${file.hash}${file.ext ?? ''}` === imageName)
  );
}
