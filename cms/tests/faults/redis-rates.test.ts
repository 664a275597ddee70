import net from 'net';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USD_AED_PEG } from '@estate/contract';
import { control, get, post, put, randomIp, unique } from '../harness/client';
import { relay } from '../harness/fakes';
import { RATES_KEY, STAFF, TEST_RATES } from '../harness/env';
import { READER, RedisServer, startCms, type CmsInstance } from '../harness/stack';

/*
 * Prices are stored on every save, so the rates a save uses must be the last good ones even when
 * Redis is not there for a moment: while a starting CMS is still connecting to it (the CMS waits
 * for Redis before it serves, REDIS_START_WAIT_MS), and while it is down on a running instance
 * (the instance's own last good rates, not the configured fallback). The rates service fails
 * whenever a price is checked, so only the last good rates can give it.
 */

const PREFIX = 'rates-fault:';
const CONNECTS_AFTER_MS = 2500;
const STORED_EUR = 0.77;

/**
 * A TCP proxy to Redis that drops every connection for CONNECTS_AFTER_MS after the first one
 * arrives, as a Redis that is slow to come up (or a network that is) would.
 */
async function lateProxy(target: number): Promise<{ url: string; close(): Promise<void> }> {
  let firstAt = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    firstAt ||= Date.now();
    if (Date.now() - firstAt < CONNECTS_AFTER_MS) return void client.destroy();
    relay(client, target, sockets);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('prices on save with Redis away', () => {
  let redis: RedisServer;
  let proxy: Awaited<ReturnType<typeof lateProxy>>;
  let cms: CmsInstance;
  let token: string;
  const api = (path: string) => `${cms.url}/api/admin${path}`;
  const savePrice = async (id: string, price: number) => {
    const res = await put(api(`/update-property/${id}`), { token, json: { price } });
    expect(res.status).toBe(200);
    return res.body.property as { priceAed: number; priceEur: number };
  };

  beforeAll(async () => {
    redis = await RedisServer.start();
    // What an earlier instance left in Redis: the last good rates, with EUR at STORED_EUR.
    const direct = new Redis(redis.url);
    await direct.set(
      `${PREFIX}rates:last-good`,
      JSON.stringify({
        usd: { ...TEST_RATES, EUR: STORED_EUR },
        source: 'live',
        updatedAt: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    );
    await direct.quit();
    await control('PUT', '/rates', { failWith: 500 });
    proxy = await lateProxy(redis.port);
    // A generous command timeout: a slow answer through the proxy on a busy machine must not count as
    // Redis down, which is not what this file tests.
    cms = await startCms({ ...READER, REDIS_URL: proxy.url, REDIS_PREFIX: PREFIX, REDIS_TIMEOUT_MS: '1000' });
    const login = await post(api('/login'), {
      ip: randomIp(),
      json: { username: STAFF.username, password: STAFF.password },
    });
    token = login.body.token as string;
  });

  afterAll(async () => {
    await control('PUT', '/rates', { rates: { ...TEST_RATES }, failWith: null, validKey: RATES_KEY });
    await cms?.stop();
    await proxy?.close();
    await redis?.stop();
  });

  it('a CMS that just started prices in the last good rates Redis holds, not the configured fallback', async () => {
    const created = await post(api('/add-property'), {
      token,
      json: { title: unique('Priced at start'), price: 1_000_000 },
    });
    expect(created.status).toBe(200);
    expect(created.body.property).toMatchObject({ priceAed: 3_672_500, priceEur: 770_000 });
    const rates = (await get(api('/get-rates'))).body;
    expect(rates.source).toBe('fallback');
    expect(rates.rates.EUR).toBeCloseTo(STORED_EUR / USD_AED_PEG, 8);
    // Redis arrived while the CMS started: the log says it connected, not that it came back.
    const log = cms.process.log.join('');
    expect(log).toContain('redis: connected');
    expect(log).not.toContain('redis: connected again');
  });

  it('a running CMS whose Redis goes down prices in the last rates it saw, not the configured fallback', async () => {
    const id = (await post(api('/add-property'), { token, json: { title: unique('Priced in an outage') } })).body
      .property._id as string;
    // The service answers again; the fallback answer kept for a minute is dropped so it is asked.
    await control('PUT', '/rates', { failWith: null });
    const direct = new Redis(redis.url);
    await direct.del(`${PREFIX}rates:usd`);
    await direct.quit();
    expect(await savePrice(id, 1_000_000)).toMatchObject({ priceEur: 1_000_000 * TEST_RATES.EUR });

    await redis.kill();
    await control('PUT', '/rates', { failWith: 500 });
    expect(await savePrice(id, 2_000_000)).toMatchObject({ priceAed: 7_345_000, priceEur: 2_000_000 * TEST_RATES.EUR });
    const rates = (await get(api('/get-rates'))).body;
    expect(rates.source).toBe('fallback');
    expect(rates.rates.EUR).toBeCloseTo(TEST_RATES.EUR / USD_AED_PEG, 8);
  });
});

describe('the wait for Redis at start', () => {
  it('refuses a wait that is not a number of milliseconds, naming the variable', async () => {
    await expect(startCms({ REDIS_START_WAIT_MS: 'soon' })).rejects.toThrow(
      /REDIS_START_WAIT_MS must be a number of at least 0 and at most 600000 \(got "soon"\)/,
    );
  });
});
