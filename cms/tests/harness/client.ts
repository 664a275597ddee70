import { createHmac, randomBytes } from 'crypto';
import sharp from 'sharp';
import { inject } from 'vitest';
import zlib from 'zlib';
import { PANEL_ADMIN } from './env';

/*
 * A client of the contract as the front-ends use it: JSON or multipart bodies, bearer tokens,
 * answers parsed as JSON. Each test file gets its own client address (X-Forwarded-For, which the
 * CMS reads because the test connects from the loopback, a trusted proxy), so rate limits of one
 * test do not touch another.
 */

export const baseUrl = () => inject('baseUrl');
export const controlUrl = () => inject('controlUrl');

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
  ip?: string;
  raw?: string;
}

let fileIp = `10.${rand(1, 250)}.${rand(1, 250)}.${rand(1, 250)}`;
export function rand(min: number, max: number) {
  return min + Math.floor(Math.random() * (max - min + 1));
}
export function newClientIp() {
  fileIp = randomIp();
  return fileIp;
}
/**
 * Each test file is a client of its own: its own address (so one file's calls never count toward
 * another's rate limits) and its own sign-ins. Run before every file (harness/each-file.ts): the
 * suite's files share one module cache.
 */
export function startTestFile() {
  fileIp = randomIp();
  staffToken = panelToken = visitorToken = undefined;
}
/** A client address no other test uses, for one call or a few, leaving the file's own alone. */
export function randomIp() {
  return `10.${rand(1, 250)}.${rand(1, 250)}.${rand(1, 250)}`;
}

/** What a stack trace looks like in an answer: frames with file positions, or our paths. */
const STACK_TRACE = /\n\s*at\s+\S.*:\d+:\d+|\bat (?:async )?\S+ \([^)]*:\d+:\d+\)|node_modules[\\/]|\/dist\/src\//;

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? fileIp, ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = options.raw;
  }
  const url = path.startsWith('http') ? path : `${baseUrl()}${path.startsWith('/api') ? path : `/api/admin${path}`}`;
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  // No answer of the contract may carry a stack trace, whatever went wrong.
  if (STACK_TRACE.test(text)) {
    throw new Error(`${method} ${path} answered ${res.status} with a stack trace:\n${text.slice(0, 2000)}`);
  }
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text, the test will say so */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const get = <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options);
export const post = <T = any>(path: string, options?: CallOptions) => call<T>('POST', path, options);
export const put = <T = any>(path: string, options?: CallOptions) => call<T>('PUT', path, options);
export const del = <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, options);

export async function control<T = any>(method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${controlUrl()}${path}`, {
    method,
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!res.ok) throw new Error(`control ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let staffToken: string | undefined;
/** A staff user's bearer token (the user bootstrap created from STAFF_*). */
export async function staff(): Promise<string> {
  if (staffToken) return staffToken;
  const { username, password } = inject('staff');
  const res = await post<{ token: string }>('/login', { json: { username, password } });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${JSON.stringify(res.body)}`);
  staffToken = res.body.token;
  return staffToken;
}

/** An HS256 JWT as users-permissions issues them, signed with the CMS's secret unless told otherwise. */
export function signJwt(payload: Record<string, unknown>, secret: string = inject('jwtSecret')): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

let panelToken: string | undefined;
/** A Strapi panel administrator's token (for the content-manager API, Strapi's own save path). */
export async function panelAdmin(): Promise<string> {
  if (panelToken) return panelToken;
  const registered = await post<{ data?: { token?: string } }>(`${baseUrl()}/admin/register-admin`, {
    json: PANEL_ADMIN,
  });
  const res =
    registered.status === 200
      ? registered
      : await post<{ data?: { token?: string } }>(`${baseUrl()}/admin/login`, {
          json: { email: PANEL_ADMIN.email, password: PANEL_ADMIN.password },
        });
  if (res.status !== 200 || !res.body.data?.token) {
    throw new Error(`panel admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  panelToken = res.body.data.token;
  return panelToken;
}

export interface TestUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  password: string;
}

/**
 * A users-permissions user of the test's own, made the way staff make accounts (the site has no
 * public sign-up): through Strapi's panel API, with the Staff or the Authenticated role.
 */
