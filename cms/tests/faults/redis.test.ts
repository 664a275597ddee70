import net from 'net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, get, post, randomIp, type Answer } from '../harness/client';
import { STAFF } from '../harness/env';
import { RedisServer, startCms, type CmsInstance } from '../harness/stack';

/*
 * A Redis outage: with REDIS_URL set and Redis gone, everything still answers (the cache is
 * skipped, limits count per instance), every lead is stored and answered 2xx within a second, and
 * the CMS takes Redis back by itself when it returns. A private redis-server, killed mid-load.
 */

const PREFIX = 'fault-test:';

/** One command over a raw connection to the private Redis (the test's own view of what it holds). */
function redisGet(port: number, key: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('redis did not answer')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.startsWith('$-1')) return (socket.end(), resolve(null));
      const m = /^\$(\d+)\r\n/.exec(data);
      if (m && data.length >= m[0].length + Number(m[1])) {
        socket.end();
        resolve(data.slice(m[0].length, m[0].length + Number(m[1])));
      }
    });
    socket.write(`*2\r\n$3\r\nGET\r\n$${Buffer.byteLength(key)}\r\n${key}\r\n`);
  });
}

describe('Redis stopped mid-load', () => {
  let redis: RedisServer;
  let cms: CmsInstance;
  const api = (path: string) => `${cms.url}/api/admin${path}`;

  beforeAll(async () => {
    redis = await RedisServer.start();
    cms = await startCms({ REDIS_URL: redis.url, REDIS_PREFIX: PREFIX, REDIS_TIMEOUT_MS: '200' });
  });

  afterAll(async () => {
    await cms?.stop();
    await redis?.stop();
  });

  const timed = async <T>(call: () => Promise<Answer<T>>) => {
    const started = Date.now();
    const res = await call();
    return { res, ms: Date.now() - started };
  };
  const lead = (n: number) =>
    timed(() =>
      post(api('/send-email'), {
        ip: randomIp(),
        json: {
          fname: 'Redis',
          lname: `Down ${n}`,
          email: `redis-down-${n}-${Date.now()}@example.test`,
          message: 'Still here?',
        },
      }),
    );
  const read = () => timed(() => get(api('/get-properties?limit=5')));
  const signIn = () =>
    timed(() => post(api('/login'), { ip: randomIp(), json: { username: STAFF.username, password: STAFF.password } }));

  it('answers reads, leads and sign-ins, stores every lead, and takes Redis back by itself', async () => {
    // Warm: the cache works through Redis.
    await get(api('/get-properties?limit=5'));
    await eventually(async () => (await get(api('/get-properties?limit=5'))).headers.get('x-cache') === 'HIT');
    expect(await redisGet(redis.port, `${PREFIX}rc:version`)).toEqual(expect.any(String));

    // Load, with Redis killed while it runs.
    const calls: Array<Promise<{ res: Answer; ms: number; kind: string }>> = [];
    const fire = (round: number) => {
      for (let i = 0; i < 4; i++) calls.push(lead(round * 10 + i).then((r) => ({ ...r, kind: 'lead' })));
      for (let i = 0; i < 4; i++) calls.push(read().then((r) => ({ ...r, kind: 'read' })));
      calls.push(signIn().then((r) => ({ ...r, kind: 'login' })));
    };
    fire(0);
    await new Promise((r) => setTimeout(r, 50));
    await redis.kill();
    fire(1);
    await new Promise((r) => setTimeout(r, 300));
    fire(2);
    const results = await Promise.all(calls);

    for (const { res, kind } of results) {
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    // With Redis gone, a lead costs no wait on it: answered 2xx within a second (one at a time,
    // so the measure is the server's, not the queue of a busy test machine).
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await lead(100 + i);
      expect(res.status).toBe(200);
      expect(ms).toBeLessThan(1000);
    }
    const signedIn = await signIn();
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(1000);

    // Every acknowledged lead is stored.
    const token = (
      await post(api('/login'), { ip: randomIp(), json: { username: STAFF.username, password: STAFF.password } })
    ).body.token as string;
    const leads = results.filter((r) => r.kind === 'lead');
    const listed = await get(api('/get-leads/enquiry?q=redis-down&limit=100'), { token });
    expect(listed.status).toBe(200);
    const stored = new Set((listed.body as Array<{ lname: string }>).map((l) => l.lname));
    expect(leads.length).toBe(12);
    expect(stored.has('Down 102')).toBe(true);
    for (const round of [0, 1, 2]) for (let i = 0; i < 4; i++) expect(stored.has(`Down ${round * 10 + i}`)).toBe(true);

    // Still down: a read and a lead answer at once, the cache is skipped.
    const whileDown = await read();
    expect(whileDown.res.status).toBe(200);
    expect(whileDown.res.headers.get('x-cache')).not.toBe('HIT');

    // Back: the CMS reconnects on its own, the cache works again through Redis.
    await redis.start();
    await eventually(async () => (await get(api('/get-properties?limit=5'))).headers.get('x-cache') === 'HIT', 20_000);
    expect(await redisGet(redis.port, `${PREFIX}rc:version`)).toEqual(expect.any(String));
  });
});
