import { createHash } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runSql } from '../harness/database';
import { post, randomIp } from '../harness/client';
import { STAFF } from '../harness/env';
import { startCms, type CmsInstance } from '../harness/stack';

interface EnvFileResult {
  created: boolean;
  generated: string[];
}
/** What `npm start` runs first to write .env (scripts/lib/env.mjs, plain ESM). */
let ensureEnvFile: (file: string, example: string) => EnvFileResult;
beforeAll(async () => {
  const script = pathToFileURL(path.resolve(__dirname, '..', '..', '..', 'scripts', 'lib', 'env.mjs')).href;
  ({ ensureEnvFile } = (await import(script)) as { ensureEnvFile: typeof ensureEnvFile });
});

/*
 * Demo passwords never become live credentials. `npm start` generates the
 * staff and panel passwords (and every secret) into .env; a CMS with NODE_ENV=production refuses
 * to start while a published demo password or an unfilled `__generate__` value is configured,
 * naming each variable; an older database whose staff user still has the demo password takes
 * the configured one.
 */

const DEMO_STAFF = 'Staff-Demo-2026!';
const DEMO_ADMIN = 'Admin-Demo-2026!';

async function startFailure(env: Record<string, string>): Promise<string> {
  let instance: CmsInstance | null = null;
  try {
    instance = await startCms(env);
  } catch (error) {
    return (error as Error).message;
  } finally {
    await instance?.stop();
  }
  throw new Error('the CMS started');
}

