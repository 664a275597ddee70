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

/** .env from .env.example with fresh secrets, on the first run. Answers true when it was created. */
export function ensureEnvFile() {
  if (fs.existsSync(ENV_FILE)) return false;
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const filled = example.replace(/__generate__/g, () => randomBytes(24).toString('base64'));
  fs.writeFileSync(ENV_FILE, filled, { mode: 0o600 });
  return true;
}

/** The settings of the stack: .env, overridden by the process environment. */
export function loadEnv() {
  const file = fs.existsSync(ENV_FILE) ? parseEnv(fs.readFileSync(ENV_FILE, 'utf8')) : {};
  return { ...file, ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) };
}
