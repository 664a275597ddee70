import { createWriteStream, existsSync } from 'fs';
import { mkdtemp, rm } from 'fs/promises';
import os from 'os';
import path from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Context, Next } from 'koa';
import { serviceUnavailable, type HttpError } from '../http/errors';

/*
 * Where uploads live (docs/decisions/0034): the CMS's own `public/uploads` folder (the embedded
 * default) or an S3-compatible bucket shared by every CMS instance. Whichever it is, a stored
 * file's URL is `/uploads/<key>`: the contract, the web server's image variants, the feeds and the
 * rich text keep relative paths, and the CMS serves `/uploads/*` itself, reading the bucket with
 * its own credentials (the bucket stays private; a CDN can sit in front of /uploads).
 */

export interface S3Storage {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (no leading or trailing slash), '' for none. */
  prefix: string;
}

export type UploadStorage = { provider: 'local' } | ({ provider: 's3' } & S3Storage);

/** UPLOAD_PROVIDER and the S3_* settings, checked once: a missing or bad one stops the CMS by name. */
export function parseUploadStorage(env: NodeJS.ProcessEnv = process.env): UploadStorage {
  const provider = (env.UPLOAD_PROVIDER ?? '').trim() || 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be local or s3 (got "${provider}")`);
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !value(name));
  if (missing.length) throw new Error(`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}`);
  const endpoint = value('S3_ENDPOINT') || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) origin such as http://minio:9000 (got "${endpoint}")`);
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  const prefix = value('S3_PREFIX').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/.test(prefix))
    throw new Error(`S3_PREFIX may hold only letters, digits, . _ - and / (got "${prefix}")`);
  return {
    provider: 's3',
    endpoint: endpoint?.replace(/\/$/, ''),
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION') || 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    // A custom endpoint (MinIO, Ceph, R2...) is addressed by path unless told otherwise.
    forcePathStyle: pathStyle ? pathStyle === 'true' : !!endpoint,
    prefix,
  };
}

/** The AWS SDK client settings shared by the upload provider and the CMS's own reads. */
export function s3ClientConfig(s3: S3Storage): S3ClientConfig {
  return {
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default
    // streamed (aws-chunked) trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  };
}

/** Settings of @strapi/provider-upload-aws-s3 that keep stored URLs relative: /uploads/<key>. */
export function s3ProviderOptions(s3: S3Storage) {
  return {
    baseUrl: '/uploads',
    rootPath: s3.prefix || undefined,
    s3Options: {
      ...s3ClientConfig(s3),
      // No ACL header: the bucket stays private and the CMS serves its files.
      params: { Bucket: s3.bucket, ACL: undefined },
    },
  };
}

let storage: UploadStorage | undefined;
let client: S3Client | undefined;

export function uploadStorage(): UploadStorage {
  storage ??= parseUploadStorage();
  return storage;
}

function s3(): { config: S3Storage; client: S3Client } | null {
  const s = uploadStorage();
  if (s.provider !== 's3') return null;
  client ??= new S3Client(s3ClientConfig(s));
  return { config: s, client };
}

/** The bucket key of a stored file's URL, or null when the URL is not one of our uploads. */
export function keyOfUpload(url: string): string | null {
  const match = /^\/uploads\/([^?#]+)$/.exec(url);
  if (!match) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // Keys are hash names the provider made; nothing that climbs, hides or repeats separators.
  if (key.split('/').some((part) => !part || part === '.' || part === '..') || /[\\\0]/.test(key)) return null;
  return key;
}

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The bucket as an answer: unreachable, refusing our credentials or failing is a 503 by name. */
export function bucketError(error: unknown): HttpError | null {
  if (uploadStorage().provider !== 's3' || !error || typeof error !== 'object') return null;
  const e = error as { name?: string; code?: string; message?: string; $metadata?: unknown };
  const network = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|socket hang up|TimeoutError/i;
  if (!e.$metadata && !network.test(`${e.code ?? ''} ${e.name ?? ''} ${e.message ?? ''}`)) return null;
  return serviceUnavailable(
    `The file storage (S3 bucket) cannot be reached or refused the request (${e.name ?? e.code ?? 'error'}); nothing was stored. Please try again later or tell the site operator`,
    { 'Retry-After': '30' },
  );
}

/**
 * A stored file on local disk, for checks that read its content (a brochure set in the Strapi
 * panel): the file itself when stored locally, a temporary copy when stored in the bucket.
 * `use` runs with the path; null when the file is not found.
 */
export async function withStoredFile<T>(url: string, use: (file: string) => Promise<T>): Promise<T | null> {
  const key = keyOfUpload(url);
  if (!key) return null;
  const bucket = s3();
  if (!bucket) {
    const publicDir = (strapi.dirs as { static?: { public?: string } }).static?.public;
    if (!publicDir) return null;
    const file = path.join(publicDir, 'uploads', key);
    return existsSync(file) ? use(file) : null;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'estate-s3-'));
  try {
    const file = path.join(dir, 'object');
    try {
      const got = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.config.bucket, Key: key }));
      await pipeline(got.Body as Readable, createWriteStream(file));
    } catch (error) {
      if (notFound(error)) return null;
      throw bucketError(error) ?? error;
    }
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CACHE = 'public, max-age=31536000, immutable';

/** A Range header of one byte range, as S3 takes it; undefined for none or several. */
function oneByteRange(header: string): string | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  return match && (match[1] !== '' || match[2] !== '') ? `bytes=${match[1]}-${match[2]}` : undefined;
}

