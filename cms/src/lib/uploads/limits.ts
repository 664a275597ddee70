import { payloadTooLarge, type HttpError } from '../http/errors';

/**
 * Upload and image limits, read from the environment once (docs/decisions/0011). Every check of
 * request bodies, files and images reads them from here.
 */
export interface Limits {
  /** One uploaded file, in bytes (UPLOAD_MAX_BYTES, default 10 MiB). */
  uploadMaxBytes: number;
  /** A listing's brochure (a PDF), in bytes (BROCHURE_MAX_BYTES, default 20 MiB). */
  brochureMaxBytes: number;
  /** A listing's film (MP4 or WebM), in bytes (FILM_MAX_BYTES, default 100 MiB). */
  filmMaxBytes: number;
  /** File parts in one request (UPLOAD_MAX_FILES, default 20). */
  uploadMaxFiles: number;
  /** All file parts of one request together, in bytes (BODY_MAX_FILES_BYTES, default 100 MiB). */
  multipartFilesBytes: number;
  /** All text fields of one multipart request together, in bytes (BODY_MAX_FIELDS_BYTES, default 20 MiB). */
  multipartFieldsBytes: number;
  /** Text fields in one multipart request (BODY_MAX_FIELDS, default 2000). */
  multipartFields: number;
  /** Pixels of one image (width x height x frames), read from its header (IMAGE_MAX_PIXELS, default 50 megapixels). */
  imageMaxPixels: number;
  /** Images decoded and resized at the same time, over all requests (IMAGE_CONCURRENCY, default 1). */
  imageConcurrency: number;
}

function positiveInt(name: string, fallback: number, source: NodeJS.ProcessEnv): number {
  const raw = source[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
  }
  return value;
}

/** The limits of an environment; throws naming the variable when one is not a positive whole number. */
export function readLimits(source: NodeJS.ProcessEnv = process.env): Limits {
  return {
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', 10 * 1024 * 1024, source),
    brochureMaxBytes: positiveInt('BROCHURE_MAX_BYTES', 20 * 1024 * 1024, source),
    filmMaxBytes: positiveInt('FILM_MAX_BYTES', 100 * 1024 * 1024, source),
    uploadMaxFiles: positiveInt('UPLOAD_MAX_FILES', 20, source),
    multipartFilesBytes: positiveInt('BODY_MAX_FILES_BYTES', 100 * 1024 * 1024, source),
    multipartFieldsBytes: positiveInt('BODY_MAX_FIELDS_BYTES', 20 * 1024 * 1024, source),
    multipartFields: positiveInt('BODY_MAX_FIELDS', 2000, source),
    imageMaxPixels: positiveInt('IMAGE_MAX_PIXELS', 50_000_000, source),
    imageConcurrency: positiveInt('IMAGE_CONCURRENCY', 1, source),
  };
}

let cached: Limits | undefined;

/** The process's limits, read on first use. */
export function limits(): Limits {
  cached ??= readLimits();
  return cached;
}

/** "10 MB", "1.5 MB": a byte count as people read it. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * 413 for a file over its limit, at its field (the staff admin shows it there): the file's name
 * when it has one, and the limit in MB.
 */
export function fileTooLarge(field: string, maxBytes: number, fileName?: string | null): HttpError {
  const detail = `file ${fileName ? `${fileName} ` : ''}is larger than the ${megabytes(maxBytes)} limit`;
  return payloadTooLarge(`${field}: the ${detail}`, [{ field, message: `The ${detail}` }]);
}

/** "50 megapixels", "0.5 megapixels". */
export function megapixels(pixels: number): string {
  return `${Math.round((pixels / 1_000_000) * 10) / 10} megapixels`;
}
