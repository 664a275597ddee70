import { DEFAULT_TRUSTED_PROXIES, trustedProxyMatcher, type ProxyMatcher } from '@estate/contract';

/**
 * Every setting of the shared store, the response cache, the rate limits and proxy trust, read
 * from the environment once per process (docs/decisions/0012). A bad value stops the CMS with a
 * message naming the variable rather than running with a limit nobody chose.
 */
export interface StoreConfig {
  /** REDIS_URL: the shared store for several instances; unset means memory (one instance). */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** REDIS_TIMEOUT_MS: connect and command timeout; past it Redis counts as down for a moment. */
  redisTimeoutMs: number;
  /** REDIS_START_WAIT_MS: how long a starting CMS waits for Redis before it serves without it. */
  redisStartWaitMs: number;
  cache: {
    enabled: boolean;
    ttlSeconds: number;
    /** CACHE_MAX_BYTES: the most the cached answers may hold, per instance and in Redis. */
    maxBytes: number;
    /** CACHE_MAX_ENTRY_BYTES: a bigger answer is served but never kept. */
    maxEntryBytes: number;
  };
  limits: {
    login: RateLimitSetting;
    loginAccount: RateLimitSetting;
    leads: RateLimitSetting;
    passwordReset: RateLimitSetting;
    /** Two-factor codes tried per member (TWO_FACTOR_RATE_LIMIT per TWO_FACTOR_RATE_WINDOW_SECONDS). */
    twoFactor: RateLimitSetting;
    /**
     * users-permissions' own limiter on its sign-in and password-change doors, a second guard
     * behind the shared limits: every request counts, per address, in each instance's memory.
     */
    usersPermissions: RateLimitSetting;
    /** COUNTER_MAX_KEYS: the most counters one instance keeps in memory (memory mode, or Redis down). */
    counterMaxKeys: number;
  };
  trustedProxies: ProxyMatcher;
  trustedProxiesText: string;
}

export interface RateLimitSetting {
  max: number;
  windowSeconds: number;
}

function read(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Infinity): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(
      `${name} must be a number of at least ${min}${max < Infinity ? ` and at most ${max}` : ''} (got "${raw}")`,
    );
  return n;
}

export function parseStoreConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const loginWindow = read(env, 'LOGIN_RATE_WINDOW_SECONDS', 300, 1);
  const trustedProxiesText = env.TRUSTED_PROXIES?.trim() || DEFAULT_TRUSTED_PROXIES;
  return {
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'estate:',
    redisTimeoutMs: read(env, 'REDIS_TIMEOUT_MS', 200, 10),
    redisStartWaitMs: read(env, 'REDIS_START_WAIT_MS', 5000, 0, 600_000),
    cache: {
      enabled: env.CACHE_ENABLED !== 'false',
      ttlSeconds: read(env, 'CACHE_TTL_SECONDS', 300, 1),
      maxBytes: read(env, 'CACHE_MAX_BYTES', 64 * 1024 * 1024, 0),
      maxEntryBytes: read(env, 'CACHE_MAX_ENTRY_BYTES', 2 * 1024 * 1024, 0),
    },
    limits: {
      login: { max: read(env, 'LOGIN_RATE_LIMIT', 10), windowSeconds: loginWindow },
      loginAccount: { max: read(env, 'LOGIN_ACCOUNT_RATE_LIMIT', 50), windowSeconds: loginWindow },
      leads: { max: read(env, 'LEADS_RATE_LIMIT', 10), windowSeconds: read(env, 'LEADS_RATE_WINDOW_SECONDS', 600, 1) },
      usersPermissions: {
        max: read(env, 'USERS_PERMISSIONS_RATE_LIMIT', 30, 1),
        windowSeconds: read(env, 'USERS_PERMISSIONS_RATE_WINDOW_SECONDS', 300, 1),
      },
      passwordReset: {
        max: read(env, 'PASSWORD_RESET_RATE_LIMIT', 5),
        windowSeconds: read(env, 'PASSWORD_RESET_RATE_WINDOW_SECONDS', 900, 1),
      },
      twoFactor: {
        max: read(env, 'TWO_FACTOR_RATE_LIMIT', 5),
        windowSeconds: read(env, 'TWO_FACTOR_RATE_WINDOW_SECONDS', 900, 1),
      },
      counterMaxKeys: read(env, 'COUNTER_MAX_KEYS', 200_000, 100),
    },
    trustedProxies: trustedProxyMatcher(trustedProxiesText),
    trustedProxiesText,
  };
}

let config: StoreConfig | undefined;

/** This process's settings, parsed on first use. */
export function storeConfig(): StoreConfig {
  config ??= parseStoreConfig();
  return config;
}
