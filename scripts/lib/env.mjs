import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ENV_FILE = path.join(ROOT, '.env');

/** Parse KEY=value lines (no expansion; # comments). */
export function parseEnv(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!m) continue;
    let value = m[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    out[m[1]] = value;
  }
  return out;
}

const GENERATE = '__generate__';
/** Passwords once shipped in .env.example (cms/src/lib/auth/auth-env.ts refuses them in production). */
const DEMO_PASSWORDS = ['Staff-Demo-2026!', 'Admin-Demo-2026!'];
/** Passwords `npm start` shows when it has just chosen them. */
export const PASSWORD_VARIABLES = ['STAFF_PASSWORD', 'STRAPI_ADMIN_PASSWORD'];

const randomSecret = () => randomBytes(18).toString('base64url');

/**
 * Random values for every secret the CMS needs (cms/src/lib/auth/auth-env.ts, SECRET_VARIABLES), for a
 * CMS a script starts without a .env of its own (the bench, the browser tests): new each run,
 * never written anywhere.
 */
export function freshSecrets() {
  return {
    APP_KEYS: `${randomSecret()},${randomSecret()}`,
    ADMIN_JWT_SECRET: randomSecret(),
    API_TOKEN_SALT: randomSecret(),
    TRANSFER_TOKEN_SALT: randomSecret(),
    ENCRYPTION_KEY: randomSecret(),
    JWT_SECRET: randomSecret(),
  };
}

/**
 * .env from .env.example with every `__generate__` replaced by a random value on the first run;
 * on later runs, a `__generate__` or published demo password still in .env is replaced the same
 * way (an older .env). Answers whether the file was created and which variables got new values.
 */
export function ensureEnvFile(file = ENV_FILE, example = path.join(ROOT, '.env.example')) {
  const created = !fs.existsSync(file);
  const text = fs.readFileSync(created ? example : file, 'utf8');
  const generated = [];
  const filled = text
    .split(/(\r?\n)/)
    .map((line) => {
      const m = /^(\s*([A-Z0-9_]+)\s*=\s*)(.*?)(\s*)$/.exec(line);
      if (!m) return line;
      const [, head, name, raw, tail] = m;
      const value = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
      const demo = PASSWORD_VARIABLES.includes(name) && DEMO_PASSWORDS.includes(value);
      if (!value.includes(GENERATE) && !demo) return line;
      generated.push(name);
      const next = demo ? randomSecret() : value.replace(new RegExp(GENERATE, 'g'), randomSecret);
      return `${head}${next}${tail}`;
    })
    .join('');
  if (created || generated.length) fs.writeFileSync(file, filled, { mode: 0o600 });
  return { created, generated };
}

/** The settings of the stack: .env, overridden by the process environment. */
export function loadEnv() {
  const file = fs.existsSync(ENV_FILE) ? parseEnv(fs.readFileSync(ENV_FILE, 'utf8')) : {};
  return withAddresses({
    ...file,
    ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)),
  });
}

/**
 * The addresses left empty follow the ports (.env.example): a stack moved to other ports with
 * WEB_PORT and CMS_PORT keeps its web server pointed at its CMS, and its links at itself.
 */
export function withAddresses(env) {
  const out = { ...env };
  const webPort = out.WEB_PORT?.trim() || '3000';
  const cmsPort = out.CMS_PORT?.trim() || '1337';
  out.CMS_URL = out.CMS_URL?.trim() || `http://127.0.0.1:${cmsPort}`;
  out.PUBLIC_SITE_URL = out.PUBLIC_SITE_URL?.trim() || `http://localhost:${webPort}`;
  out.PANEL_URL = out.PANEL_URL?.trim() || `http://localhost:${cmsPort}`;
  out.CORS_ORIGINS = out.CORS_ORIGINS?.trim() || `${out.PUBLIC_SITE_URL},${out.PANEL_URL}`;
  return out;
}

/** For the scripts other than `npm start`: say which values were just chosen, passwords shown once. */
export function reportEnvFile({ created, generated }) {
  if (!created && !generated.length) return;
  const env = fs.existsSync(ENV_FILE) ? parseEnv(fs.readFileSync(ENV_FILE, 'utf8')) : {};
  console.log(created ? 'Created .env with fresh secrets and passwords.' : `Filled ${generated.join(', ')} in .env.`);
  for (const name of generated.filter((n) => PASSWORD_VARIABLES.includes(n)))
    console.log(`  ${name}=${env[name]}   (shown this once; kept in .env)`);
}
