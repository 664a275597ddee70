import net from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, randomIp } from '../harness/client';
import { LIMITS } from '../harness/env';
import { RedisServer, startCms, type CmsInstance } from '../harness/stack';

/*
 * Cache pressure never resets a rate limit (counters have a store of their
 * own); query parameters a route does not define never create cache entries; the cache has a
 * hard size bound, in memory and in Redis.
 */

/** DBSIZE of a Redis server, over a raw connection. */
function dbSize(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(2000, () => socket.destroy(new Error('redis did not answer')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      socket.end();
      resolve(Number(/^:(\d+)/.exec(chunk.toString())?.[1] ?? NaN));
    });
    socket.write('*1\r\n$6\r\nDBSIZE\r\n');
  });
}

async function inBatches(count: number, size: number, call: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, j) => call(start + j)));
  }
}

describe('The response cache under pressure', () => {
  it('keeps one entry per route and defined parameters: ?bust=N and a reordered query hit it', async () => {
    const first = await get('/get-properties?limit=3&offset=0');
    expect(first.status).toBe(200);
    const again = await get('/get-properties?limit=3&offset=0');
    expect(again.headers.get('x-cache')).toBe('HIT');
    for (const variant of ['?limit=3&offset=0&bust=1', '?bust=2&offset=0&limit=3', '?offset=0&limit=3&utm_source=x']) {
      const res = await get(`/get-properties${variant}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache'), variant).toBe('HIT');
      expect(res.body).toEqual(first.body);
    }
  });

  it('never lets a flood of cached reads reset the sign-in limit', async () => {
    const ip = randomIp();
    const account = `nobody-${randomIp()}`;
    for (let i = 0; i < LIMITS.loginFailuresPerWindow; i++) {
      expect((await post('/login', { ip, json: { username: account, password: 'guess' } })).status).toBe(401);
    }
    // 600 distinct cacheable reads, as a cache-busting attacker would send.
    await inBatches(600, 20, (i) => get(`/get-properties?limit=1&offset=${100_000 + i}`, { ip: randomIp() }));
    const after = await post('/login', { ip, json: { username: account, password: 'guess' } });
    expect(after.status).toBe(429);
  });

  describe('in Redis, with a small bound', () => {
    let redis: RedisServer;
    let cms: CmsInstance;

    beforeAll(async () => {
      redis = await RedisServer.start();
      cms = await startCms({
        REDIS_URL: redis.url,
        REDIS_PREFIX: 'bound-test:',
        CACHE_MAX_BYTES: '40000',
        CACHE_MAX_ENTRY_BYTES: '4000',
      });
    });

    afterAll(async () => {
      await cms?.stop();
      await redis?.stop();
    });

    it('stores no more than CACHE_MAX_BYTES however many distinct reads arrive', async () => {
      const url = (i: number) => `${cms.url}/api/admin/get-properties?limit=1&offset=${200_000 + i}`;
      const probe = await get(url(0));
      expect(probe.status).toBe(200);
      await inBatches(300, 20, (i) => get(url(i)));
      const keys = await dbSize(redis.port);
      // Each stored answer is a few hundred bytes: unbounded, 300 of them would be kept.
      expect(keys).toBeGreaterThan(5);
      expect(keys).toBeLessThan(120);
      // The cache still serves what it kept, and everything else is still answered.
      const res = await get(url(299));
      expect(res.status).toBe(200);
    });

    it('creates no entries for undefined parameters', async () => {
      const before = await dbSize(redis.port);
      await inBatches(50, 10, (i) => get(`${cms.url}/api/admin/get-settings?bust=${i}`));
      expect(await dbSize(redis.port)).toBeLessThanOrEqual(before + 2);
    });
  });
});
