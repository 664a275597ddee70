import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, post, randomIp } from '../harness/client';
import { RedisServer, startCms, type CmsInstance } from '../harness/stack';

/*
 * Sign-in limits through a Redis outage: while Redis is away they count in this instance's
 * memory (still refusing past the limit, within COUNTER_MAX_KEYS subjects), and once it is back
 * they count in Redis again. A private redis-server, killed and restarted.
 */

const PREFIX = 'limits-fault-test:';
const LIMIT = 3;
const MAX_KEYS = 100;

describe('Sign-in limits while Redis is away', () => {
  let redis: RedisServer;
  let cms: CmsInstance;

  beforeAll(async () => {
    redis = await RedisServer.start();
    cms = await startCms({
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      LOGIN_RATE_LIMIT: String(LIMIT),
      COUNTER_MAX_KEYS: String(MAX_KEYS),
    });
  });

  afterAll(async () => {
    await cms?.stop();
    await redis?.stop();
  });

  const guess = (ip: string, username: string) =>
    post(`${cms.url}/api/admin/login`, { ip, json: { username, password: 'not-the-password' } });

  it('refuse past the limit in memory, forget the least recent past COUNTER_MAX_KEYS, and count in Redis once it is back', async () => {
    await redis.kill();
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) expect((await guess(ip, 'nobody-while-down')).status).toBe(401);
    const refused = await guess(ip, 'nobody-while-down');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many sign-in attempts/i);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Each guess from a new address at a new name counts two subjects (address, account): past
    // the bound the oldest are forgotten, which can only forgive early.
    for (let batch = 0; batch < 6; batch++) {
      const guesses = Array.from({ length: 10 }, (_, i) => guess(randomIp(), `nobody-${batch}-${i}`));
      for (const answer of await Promise.all(guesses)) expect(answer.status).toBe(401);
    }
    expect((await guess(ip, 'nobody-while-down')).status).toBe(401);

    // Back: the next attempts count in Redis, shared by every instance.
    await redis.start();
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      const later = randomIp();
      await eventually(async () => {
        expect([401, 429]).toContain((await guess(later, 'nobody-after')).status);
        return (await client.get(`${PREFIX}rl:login:${later}`)) !== null;
      }, 20_000);
    } finally {
      client.disconnect();
    }
  });
});
