import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, eventually, post, staff, unique } from '../harness/client';
import { RedisServer, startWeb, type WebInstance } from '../harness/stack';

/*
 * Fault: the page cache's Redis is killed (SIGKILL) and later comes back. Redis only ever costs
 * speed: pages are still answered (from memory, or rendered), quickly, a staff save still reaches
 * visitors, and once Redis is back two web instances share stored pages again.
 */

let redis: RedisServer;
let webA: WebInstance;
let webB: WebInstance;
let tight: WebInstance;
let token: string;

beforeAll(async () => {
  token = await staff();
  redis = await RedisServer.start();
  const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'pc-fault:', PAGE_CACHE_VERSION_POLL_MS: '300' };
  [webA, webB, tight] = await Promise.all([
    startWeb(baseUrl(), env),
    startWeb(baseUrl(), env),
    // No Redis budget at all: its pages stay in its memory.
    startWeb(baseUrl(), { ...env, PAGE_CACHE_REDIS_MAX_MB: '0' }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([webA?.stop(), webB?.stop(), tight?.stop()]);
  await redis?.stop();
});

const outcome = (res: Response) => res.headers.get('x-page-cache');
async function visit(web: WebInstance, path: string) {
  const started = Date.now();
  const res = await fetch(`${web.url}${path}`);
  const html = await res.text();
  return { res, html, ms: Date.now() - started };
}

describe('the page cache with its Redis', () => {
  it('shares a page between web instances while Redis is up', async () => {
    const path = `/all-properties?country=${unique('Shared').replace(/\s/g, '-')}`;
    expect(outcome((await visit(webA, path)).res)).toBe('miss');
    // Rendered by A, found by B in Redis.
    expect(outcome((await visit(webB, path)).res)).toBe('hit');
  });

  it('writes no more pages to Redis than its budget allows', async () => {
    const path = `/all-properties?country=${unique('Budget').replace(/\s/g, '-')}`;
    expect(outcome((await visit(tight, path)).res)).toBe('miss');
    expect(outcome((await visit(tight, path)).res)).toBe('hit');
    // Kept in its memory only: another instance renders it itself.
    expect(outcome((await visit(webA, path)).res)).toBe('miss');
  });

  it('keeps answering pages, from memory or rendered, while Redis is down', async () => {
    await visit(webA, '/about');
    await redis.kill();
    const cached = await visit(webA, '/about');
    expect(cached.res.status).toBe(200);
    expect(['hit', 'stale']).toContain(outcome(cached.res));
    // A page nobody stored yet is rendered, without waiting on the missing Redis.
    const path = `/all-properties?country=${unique('Down').replace(/\s/g, '-')}`;
    for (const web of [webA, webB]) {
      const fresh = await visit(web, path);
      expect(fresh.res.status).toBe(200);
      expect(fresh.html).toMatch(/<html/i);
      expect(fresh.ms).toBeLessThan(5000);
    }
    // And answered from memory after that.
    const again = await visit(webA, path);
    expect(outcome(again.res)).toBe('hit');
  });

  it('brings a staff save to visitors while Redis is down', async () => {
    expect(redis.running).toBe(false);
    const created = (await post('/add-post', { token, json: { title: unique('Fault post'), description: 'x' } })).body
      .post;
    await eventually(async () => {
      const page = await visit(webB, `/blog-single/${created.slug}`);
      return page.res.status === 200 && page.html.includes(created.title);
    });
  });

  it('shares pages again once Redis is back', async () => {
    await redis.start();
    const path = `/all-properties?country=${unique('Back').replace(/\s/g, '-')}`;
    // ioredis reconnects about once a second; then a page rendered by A is found by B.
    await eventually(async () => {
      const p = `${path}-${Date.now()}`;
      await visit(webA, p);
      return outcome((await visit(webB, p)).res) === 'hit';
    }, 20_000);
  });
});