describe('the generated .env', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-env-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const example = path.join(dir, '.env.example');
  const file = path.join(dir, '.env');

  it('gets random staff and panel passwords and secrets on the first run, different each time', () => {
    fs.copyFileSync(path.resolve(__dirname, '..', '..', '..', '.env.example'), example);
    const first = ensureEnvFile(file, example);
    expect(first.created).toBe(true);
    expect(first.generated).toEqual(expect.arrayContaining(['STAFF_PASSWORD', 'STRAPI_ADMIN_PASSWORD', 'JWT_SECRET']));
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toMatch(/^[A-Z0-9_]+=.*__generate__/m);
    expect(text).not.toContain(DEMO_STAFF);
    expect(text).not.toContain(DEMO_ADMIN);
    const staff = /^STAFF_PASSWORD=(.+)$/m.exec(text)![1];
    const admin = /^STRAPI_ADMIN_PASSWORD=(.+)$/m.exec(text)![1];
    expect(staff.length).toBeGreaterThanOrEqual(20);
    expect(admin).not.toBe(staff);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // Later runs keep what is there: the passwords were shown once and stay the same.
    expect(ensureEnvFile(file, example)).toEqual({ created: false, generated: [] });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('replaces a demo password left in an older .env, keeping every other line', () => {
    fs.writeFileSync(
      file,
      `# mine\nSTAFF_PASSWORD=${DEMO_STAFF}\nSTRAPI_ADMIN_PASSWORD="${DEMO_ADMIN}"\nSITE_NAME=Mine\n`,
    );
    const result = ensureEnvFile(file, example);
    expect(result).toEqual({ created: false, generated: ['STAFF_PASSWORD', 'STRAPI_ADMIN_PASSWORD'] });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toMatch(/^# mine\nSTAFF_PASSWORD=[\w-]{20,}\nSTRAPI_ADMIN_PASSWORD=[\w-]{20,}\nSITE_NAME=Mine\n$/);
  });
});

describe('staff passwords', () => {
  it('are hashed at the cost PASSWORD_HASH_ROUNDS sets, and signed in with', async () => {
    const [staff] = await runSql(inject('cmsEnv'), 'SELECT password FROM up_users WHERE username = ?', [
      STAFF.username,
    ]);
    expect(String(staff?.password)).toMatch(/^\$2[aby]\$04\$/);
    const login = (username: string, password: string) =>
      post('/login', { json: { username, password }, ip: randomIp() }).then((r) => r.status);
    expect(await login(STAFF.username, STAFF.password)).toBe(200);
    expect(await login(`nobody-${randomIp()}`, STAFF.password)).toBe(401);
  });

  it('stop the start, naming the variable, at a cost bcrypt would not take', async () => {
    for (const value of ['3', '16', 'ten', '1e1'])
      expect(await startFailure({ PASSWORD_HASH_ROUNDS: value })).toMatch(
        new RegExp(`PASSWORD_HASH_ROUNDS must be a whole number from 4 to 15; got "${value}"`),
      );
  });
});

describe('a production start', () => {
  it('is refused while a demo password or a __generate__ secret is configured, naming each variable', async () => {
    const message = await startFailure({
      NODE_ENV: 'production',
      STAFF_PASSWORD: DEMO_STAFF,
      STRAPI_ADMIN_PASSWORD: DEMO_ADMIN,
      JWT_SECRET: '__generate__',
      APP_KEYS: 'a-real-key,__generate__',
    });
    expect(message).toMatch(/Refusing to start in production/);
    expect(message).toMatch(/STAFF_PASSWORD is the published demo password/);
    expect(message).toMatch(/STRAPI_ADMIN_PASSWORD is the published demo password/);
    expect(message).toMatch(/JWT_SECRET is still "__generate__"/);
    expect(message).toMatch(/APP_KEYS is still "__generate__"/);
    expect(message).not.toMatch(/ADMIN_JWT_SECRET/);
  });

  it("is refused while compose's database password is unfilled or its old default", async () => {
    const unfilled = await startFailure({ NODE_ENV: 'production', POSTGRES_PASSWORD: '__generate__' });
    expect(unfilled).toMatch(/POSTGRES_PASSWORD is "__generate__"/);
    const published = await startFailure({ NODE_ENV: 'production', POSTGRES_PASSWORD: 'estate' });
    expect(published).toMatch(/POSTGRES_PASSWORD is "estate"/);
  });

  it('is refused while a password is still __generate__', async () => {
    const message = await startFailure({ NODE_ENV: 'production', STAFF_PASSWORD: '__generate__' });
    expect(message).toMatch(/STAFF_PASSWORD is still "__generate__"/);
  });

  it('is refused with the variable named when a session setting cannot be read', async () => {
    expect(await startFailure({ STAFF_TOKEN_TTL: 'two hours' })).toMatch(/STAFF_TOKEN_TTL must be a duration/);
  });

  it('is refused while passwords would be hashed more cheaply than Strapi does', async () => {
    expect(await startFailure({ NODE_ENV: 'production', PASSWORD_HASH_ROUNDS: '8' })).toMatch(
      /PASSWORD_HASH_ROUNDS is 8: production hashes passwords at 10 rounds or more/,
    );
  });

  it('goes ahead with passwords and secrets of its own', { timeout: 180_000 }, async () => {
    // Without PASSWORD_HASH_ROUNDS (the suite's own CMS hashes at bcrypt's least cost): Strapi's 10.
    const cms = await startCms({ NODE_ENV: 'production', PASSWORD_HASH_ROUNDS: '' }, { freshDatabase: 'empty' });
    try {
      const res = await fetch(`${cms.url}/api/admin/get-countries`);
      expect(res.status).toBe(200);
      // The staff user and the panel administrator it created hold configured passwords: their
      // hashes are known not to be a demo password's, so no later start compares them (bcrypt,
      // about 0.15 s of CPU per demo password and account).
      const [staff] = await runSql(cms.env, 'SELECT password FROM up_users WHERE username = ?', [
        cms.env.STAFF_USERNAME,
      ]);
      expect(String(staff?.password)).toMatch(/^\$2[aby]\$10\$/);
      const [admin] = await runSql(cms.env, 'SELECT password FROM admin_users WHERE email = ?', [
        cms.env.STRAPI_ADMIN_EMAIL!.toLowerCase(),
      ]);
      const [stored] = await runSql(cms.env, 'SELECT value FROM strapi_core_store_settings WHERE key = ?', [
        'core_estate_hashes-not-demo',
      ]);
      const digest = (hash: unknown) => createHash('sha256').update(String(hash)).digest('hex');
      expect(JSON.parse(String(stored?.value))).toEqual(
        expect.arrayContaining([digest(staff?.password), digest(admin?.password)]),
      );
    } finally {
      await cms.stop();
    }
  });
});

describe('a staff user created with the demo password by an earlier version', () => {
  it(
    'signs in with the configured password after the next start, and no longer with the demo one',
    {
      timeout: 300_000,
    },
    async () => {
      const user = { STAFF_USERNAME: 'legacy-staff', STAFF_EMAIL: 'legacy-staff@estate.test' };
      // A copy of the suite's set-up database: the earlier version's start creates the user.
      const old = await startCms({ ...user, STAFF_PASSWORD: DEMO_STAFF }, { freshDatabase: true });
      const env = { ...old.env };
      const login = (url: string, password: string) =>
        fetch(`${url}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: user.STAFF_USERNAME, password }),
        }).then((r) => r.status);
      try {
        expect(await login(old.url, DEMO_STAFF)).toBe(200);
        await old.process.stop();
        const fresh = 'Fresh-Passw0rd-From-Env!';
        // With a higher cost too: the new password is hashed at it, and the start warns of the
        // hashes stored at the old one (their sign-ins take another time than an unknown name's).
        Object.assign(env, { STAFF_PASSWORD: fresh, PASSWORD_HASH_ROUNDS: '5' });
        const next = await startCms(env);
        try {
          expect(await login(next.url, DEMO_STAFF)).toBe(401);
          expect(await login(next.url, fresh)).toBe(200);
          const [stored] = await runSql(env, 'SELECT password FROM up_users WHERE username = ?', [user.STAFF_USERNAME]);
          expect(String(stored?.password)).toMatch(/^\$2[aby]\$05\$/);
          expect(next.process.log.join('')).toMatch(
            /staff password\(s\) are hashed at another cost than PASSWORD_HASH_ROUNDS \(5\)/,
          );
        } finally {
          await next.stop();
        }
      } finally {
        await old.stop();
      }
    },
  );
});
