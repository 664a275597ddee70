import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { caughtMails } from '../mail';

export const STAFF = {
  username: process.env.E2E_STAFF_USERNAME ?? 'staff',
  password: process.env.E2E_STAFF_PASSWORD ?? 'Staff-Demo-2026!',
};

/** A staff bearer token straight from the API (for set-up, checks and clean-up). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: STAFF });
  expect(res.status(), 'staff login').toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in through the login form, as staff do. */
export async function signInWithForm(page: Page, path = '/admin/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Username' }).fill(STAFF.username);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Starts the page signed in (the token the UI keeps in localStorage under `token`). */
export async function signedIn(page: Page, request: APIRequestContext) {
  const token = await staffToken(request);
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
  return token;
}

/** Calls a staff route of the contract with the bearer token. */
export async function staffApi(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: Record<string, unknown>,
) {
  return request.fetch(`/api/admin/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
}

/** Something unique to this run, so checks find this run's data and nothing else. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/* ---------------------------------------------------------------------------------------------
 * Real PNG pictures for the upload tests, drawn here so the suite needs no binary fixtures. The
 * CMS checks images by their content, so these must be genuine, decodable files.
 * ------------------------------------------------------------------------------------------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height PNG: a soft two-colour gradient (sky over sand), so each picture differs. */
export function pngImage(
  width: number,
  height: number,
  top: [number, number, number],
  bottom: [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const i = row + 1 + x * 3;
      raw[i] = Math.round(top[0] + (bottom[0] - top[0]) * t);
      raw[i + 1] = Math.round(top[1] + (bottom[1] - top[1]) * t);
      raw[i + 2] = Math.round(top[2] + (bottom[2] - top[2]) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function picture(name: string, top: [number, number, number], bottom: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: pngImage(960, 600, top, bottom) };
}

/** The code of the staff invitation mailed to an address (the suite's mail catcher). */
export async function inviteCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await caughtMails(request))
          .filter((m) => m.to.includes(email) && /your staff account/.test(m.subject))
          .pop();
        code = /\/admin\/reset-password\?code=([\w%-]+)&invite=1/.exec(mail?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return decodeURIComponent(code);
}
