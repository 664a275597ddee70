import { promises as fs } from 'fs';
import type { UploadedFile } from './body';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from './errors';
import { limits, megabytes } from './limits';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageMime = (typeof ACCEPTED_IMAGE_TYPES)[number];

const EXTENSION: Record<ImageMime, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
};

/** The image type of a file's first bytes, whatever its name or declared type says. */
export function sniffImage(head: Buffer): ImageMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    head.length >= 6 &&
    (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'image/gif';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
  }
  return null;
}

export function maxUploadBytes(): number {
  return limits().uploadMaxBytes;
}

/** A checked upload: its real type, and a file name that ends in the matching extension. */
export interface CheckedImage extends UploadedFile {
  mimetype: ImageMime;
  originalFilename: string;
}

/** Check an uploaded file by size and content: 413 when too large, 415 when it is not an image. */
export async function checkImage(file: UploadedFile, field: string): Promise<CheckedImage> {
  if (file.size > maxUploadBytes()) {
    throw payloadTooLarge(`${field}: the file is larger than the ${megabytes(maxUploadBytes())} limit`);
  }
  if (file.size === 0)
    throw badRequest(`${field}: the file is empty`, [{ field, message: `${field}: the file is empty` }]);
  const handle = await fs.open(file.filepath, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(32);
    const { bytesRead } = await handle.read(buf, 0, 32, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const mime = sniffImage(head);
  if (!mime) {
    throw unsupportedMediaType(`${field}: only JPEG, PNG, WebP, AVIF and GIF images are accepted`);
  }
  const base =
    (file.originalFilename ?? 'image')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 80) || 'image';
  return { ...file, mimetype: mime, originalFilename: `${base}${EXTENSION[mime]}` };
}

/** Check every file of every named field; fields a route does not take are refused. */
export async function checkImageFields(
  files: Record<string, UploadedFile[]>,
  allowed: Record<string, { multiple: boolean }>,
): Promise<Record<string, CheckedImage[]>> {
  const out: Record<string, CheckedImage[]> = {};
  for (const [field, list] of Object.entries(files)) {
    const spec = allowed[field];
    if (!spec)
      throw badRequest(`${field}: this request takes no file in that field`, [{ field, message: 'unexpected file' }]);
    if (!spec.multiple && list.length > 1)
      throw badRequest(`${field}: only one file is accepted`, [{ field, message: 'only one file is accepted' }]);
    out[field] = [];
    for (const f of list) out[field].push(await checkImage(f, field));
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

/** Store checked images through Strapi's upload service (responsive formats included). */
export async function storeImages(images: CheckedImage[]): Promise<StoredFile[]> {
  if (!images.length) return [];
  const upload = strapi.plugin('upload').service('upload');
  const stored = (await upload.upload({ data: {}, files: images })) as StoredFile[];
  return stored;
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
