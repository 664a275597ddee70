/*
 * Every setting of sign-in, sessions and password reset, read from the environment in this one
 * place (config/plugins.ts, the session and reset services and the start-up checks use it).
 * Bad values stop the CMS at start with the variable's name, never at the first sign-in.
 */

/** The placeholder .env.example carries for every secret and password that `npm start` fills in. */
export const GENERATE_PLACEHOLDER = '__generate__';

/** Passwords once shipped in .env.example: public knowledge, never accepted in production. */
export const DEMO_PASSWORDS: readonly string[] = ['Staff-Demo-2026!', 'Admin-Demo-2026!'];

/** Variables that must hold a real secret in production (APP_KEYS is a comma-separated list). */
export const SECRET_VARIABLES = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
] as const;

/** Variables holding passwords of accounts the CMS creates itself. */
export const PASSWORD_VARIABLES = ['STAFF_PASSWORD', 'STRAPI_ADMIN_PASSWORD'] as const;

/** compose's database password (docker-compose.yml), and the default it once shipped with. */
const DATABASE_PASSWORD_VARIABLE = 'POSTGRES_PASSWORD';
const PUBLISHED_DATABASE_PASSWORD = 'estate';

export interface AuthEnv {
  /** Lifetime of one staff access token, in seconds (STAFF_TOKEN_TTL, default 2h). */
  tokenTtlSeconds: number;
  /** Longest a sign-in lasts however often its token is renewed, in seconds (STAFF_SESSION_MAX, default 12h). */
  sessionMaxSeconds: number;
  /** Staff may reset a forgotten password by e-mail (PASSWORD_RESET_ENABLED, default true). */
  passwordResetEnabled: boolean;
  /** How long a reset link stays usable, in seconds (PASSWORD_RESET_TTL, default 1h). */
  passwordResetTtlSeconds: number;
  /** How long a staff invitation's link stays usable, in seconds (STAFF_INVITE_TTL, default 7 days). */
  staffInviteTtlSeconds: number;
  /** Address of the site staff open; reset links point at <publicUrl>/admin/reset-password (PUBLIC_SITE_URL, else PUBLIC_URL). */
  publicUrl: string;
  /** bcrypt's cost of new staff password hashes; stored ones keep theirs (PASSWORD_HASH_ROUNDS, default 10). */
  passwordHashRounds: number;
}

/** Thrown for a setting that cannot be used; the message names the variable. */
export class AuthEnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthEnvError';
  }
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** '2h', '90m', '45s', '1d' or a plain number of seconds. */
export function parseDuration(name: string, raw: string | undefined, fallback: string): number {
  const value = (raw === undefined || raw.trim() === '' ? fallback : raw).trim();
  const match = /^(\d+)\s*([smhd]?)$/i.exec(value);
  const seconds = match ? Number(match[1]) * UNITS[(match[2] || 's').toLowerCase()] : NaN;
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new AuthEnvError(`${name} must be a duration such as 2h, 90m or 3600 (seconds); got "${value}"`);
  }
  return seconds;
}

function parseBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new AuthEnvError(`${name} must be true or false; got "${raw}"`);
}

/** bcrypt's cost (2^rounds iterations): Strapi's 10 by default; 4 makes a check take about 1.5 ms. */
export const PASSWORD_HASH_ROUNDS = { default: 10, min: 4, max: 15, productionMin: 10 } as const;

function parseRounds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return PASSWORD_HASH_ROUNDS.default;
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!(value >= PASSWORD_HASH_ROUNDS.min && value <= PASSWORD_HASH_ROUNDS.max)) {
    throw new AuthEnvError(
      `PASSWORD_HASH_ROUNDS must be a whole number from ${PASSWORD_HASH_ROUNDS.min} to ${PASSWORD_HASH_ROUNDS.max}; got "${raw}"`,
    );
  }
  return value;
}

function parseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AuthEnvError(`${name} must be an absolute http(s) URL; got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthEnvError(`${name} must be an absolute http(s) URL; got "${value}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The settings from an environment (process.env by default). */
export function readAuthEnv(env: NodeJS.ProcessEnv = process.env): AuthEnv {
  const tokenTtlSeconds = parseDuration('STAFF_TOKEN_TTL', env.STAFF_TOKEN_TTL, '2h');
  const sessionMaxSeconds = parseDuration('STAFF_SESSION_MAX', env.STAFF_SESSION_MAX, '12h');
  if (sessionMaxSeconds < tokenTtlSeconds) {
    throw new AuthEnvError(
      `STAFF_SESSION_MAX (${sessionMaxSeconds} s) must be at least STAFF_TOKEN_TTL (${tokenTtlSeconds} s)`,
    );
  }
  return {
    tokenTtlSeconds,
    sessionMaxSeconds,
    passwordResetEnabled: parseBool('PASSWORD_RESET_ENABLED', env.PASSWORD_RESET_ENABLED, true),
    passwordResetTtlSeconds: parseDuration('PASSWORD_RESET_TTL', env.PASSWORD_RESET_TTL, '1h'),
    staffInviteTtlSeconds: parseDuration('STAFF_INVITE_TTL', env.STAFF_INVITE_TTL, '7d'),
    // The staff admin is served by the web server (PUBLIC_SITE_URL); Strapi's PUBLIC_URL, which
    // compose sets to the same address, is the fallback.
    publicUrl: env.PUBLIC_SITE_URL?.trim()
      ? parseUrl('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL, '')
      : parseUrl('PUBLIC_URL', env.PUBLIC_URL, 'http://localhost:3000'),
    passwordHashRounds: parseRounds(env.PASSWORD_HASH_ROUNDS),
  };
}

let cached: AuthEnv | null = null;

/** The settings of this process, read once. */
export function authEnv(): AuthEnv {
  cached ??= readAuthEnv();
  return cached;
}

/**
 * What makes this environment unsafe to run in production: a secret still `__generate__` (or
 * empty), a password that is a published demo one or `__generate__`, and compose's database
 * password left at `__generate__` or its old default; a password hash cost below Strapi's. One
 * line per variable.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const parts = (env[name] ?? '').split(',').map((s) => s.trim());
    if (parts.some((p) => p === GENERATE_PLACEHOLDER)) {
      problems.push(`${name} is still "${GENERATE_PLACEHOLDER}": set a random secret`);
    } else if (parts.every((p) => p === '')) {
      problems.push(`${name} is empty: set a random secret`);
    }
  }
  for (const name of PASSWORD_VARIABLES) {
    const value = env[name];
    if (value === undefined || value === '') continue; // no account is created from it
    if (value.trim() === GENERATE_PLACEHOLDER) {
      problems.push(`${name} is still "${GENERATE_PLACEHOLDER}": set a password of your own`);
    } else if (DEMO_PASSWORDS.includes(value.trim())) {
      problems.push(`${name} is the published demo password: set a password of your own`);
    }
  }
  const database = env[DATABASE_PASSWORD_VARIABLE]?.trim();
  if (database === GENERATE_PLACEHOLDER || database === PUBLISHED_DATABASE_PASSWORD) {
    problems.push(`${DATABASE_PASSWORD_VARIABLE} is "${database}": set a random database password`);
  }
  let rounds: number = PASSWORD_HASH_ROUNDS.default;
  try {
    rounds = parseRounds(env.PASSWORD_HASH_ROUNDS);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (rounds < PASSWORD_HASH_ROUNDS.productionMin) {
    problems.push(
      `PASSWORD_HASH_ROUNDS is ${rounds}: production hashes passwords at ${PASSWORD_HASH_ROUNDS.productionMin} rounds or more`,
    );
  }
  return problems;
}

/**
 * With NODE_ENV=production, refuse to run with a demo password or an unfilled secret; otherwise
 * check that the session and reset settings parse. Called first thing at start.
 */
export function assertSafeToStart(env: NodeJS.ProcessEnv = process.env): void {
  readAuthEnv(env);
  if (env.NODE_ENV !== 'production') return;
  const problems = productionProblems(env);
  if (problems.length) {
    throw new AuthEnvError(
      `Refusing to start in production (NODE_ENV=production) with known or unset credentials:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        `\n(npm start fills them in .env on its first run; see .env.example)`,
    );
  }
}