export async function newUser(role: 'staff' | 'authenticated', password = 'Test-User-Passw0rd!'): Promise<TestUser> {
  const admin = await panelAdmin();
  const roles = (await get(`${baseUrl()}/users-permissions/roles`, { token: admin })).body.roles as Array<{
    id: number;
    type: string;
  }>;
  const roleId = roles.find((r) => r.type === role)?.id;
  if (!roleId) throw new Error(`no ${role} role among ${JSON.stringify(roles)}`);
  const name = `${role === 'staff' ? 'agent' : 'visitor'}${randomBytes(4).toString('hex')}`;
  const user = { username: name, email: `${name}@agency.test`, password };
  type Created = { id: number; documentId: string };
  const res = await post<{ data?: Created } & Partial<Created>>(
    `${baseUrl()}/content-manager/collection-types/plugin::users-permissions.user`,
    {
      token: admin,
      json: { ...user, confirmed: true, blocked: false, provider: 'local', role: { connect: [{ id: roleId }] } },
    },
  );
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`user not created: ${res.status} ${JSON.stringify(res.body)}`);
  // The content manager answers the entry, wrapped in `data` or not depending on its version.
  const created = (res.body.data ?? res.body) as Created;
  return { ...user, id: created.id, documentId: created.documentId };
}

let visitorToken: string | undefined;
/** A signed-in user who is not staff (the users-permissions Authenticated role), by Strapi's own sign-in. */
export async function nonStaff(): Promise<string> {
  if (visitorToken) return visitorToken;
  const visitor = await newUser('authenticated');
  const res = await post<{ jwt: string }>('/api/auth/local', {
    json: { identifier: visitor.username, password: visitor.password },
    ip: randomIp(),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  visitorToken = res.body.jwt;
  return visitorToken;
}

export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/* ---- images built in memory ---- */

function crc32(buf: Buffer) {
  let c: number;
  let crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG with the given header size and IDAT data (valid chunk CRCs whatever the data). */
export function pngWith(width: number, height: number, idat: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of the given size and colour. */
export function png(width = 32, height = 24, rgb: [number, number, number] = [180, 140, 90]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return pngWith(width, height, zlib.deflateSync(raw));
}

/** A multipart form from fields (lists and objects JSON-encoded, as the original forms send them) and files. */
export function form(
  fields: Record<string, unknown>,
  files: Record<string, Array<{ data: Buffer; name: string; type?: string }>> = {},
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    fd.append(
      k,
      typeof v === 'string' ? v : Array.isArray(v) || (v && typeof v === 'object') ? JSON.stringify(v) : String(v),
    );
  }
  for (const [k, list] of Object.entries(files)) {
    for (const f of list) fd.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  }
  return fd;
}

export const image = (name = 'photo.png', size: [number, number] = [32, 24]) => ({ data: png(size[0], size[1]), name });

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** A small valid image of a format, encoded by sharp (libvips). */
export async function encoded(format: ImageFormat, width = 16, height = 12): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 196, g: 160, b: 112 } } })
    [format]()
    .toBuffer();
}

/** A file of exactly `bytes` bytes that begins as a valid PNG (the size check comes first). */
export function bigPng(bytes: number): Buffer {
  const head = png(8, 8);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]);
}

/** The field names of a 400 answer's errors. */
export const errorFields = (body: { errors?: Array<{ field: string }> } | null | undefined) =>
  (body?.errors ?? []).map((e) => e.field);

/** Mail the fake SMTP server received. */
export const mails = () => control<import('./fakes').CapturedMail[]>('GET', '/mail');

/** Wait until a condition holds (mail delivered, outbox retried), polling. */
export async function eventually<T>(
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
  stepMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v as T;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
}

/** A page's entry in the sitemap's list of a kind (`/sitemap-entries`), read page by page. */
export async function sitemapEntry(
  kind: string,
  slug: string,
): Promise<{ slug: string; slugs?: Record<string, string> } | undefined> {
  let after: string | undefined;
  do {
    const page = await get(`/sitemap-entries?kind=${kind}&limit=500${after ? `&after=${after}` : ''}`);
    if (page.status !== 200) throw new Error(`/sitemap-entries answered ${page.status}`);
    const items = page.body.items as Array<{ slug: string; slugs?: Record<string, string> }>;
    const entry = items.find((e) => e.slug === slug);
    if (entry) return entry;
    after = page.body.next ?? undefined;
  } while (after);
  return undefined;
}
