import { createReadStream } from 'fs';
import { stat } from 'fs/promises';
import path from 'path';
import type { Context, Next } from 'koa';
import { keyOfUpload, uploadStorage } from './upload-storage';

/*
 * Byte ranges of stored files (RFC 9110 §14): a listing's film is played by the browser's own
 * <video>, which asks for parts of the file (Safari plays nothing without them; every browser
 * seeks with them). Strapi's file server (koa-static) answers whole files only, so a request with
 * one range is answered here for the uploads folder; the bucket's reader passes the range to S3
 * (upload-storage). Several ranges in one request, or an If-Range, get the whole file.
 */

/** Stored names carry a content hash: a file never changes under its name. */
const CACHE = 'public, max-age=31536000, immutable';

export type ByteRange = { start: number; end: number };

/**
 * The one range a Range header asks of a file of `size` bytes: the range, 'unsatisfiable' (416),
 * or null when the header is not one byte range (the whole file is answered).
 */
export function byteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** The uploads folder's file for a request path, or null when the path names none of our uploads. */
function localFile(requestPath: string): string | null {
  const publicDir = (strapi.dirs as { static?: { public?: string } }).static?.public;
  const key = keyOfUpload(requestPath);
  if (!publicDir || !key) return null;
  const root = path.resolve(publicDir, 'uploads');
  const file = path.resolve(root, key);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * GET and HEAD of /uploads/* in the uploads folder: one byte range answered 206 (416 past the
 * end); any other request goes on to the file server, and its whole-file answers say that ranges
 * are taken (Accept-Ranges), so a player knows it may seek.
 */
export function serveUploadRanges() {
  return async (ctx: Context, next: Next) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!read || !ctx.path.startsWith('/uploads/') || uploadStorage().provider !== 'local') return next();
    const asked = ctx.get('range');
    const file = asked && !ctx.get('if-range') ? localFile(ctx.path) : null;
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) {
      await next();
      if (ctx.status === 200) ctx.set('Accept-Ranges', 'bytes');
      return;
    }
    const range = byteRange(asked, info.size);
    if (range === null) {
      await next();
      if (ctx.status === 200) ctx.set('Accept-Ranges', 'bytes');
      return;
    }
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Cache-Control', CACHE);
    ctx.lastModified = info.mtime;
    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${info.size}`);
      ctx.body = '';
      return;
    }
    ctx.status = 206;
    ctx.type = path.extname(file);
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    ctx.length = range.end - range.start + 1;
    if (ctx.method === 'GET') ctx.body = createReadStream(file, { start: range.start, end: range.end });
  };
}
