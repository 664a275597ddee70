import { HttpError, insufficientStorage, serviceUnavailable } from '../http/errors';

/* A full or unwritable disk (the uploads or the temp folder), as the answer it deserves (507 or 503). */

const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The error code of a file system error, also when another error wraps it. */
function codeOf(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const e = error as { code?: unknown; cause?: unknown; message?: unknown };
  if (typeof e.code === 'string' && (NO_ROOM.has(e.code) || NOT_WRITABLE.has(e.code))) return e.code;
  // sharp and some Strapi paths only keep the text of the system error.
  const text = typeof e.message === 'string' ? e.message : '';
  const named = /\b(ENOSPC|EDQUOT|EACCES|EPERM|EROFS)\b/.exec(text);
  if (named) return named[1];
  if (/no space left on device/i.test(text)) return 'ENOSPC';
  if (/read-only file system/i.test(text)) return 'EROFS';
  if (/permission denied/i.test(text)) return 'EACCES';
  return codeOf(e.cause, depth + 1);
}

/**
 * A full or unwritable disk as the answer it deserves: 507 when there is no room left, 503 when
 * the folder cannot be written (an operator must fix it; retrying later may work). Null for any
 * other error.
 */
export function storageError(error: unknown, where = 'the uploads folder'): HttpError | null {
  const code = codeOf(error);
  if (!code) return null;
  if (NO_ROOM.has(code)) {
    return insufficientStorage(`The server has no room left to store files in ${where} (${code}); nothing was stored`);
  }
  return serviceUnavailable(
    `The server cannot write to ${where} (${code}); nothing was stored. Please try again later or tell the site operator`,
    { 'Retry-After': '60' },
  );
}