/**
 * GET and HEAD of /uploads/* from the bucket when uploads live in S3 (the local folder is served by
 * strapi::public otherwise). Names carry a content hash, so answers are cached for a year. A
 * missing key is a 404, a bucket that cannot be reached a 503; the bucket is never listed.
 */
export function serveUploadsFromBucket() {
  return async (ctx: Context, next: Next) => {
    const bucket = s3();
    if (!bucket || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const key = keyOfUpload(ctx.path);
    if (!key) {
      ctx.status = 404;
      return;
    }
    // One byte range (a film's player seeking) is asked of the bucket as it is (lib/uploads/ranges).
    const range = ctx.method === 'GET' && !ctx.get('if-range') ? oneByteRange(ctx.get('range')) : undefined;
    try {
      const input = { Bucket: bucket.config.bucket, Key: key };
      const got =
        ctx.method === 'HEAD'
          ? await bucket.client.send(new HeadObjectCommand(input))
          : await bucket.client.send(new GetObjectCommand({ ...input, ...(range ? { Range: range } : {}) }));
      const part = (got as { ContentRange?: string }).ContentRange;
      ctx.status = range && part ? 206 : 200;
      if (range && part) ctx.set('Content-Range', part);
      ctx.set('Accept-Ranges', 'bytes');
      if (got.ContentType) ctx.type = got.ContentType;
      if (got.ContentLength !== undefined) ctx.length = got.ContentLength;
      if (got.ETag) ctx.set('ETag', got.ETag);
      if (got.LastModified) ctx.lastModified = got.LastModified;
      ctx.set('Cache-Control', CACHE);
      if (ctx.fresh) {
        ctx.status = 304;
        ((got as { Body?: Readable }).Body as Readable | undefined)?.destroy();
        return;
      }
      if (ctx.method === 'GET') ctx.body = (got as { Body?: Readable }).Body;
    } catch (error) {
      if (notFound(error)) {
        ctx.status = 404;
        return;
      }
      if ((error as { name?: string })?.name === 'InvalidRange') {
        ctx.status = 416;
        ctx.body = '';
        return;
      }
      const unavailable = bucketError(error);
      if (!unavailable) throw error;
      strapi.log.warn(`uploads: ${ctx.path} could not be read from the bucket: ${(error as Error).message}`);
      ctx.status = 503;
      ctx.set('Retry-After', '30');
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: unavailable.message } };
    }
  };
}
