import http from 'http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  eventually,
  form,
  image,
  mails,
  newUser,
  post,
  randomIp,
  staff,
  type TestUser,
} from '../harness/client';
import { runSql } from '../harness/database';
import { FEED_TOKEN, LIMITS } from '../harness/env';
import { brochurePdf } from '@estate/demo-media';
import { callFrom, newStaffUser } from '../harness/security';
import { READER, startCms, startWeb, type CmsInstance, type WebInstance } from '../harness/stack';

/*
 * Every guard recognises its route in every spelling that the router serving it takes (routeForm,
 * docs/decisions/0060): any case, trailing and doubled slashes, percent-escapes. Each guarded
 * route is sent in a generated set of spellings, as written (no URL parser in between), to the
 * CMS and through the web server, and each answer shows that the guard applied.
 */

/** Spellings of a path: the path itself, then what a router may take for it. */
function spellings(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const last = segments.length - 1;
  const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const alternate = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
  const hex = (c: string) => c.charCodeAt(0).toString(16);
  const escapeFirst = (s: string) => `%${hex(s)}${s.slice(1)}`;
  const escapeAll = (s: string) => [...s].map((c) => `%${hex(c).toUpperCase()}`).join('');
  const join = (parts: string[]) => `/${parts.join('/')}`;
  return [
    ...new Set([
      path,
      path.toUpperCase(),
      join(segments.map(title)),
      join(segments.map(alternate)),
      `${path}/`,
      `${path.toUpperCase()}/`,
      `${path}//`,
      `/${segments.join('//')}`,
      `//${segments.join('/')}`,
      join(segments.map((s, i) => (i === last ? escapeAll(s) : s))),
      join(segments.map(escapeFirst)),
      `${join(segments.map((s, i) => (i % 2 ? escapeFirst(s) : s.toUpperCase())))}/`,
      // What the URL parser of React Router and of the web server's proxy reads as the path.
      `/${segments.join('\\')}`,
      `/x/..${path}`,
      `/${segments[0]}/./${segments.slice(1).join('/')}`,
    ]),
  ];
}

/**
 * Answers of a router that does not serve the spelling: no route (404), Strapi's panel catch-all
 * taking GET only (405), or that catch-all refusing the path (400).
 */
const NOT_SERVED = [400, 404, 405];

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
}

interface SendOptions {
  json?: unknown;
  body?: { data: Buffer; type: string };
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One request with its path exactly as given. */
function send(origin: string, method: string, path: string, options: SendOptions = {}): Promise<Raw> {
  const { hostname, port } = new URL(origin);
  const payload =
    options.json !== undefined
      ? { data: Buffer.from(JSON.stringify(options.json)), type: 'application/json' }
      : options.body;
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
  if (payload) {
    headers['content-type'] = payload.type;
    headers['content-length'] = String(payload.data.length);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ method, hostname, port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
      });
    });
    req.on('error', reject);
    req.end(payload?.data);
  });
}

