import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshSecrets, ROOT } from '../env.mjs';
import { freePort } from '../ports.mjs';
import { cmsService, webService } from '../stack.mjs';
import { CMS_READY, SAMPLE_ROUTES, SAVE_ROUTES, WEB_READY } from './routes.mjs';

/*
 * The stacks the bench measures: CMS and web servers on free ports (production settings), the
 * staff account it signs in with, and the samples of each entity whose pages it measures.
 */

/**
 * The staff account the bench signs in with, and the environment every CMS it starts shares
 * (`baseEnv`: the repository's .env, for the staff user's name and address).
 */
export function stackEnv(baseEnv) {
  const staffLogin = {
    username: baseEnv.STAFF_USERNAME ?? 'staff',
    password: `Bench-${randomBytes(9).toString('base64url')}!`,
  };
  const commonEnv = {
    NODE_ENV: 'production',
    ENV_PATH: path.join(os.tmpdir(), 'estate-bench-no.env'),
    ...freshSecrets(),
    SERVE_ADMIN_PANEL: 'false',
    OUTBOX_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    STAFF_USERNAME: staffLogin.username,
    STAFF_EMAIL: baseEnv.STAFF_EMAIL ?? 'staff@estate.local',
    STAFF_PASSWORD: staffLogin.password,
    // X-Query-Count on every answer, for the statements table.
    QUERY_STATS: 'true',
  };
  return { staffLogin, commonEnv };
}

export async function startCms(env, extra = {}) {
  const port = await freePort();
  const cms = cmsService({ ...env, PORT: String(port), HOST: '127.0.0.1', ...extra }).start();
  await cms.ready(`http://127.0.0.1:${port}${CMS_READY}`);
  return { service: cms, url: `http://127.0.0.1:${port}`, pid: cms.child.pid, stop: () => cms.stop() };
}

export async function startWeb(cmsUrl, extra = {}) {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-web-'));
  const adminDist = path.join(ROOT, 'admin-ui', 'dist');
  const web = webService({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_URL: cmsUrl,
    PUBLIC_SITE_URL: site,
    WEB_CACHE_DIR: cacheDir,
    ...(fs.existsSync(adminDist) ? { ADMIN_UI_DIST: adminDist } : {}),
    ...extra,
  }).start();
  await web.ready(`${site}${WEB_READY}`);
  return {
    url: site,
    stop: async () => {
      await web.stop();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

export const html = { accept: 'text/html' };

export async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return { body: await res.json(), headers: res.headers };
}

/** One entity of each kind to measure its page, and the catalogue size. */
export async function samples(cmsUrl) {
  const total = Number((await json(`${cmsUrl}${SAMPLE_ROUTES.total}`)).headers.get('x-total-count'));
  const [property] = (await json(`${cmsUrl}${SAMPLE_ROUTES.property(Math.floor(total / 2))}`)).body;
  const [development] = (await json(`${cmsUrl}${SAMPLE_ROUTES.development}`)).body;
  const [area] = (await json(`${cmsUrl}${SAMPLE_ROUTES.area}`)).body;
  const [post] = (await json(`${cmsUrl}${SAMPLE_ROUTES.post}`)).body;
  return {
    total,
    property: property.slug,
    propertyId: property._id,
    development: development.slug,
    area: area.slug,
    post: post.slug,
  };
}

/** A staff user's token, signed in through the web server. */
export async function staffToken(site, staffLogin) {
  const { body } = await json(`${site}${SAVE_ROUTES.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staffLogin),
  });
  return body.token;
}
