import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisStore, type RedisStore } from './store';
import { storeConfig, type RateLimitSetting } from './store-config';

/**
 * The rate limiters (rate-limiter-flexible, docs/decisions/0012 and 0097): one per named limit,
 * counting in Redis when REDIS_URL is set (over the shared store's own connection, so all CMS
 * instances share every allowance) with an in-memory insurance limiter that counts while Redis is
 * down; in memory alone otherwise. Fixed windows that start at a subject's first hit.
 */

/**
 * Which subjects this instance counts in memory, least recently used first out, COUNTER_MAX_KEYS
 * at most across every limit. One pushed out is deleted from its limiter: that can only forgive
 * a client early, never refuse one wrongly.
 */
let remembered: LRUCache<string, { limiter: RateLimiterMemory; subject: string }> | undefined;

function remember(limiter: RateLimiterMemory, name: string, subject: string, windowSeconds: number) {
  remembered ??= new LRUCache({
    max: storeConfig().limits.counterMaxKeys,
    dispose: (entry, _key, reason) => {
      if (reason === 'evict') void entry.limiter.delete(entry.subject);
    },
  });
  remembered.set(`${name}:${subject}`, { limiter, subject }, { ttl: windowSeconds * 1000 });
}

/** RateLimiterMemory whose subjects count towards COUNTER_MAX_KEYS. */
class BoundedMemoryLimiter extends RateLimiterMemory {
  constructor(
    private readonly limitName: string,
    setting: RateLimitSetting,
  ) {
    super({ points: setting.max, duration: setting.windowSeconds, keyPrefix: '' });
  }

  override consume(subject: string | number, points?: number, options?: { [key: string]: unknown }) {
    remember(this, this.limitName, String(subject), this.duration);
    return super.consume(subject, points, options);
  }
}

/** RateLimiterRedis that asks the shared store whether Redis is worth asking right now. */
class SharedRedisLimiter extends RateLimiterRedis {
  constructor(
    private readonly shared: RedisStore,
    name: string,
    setting: RateLimitSetting,
  ) {
    super({
      storeClient: shared.redis,
      keyPrefix: `${shared.prefix}rl:${name}`,
      points: setting.max,
      duration: setting.windowSeconds,
      // Redis not connected: count in memory at once rather than send a command bound to fail.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new BoundedMemoryLimiter(name, setting),
    });
  }

  /**
   * The library's readiness check before each command, widened to the store's: after a timeout
   * Redis is not asked for a second (lib/cache/store RedisStore.available), so a hung server costs
   * one timeout per second, not one per attempt.
   */
  _isRedisReady(): boolean {
    return this.shared.available;
  }
}

let limiters = new Map<string, RateLimiterAbstract>();
let builtFor: RedisStore | undefined | null = null;

/** The limiter of one named limit with this setting (made once per process and store). */
export function rateLimiter(name: string, setting: RateLimitSetting): RateLimiterAbstract {
  const redis = redisStore();
  if (builtFor !== redis) {
    limiters = new Map();
    builtFor = redis;
  }
  const id = `${name}:${setting.max}:${setting.windowSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = redis ? new SharedRedisLimiter(redis, name, setting) : new BoundedMemoryLimiter(name, setting);
    limiters.set(id, limiter);
  }
  return limiter;
}