/** A multipart body as a browser sends it: fields and one file field. */
async function multipart(
  fields: Record<string, string>,
  field: string,
  file: { data: Buffer; name: string; type?: string },
): Promise<{ data: Buffer; type: string }> {
  const request = new Request('http://form.invalid', { method: 'POST', body: form(fields, { [field]: [file] }) });
  return { data: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** A multipart body of one image field. */
const multipartImage = () => multipart({}, 'image', image());

let web: WebInstance;
const DOORS: Array<[string, () => string]> = [
  ['the CMS', () => baseUrl()],
  ['the web server', () => web.url],
];

/** Failed sign-ins per address and window of the CMS behind LIMITED_DOORS. */
const SIGN_IN_ALLOWANCE = 2;
let limited: CmsInstance;
let limitedWeb: WebInstance;
const LIMITED_DOORS: Array<[string, () => string]> = [
  ['the CMS', () => limited.url],
  ['the web server', () => limitedWeb.url],
];

beforeAll(async () => {
  // Only the test client's own address is a proxy in front of it: UNTRUSTED_PEER is a visitor.
  web = await startWeb(baseUrl(), { TRUSTED_PROXIES: '127.0.0.1/32' });
  limited = await startCms({ ...READER, LOGIN_RATE_LIMIT: String(SIGN_IN_ALLOWANCE) });
  limitedWeb = await startWeb(limited.url, { TRUSTED_PROXIES: '127.0.0.1/32' });
});

afterAll(async () => {
  await Promise.all([web?.stop(), limitedWeb?.stop()]);
  await limited?.stop();
});

/*
 * The sign-in limits, against a CMS on the same database with an allowance of two failed sign-ins
 * per address: every guarded spelling spends the allowance in failed sign-ins, each a bcrypt
 * comparison (the suite's allowance of five made these the suite's heaviest tests).
 */
describe.each(LIMITED_DOORS)('on %s, with an allowance of two failed sign-ins', (_door, origin) => {
  it('the sign-in limit of /api/auth/local holds in every spelling, which the router serves', async () => {
    const user = await newUser('authenticated');
    const right = { identifier: user.username, password: user.password };
    const served: string[] = [];
    for (const path of spellings('/api/auth/local')) {
      // The right password from an address of its own: which spellings reach the sign-in.
      if ((await send(origin(), 'POST', path, { json: right })).status === 200) served.push(path);
      const ip = randomIp();
      // Wrong passwords for accounts that do not exist: only the address's allowance is spent.
      for (let i = 0; i < SIGN_IN_ALLOWANCE; i++) {
        const failed = await send(origin(), 'POST', path, {
          json: { identifier: `nobody-${i}-${ip}`, password: 'guess' },
          ip,
        });
        expect([400, ...NOT_SERVED], path).toContain(failed.status);
      }
      const blocked = await send(origin(), 'POST', path, { json: right, ip });
      expect(blocked.status, path).toBe(429);
      expect(blocked.body.error.message, path).toBe(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
    }
    expect(served).toEqual(
      expect.arrayContaining(['/api/auth/local', '/API/AUTH/LOCAL', '/Api/Auth/Local', '/api/auth/local/']),
    );
  });

  it("the contract's sign-in limit and error format hold in every spelling", async () => {
    const agent = await newStaffUser();
    const served: string[] = [];
    for (const path of spellings('/api/admin/login')) {
      const ip = randomIp();
      // Unknown accounts, so that only the address's allowance is spent.
      for (let i = 0; i < SIGN_IN_ALLOWANCE; i++)
        await send(origin(), 'POST', path, { json: { username: `nobody-${i}-${ip}`, password: 'guess' }, ip });
      const blocked = await send(origin(), 'POST', path, {
        json: { username: agent.username, password: agent.password },
        ip,
      });
      if (NOT_SERVED.includes(blocked.status)) continue;
      served.push(path);
      expect(blocked.status, path).toBe(429);
      expect(blocked.body, path).toEqual({
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    }
    expect(served).toEqual(expect.arrayContaining(['/API/ADMIN/LOGIN', '/api/admin/login/']));
  });

  it('a password change counts its failures in every spelling', async () => {
    const user = await newUser('authenticated');
    const signedIn = await post('/api/auth/local', { json: { identifier: user.username, password: user.password } });
    const token = signedIn.body.jwt as string;
    const change = (password: string) => ({
      currentPassword: password,
      password: 'New-Passw0rd-1!',
      passwordConfirmation: 'New-Passw0rd-1!',
    });
    for (const path of spellings('/api/auth/change-password')) {
      const ip = randomIp();
      for (let i = 0; i < SIGN_IN_ALLOWANCE; i++)
        expect((await send(origin(), 'POST', path, { json: change(`guess-${i}`), ip, token })).status, path).not.toBe(
          429,
        );
      expect((await send(origin(), 'POST', path, { json: change(user.password), ip, token })).status, path).toBe(429);
    }
  });
});

describe.each(DOORS)('on %s', (_door, origin) => {
  it("Strapi's doors that the contract replaces are gone in every spelling: nothing is sent, stored or changed", async () => {
    const target = await newUser('staff');
    const signUp = `signup${randomIp().replace(/\./g, '')}`;
    const doors: Array<[string, string, unknown?]> = [
      ['POST', '/api/auth/forgot-password', { email: target.email }],
      [
        'POST',
        '/api/auth/reset-password',
        { code: 'any', password: 'Taken-Over-1!', passwordConfirmation: 'Taken-Over-1!' },
      ],
      [
        'POST',
        '/api/auth/local/register',
        { username: signUp, email: `${signUp}@example.test`, password: 'Sign-Up-Passw0rd!' },
      ],
      ['POST', '/api/auth/send-email-confirmation', { email: target.email }],
      ['GET', '/api/auth/email-confirmation?confirmation=abc'],
      ['GET', '/api/connect/github'],
      ['GET', '/api/auth/github/callback?access_token=abc'],
      ['GET', '/api/auth/local/callback'],
      // Other methods of the same doors.
      ['POST', '/api/connect/github'],
      ['GET', '/api/auth/forgot-password'],
      ['PUT', '/api/auth/reset-password', { code: 'any' }],
    ];
    for (const [method, route, json] of doors) {
      const [path, query = ''] = route.split('?');
      for (const spelled of spellings(path!)) {
        const res = await send(origin(), method, `${spelled}${query ? `?${query}` : ''}`, { json });
        expect(res.status, `${method} ${spelled}`).toBe(404);
        // Answered by the door itself, before any router could serve the path.
        expect(res.body?.error?.name, `${method} ${spelled}`).toBe('AuthDoorError');
      }
    }
    const stored = await runSql(
      inject('cmsEnv'),
      'SELECT COUNT(*) AS n FROM up_users WHERE (id = ? AND reset_password_token IS NOT NULL) OR username = ?',
      [target.id, signUp],
    );
    expect(Number(stored[0]!.n)).toBe(0);
    expect((await mails()).filter((m) => m.to.includes(target.email))).toEqual([]);
  });

  it('the multipart gate lets files through to a file route in every spelling served, after the staff token', async () => {
    const token = await staff();
    const served: string[] = [];
    for (const path of spellings('/api/admin/upload-image')) {
      // Never refused as a route that takes no files, never parsed before the token is checked.
      const anonymous = await send(origin(), 'POST', path, { body: await multipartImage() });
      expect([401, ...NOT_SERVED], path).toContain(anonymous.status);
      if (NOT_SERVED.includes(anonymous.status)) continue;
      served.push(path);
      const uploaded = await send(origin(), 'POST', path, { body: await multipartImage(), token });
      expect(uploaded.status, `${path}: ${uploaded.text}`).toBe(200);
    }
    expect(served).toEqual(expect.arrayContaining(['/API/ADMIN/UPLOAD-IMAGE', '/api/admin/upload-image/']));
    // Elsewhere multipart is refused before it is read, whatever the spelling.
    for (const path of spellings('/api/properties'))
      expect((await send(origin(), 'POST', path, { body: await multipartImage(), token })).status, path).toBe(415);
  });

  it("the response cache and the contract's answers recognise every spelling", async () => {
    const served: string[] = [];
    for (const path of spellings('/api/admin/get-properties')) {
      const first = await send(origin(), 'GET', `${path}?limit=1`);
      if (NOT_SERVED.includes(first.status)) continue;
      served.push(path);
      expect(first.status, path).toBe(200);
      const second = await send(origin(), 'GET', `${path}?limit=1`);
      expect(second.headers['x-cache'], path).toBe('HIT');
    }
    expect(served).toEqual(expect.arrayContaining(['/API/ADMIN/GET-PROPERTIES', '/api/admin/get-properties/']));
    for (const path of spellings('/api/admin/get-property/987654321')) {
      // The contract's answer, { message }, never Strapi's { data, error }.
      const missing = await send(origin(), 'GET', path);
      expect(NOT_SERVED, path).toContain(missing.status);
      expect(Object.keys(missing.body), path).toEqual(['message']);
    }
  });

  it('a portal feed is served with its token only, in every spelling, and never kept by a cache', async () => {
    const feedPath = origin() === baseUrl() ? '/api/admin/feeds/bayut' : '/feeds/bayut.xml';
    const served = await send(origin(), 'GET', `${feedPath}?token=${FEED_TOKEN}`);
    expect(served.status).toBe(200);
    expect(served.text).toContain('<?xml');
    for (const path of spellings(feedPath)) {
      const without = await send(origin(), 'GET', path);
      expect(without.status, path).not.toBe(200);
      expect(without.text, path).not.toContain('<?xml');
      const withToken = await send(origin(), 'GET', `${path}?token=${FEED_TOKEN}`);
      expect([200, ...NOT_SERVED], path).toContain(withToken.status);
      if (withToken.status === 200) expect(withToken.headers['cache-control'], path).toMatch(/no-store/);
      expect(withToken.headers['cache-control'] ?? '', path).not.toMatch(/public/);
    }
  });

  it('a cached answer first made over HTTPS is replayed without Strict-Transport-Security over HTTP', async () => {
    const path = `/api/admin/get-properties?limit=2&hsts=${randomIp()}`;
    const https = await send(origin(), 'GET', path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=/);
    const plain = await send(origin(), 'GET', path);
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await callFrom('GET', `${origin()}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('a brochure is a download under every path that serves it', async () => {
    const token = await staff();
    const added = await send(baseUrl(), 'POST', '/api/admin/add-property', {
      token,
      body: await multipart({ title: `Spelled brochure ${randomIp()}` }, 'brochure', {
        data: brochurePdf({ title: 'Spelled', lines: ['Any path'] }),
        name: 'brochure.pdf',
        type: 'application/pdf',
      }),
    });
    expect(added.status, added.text).toBe(200);
    const file = String(added.body.property.brochure).replace(/^\/uploads\//, '');
    const paths = [
      `/uploads/${file}`,
      `/UPLOADS/${file}`,
      `/uploads/${file}%2F.`,
      `/uploads%2F${file}`,
      `/api/x%2F..%2F..%2Fuploads%2F${file}`,
      `/uploads/x/../${file}`,
    ];
    const served: string[] = [];
    for (const path of paths) {
      const res = await send(origin(), 'GET', path);
      if (res.status !== 200) continue;
      served.push(path);
      expect(res.headers['content-type'], path).toBe('application/pdf');
      expect(res.headers['content-disposition'], path).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect(served).toContain(`/uploads/${file}`);
  });

  it('Strict-Transport-Security only over HTTPS, and no X-Powered-By, on every answer', async () => {
    const paths = [
      '/api/admin/get-properties',
      '/api/properties',
      '/uploads/missing.png',
      '/api/auth/local',
      '/admin/init',
    ];
    if (origin() !== baseUrl()) paths.push('/', '/admin/', '/about');
    for (const path of paths) {
      const plain = await send(origin(), 'GET', path);
      expect(plain.headers['strict-transport-security'], path).toBeUndefined();
      expect(plain.headers['x-powered-by'], path).toBeUndefined();
      const https = await send(origin(), 'GET', path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(https.headers['x-powered-by'], path).toBeUndefined();
      // A client that is not a trusted proxy cannot claim HTTPS.
      const claimed = await callFrom('GET', `${origin()}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('the public pages, through the web server', () => {
  it('read their own query in every spelling of the path, from the page cache too', async () => {
    const served: string[] = [];
    for (const path of spellings('/all-properties')) {
      for (const word of ['zebrawood', 'giraffeport']) {
        const page = await send(web.url, 'GET', `${path}?q=${word}`);
        if (page.status === 404) continue;
        served.push(path);
        expect(page.status, path).toBe(200);
        expect(page.text, `${path}?q=${word}`).toContain(`value="${word}"`);
      }
    }
    expect(served).toEqual(expect.arrayContaining(['/ALL-PROPERTIES', '/all-properties/', '/%61ll-properties']));
  });

  it("keep a visitor's own pages and draft previews out of every cache in every spelling", async () => {
    for (const path of [...spellings('/favourites'), ...spellings('/compare')]) {
      for (let i = 0; i < 2; i++) {
        const page = await send(web.url, 'GET', path);
        if (page.status === 404) continue;
        expect(page.headers['cache-control'], path).toBe('private, no-store');
        expect(page.headers['x-page-cache'], path).toBe('bypass');
      }
    }
    for (const path of spellings('/property/any-listing')) {
      const preview = await send(web.url, 'GET', `${path}?preview=not-a-real-token`);
      expect(preview.headers['cache-control'], path).toBe('private, no-store');
      expect(preview.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
  });
});

describe("users-permissions' own limiter, the second guard", () => {
  it('refuses the sign-in door after its allowance of requests from one address, in every spelling', async () => {
    const user: TestUser = await newUser('authenticated');
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.usersPermissionsPerWindow; i++) {
      const path = spellings('/api/auth/local')[i % 5]!;
      statuses.push(
        (await send(baseUrl(), 'POST', path, { json: { identifier: user.username, password: user.password }, ip }))
          .status,
      );
    }
    expect(statuses.slice(0, LIMITS.usersPermissionsPerWindow).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMITS.usersPermissionsPerWindow]).toBe(429);
  });
});

describe("the contract's stored reset value", () => {
  it('is no code at any door: the password stays, and the mailed link still works', async () => {
    const agent = await newUser('staff');
    expect((await post('/forgot-password', { json: { email: agent.email } })).status).toBe(200);
    const mail = await eventually(async () => (await mails()).find((m) => m.to.includes(agent.email)));
    const code = decodeURIComponent(/\/admin\/reset-password\?code=([\w%-]+)/.exec(mail.text)![1]!);
    const [row] = await runSql(inject('cmsEnv'), 'SELECT reset_password_token AS stored FROM up_users WHERE id = ?', [
      agent.id,
    ]);
    const stored = String(row!.stored);
    expect(stored).toMatch(/^[0-9a-f]{64}\.\d+$/);
    const taken = { code: stored, password: 'Taken-Over-Passw0rd!', passwordConfirmation: 'Taken-Over-Passw0rd!' };
    expect((await post('/reset-password', { json: taken })).status).toBe(400);
    for (const path of spellings('/api/auth/reset-password'))
      expect((await send(baseUrl(), 'POST', path, { json: taken })).status, path).toBe(404);
    const login = (password: string) => post('/login', { json: { username: agent.username, password } });
    expect((await login('Taken-Over-Passw0rd!')).status).toBe(401);
    expect((await login(agent.password)).status).toBe(200);
    const reset = { code, password: 'Chosen-By-Owner-1!', passwordConfirmation: 'Chosen-By-Owner-1!' };
    expect((await post('/reset-password', { json: reset })).status).toBe(200);
  });
});
