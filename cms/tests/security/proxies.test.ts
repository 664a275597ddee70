import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, post } from '../harness/client';
import { LIMITS } from '../harness/env';
import { callFrom, newStaffUser, randomIpv4 } from '../harness/security';
import { startWeb, type WebInstance } from '../harness/stack';

/*
 * X-Forwarded-For counts only when the direct peer is one of TRUSTED_PROXIES
 * (the run's CMS trusts 127.0.0.1; UNTRUSTED_PEER is a client straight from the internet).
 */

const enquiry = () => ({
  fname: 'Proxy',
  lname: 'Test',
  email: `proxy-${randomIpv4()}@example.test`,
  message: 'Checking whose address counts',
});

describe('Trusted proxies', () => {
  let web: WebInstance;

  beforeAll(async () => {
    // The web server trusts only 127.0.0.1 in front of it, so UNTRUSTED_PEER is a visitor.
    web = await startWeb(baseUrl(), { TRUSTED_PROXIES: '127.0.0.1/32' });
  });

  afterAll(async () => {
    await web?.stop();
  });

  it('ignore a rotating X-Forwarded-For from a client that is not a proxy: sign-ins are limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 2; i++) {
      const res = await callFrom('POST', '/login', {
        forwardedFor: randomIpv4(),
        json: { username: `nobody-${i}-${randomIpv4()}`, password: 'guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMITS.loginFailuresPerWindow).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.loginFailuresPerWindow)).toEqual([429, 429]);
  });

  it("give Strapi's own panel sign-in limit the same client: per address behind a proxy, never per header", async () => {
    // Strapi allows 5 panel sign-in requests per e-mail, path and ctx.request.ip in 5 minutes.
    const email = `panel-${randomIpv4()}@example.test`;
    const attempt = (options: { ip?: string; peer?: string; forwardedFor?: string }) =>
      options.peer
        ? callFrom('POST', `${baseUrl()}/admin/login`, { ...options, json: { email, password: 'guess-Passw0rd' } })
        : post(`${baseUrl()}/admin/login`, { json: { email, password: 'guess-Passw0rd' }, ip: options.ip });
    const first = randomIpv4();
    const behindProxy: number[] = [];
    for (let i = 0; i < 6; i++) behindProxy.push((await attempt({ ip: first })).status);
    expect(behindProxy.slice(0, 5)).not.toContain(429);
    expect(behindProxy[5]).toBe(429);
    // Another visitor behind the same proxy (the web server) is not refused for the first one's tries.
    expect((await attempt({ ip: randomIpv4() })).status).not.toBe(429);
    // A direct client rotating the header is still one address.
    const direct: number[] = [];
    for (let i = 0; i < 6; i++) direct.push((await attempt({ peer: '127.0.0.4', forwardedFor: randomIpv4() })).status);
    expect(direct[5]).toBe(429);
  });

  it('never lock the real user out by naming their address in the header', async () => {
    const victim = await newStaffUser();
    const victimIp = randomIpv4();
    for (let i = 0; i < LIMITS.loginFailuresPerWindow * 2; i++) {
      await callFrom('POST', '/login', {
        peer: '127.0.0.3',
        forwardedFor: victimIp,
        json: { username: victim.username, password: 'guess' },
      });
    }
    // The victim, behind the trusted proxy (the loopback test client), still signs in.
    const res = await post('/login', { json: { username: victim.username, password: victim.password }, ip: victimIp });
    expect(res.status).toBe(200);
  });

  it('limit leads from a direct client however it rotates the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.leadsPerWindow + 1; i++) {
      const res = await callFrom('POST', '/send-email', {
        peer: '127.0.0.4',
        forwardedFor: randomIpv4(),
        json: enquiry(),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMITS.leadsPerWindow).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMITS.leadsPerWindow]).toBe(429);
  });

  it('read the header from a trusted proxy, from the right past trusted addresses', async () => {
    const client = randomIpv4();
    // The trusted peer says: client, then another hop of ours (127.0.0.1); an invented entry on the left.
    const chain = () => `${randomIpv4()}, ${client}, 127.0.0.1`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 1; i++) {
      const res = await callFrom('POST', '/login', {
        peer: '127.0.0.1',
        forwardedFor: chain(),
        json: { username: `nobody-${randomIpv4()}`, password: 'guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is unaffected.
    const other = await callFrom('POST', '/login', {
      peer: '127.0.0.1',
      forwardedFor: `${randomIpv4()}, 127.0.0.1`,
      json: { username: `nobody-${randomIpv4()}`, password: 'guess' },
    });
    expect(other.status).toBe(401);
  });

  it('through the web server: a visitor cannot rotate its address either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginFailuresPerWindow + 1; i++) {
      const res = await callFrom('POST', `${web.url}/api/admin/login`, {
        peer: '127.0.0.5',
        forwardedFor: randomIpv4(),
        json: { username: `nobody-${randomIpv4()}`, password: 'guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMITS.loginFailuresPerWindow).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A visitor through the web server from elsewhere still has its own allowance.
    const fresh = await callFrom('POST', `${web.url}/api/admin/login`, {
      peer: '127.0.0.6',
      json: { username: `nobody-${randomIpv4()}`, password: 'guess' },
    });
    expect(fresh.status).toBe(401);
  });
});
