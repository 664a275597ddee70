// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, setServerApiContext } from '../src/lib/api-client';
import { server as msw } from '../src/testing/server';
import { cmsTransport, cmsTransportWith } from './cms-client';

/** A real CMS stand-in on a local port: each test says how it answers. */
let answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
let cmsUrl = '';
const cms = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => answer(req, res, body));
});

beforeAll(async () => {
  // These calls go to a real server, not to the test handlers.
  msw.close();
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  return async () => {
    cms.closeAllConnections();
    await new Promise((resolve) => cms.close(resolve));
    msw.listen({ onUnhandledRequest: 'error' });
  };
});

afterEach(() => setServerApiContext(() => ({ baseUrl: 'http://127.0.0.1:1' })));

describe("the web server's calls to the CMS", () => {
  it('answer the status, the body and the headers, with the visitor chain forwarded', async () => {
    let seen: http.IncomingHttpHeaders = {};
    answer = (req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '10049' });
      res.end(JSON.stringify([{ _id: 'a', title: 'Villa É' }]));
    };
    setServerApiContext(() => ({ baseUrl: cmsUrl, headers: { 'X-Forwarded-For': '203.0.113.9' }, send: cmsTransport }));

    const { data, total } = await apiRequest('getProperties', {
      query: { limit: 1 },
      parse: (d) => d as { _id: string; title: string }[],
    });

    expect(data).toEqual([{ _id: 'a', title: 'Villa É' }]);
    expect(total).toBe(10049);
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen.accept).toBe('application/json');
  });

  it('turn an error answer into the contract error, with its message and fields', async () => {
    answer = (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ message: 'limit must be at most 100', errors: [{ field: 'limit', message: 'too big' }] }),
      );
    };
    setServerApiContext(() => ({ baseUrl: cmsUrl, send: cmsTransport }));

    const call = apiRequest('getProperties', { query: { limit: 1000 }, parse: (d) => d });

    await expect(call).rejects.toMatchObject({
      status: 400,
      serverMessage: 'limit must be at most 100',
      fieldErrors: [{ field: 'limit', message: 'too big' }],
    });
  });

  it('read an answer the CMS compressed although the server asked for none', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(zlib.gzipSync(JSON.stringify({ ok: true })));
    };

    const res = await cmsTransport(`${cmsUrl}/api/admin/get-settings`, { method: 'GET', headers: {} });

    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ ok: true });
  });

  it('send a body with its length', async () => {
    let received = '';
    answer = (_req, res, body) => {
      received = body;
      res.writeHead(201).end('{}');
    };

    const res = await cmsTransport(`${cmsUrl}/api/admin/x`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Zoë' }),
    });

    expect(res.status).toBe(201);
    expect(JSON.parse(received)).toEqual({ name: 'Zoë' });
  });

  it('read again on a new connection when the CMS closed the kept-alive one as it was reused', async () => {
    let requests = 0;
    const sockets = new Set<unknown>();
    answer = (req, res) => {
      requests += 1;
      // The second request on a connection finds it closed, as after the CMS's keep-alive timeout.
      if (sockets.has(req.socket)) return void req.socket.destroy();
      sockets.add(req.socket);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(String(requests));
    };

    const first = await cmsTransport(`${cmsUrl}/a`, { method: 'GET', headers: {} });
    const second = await cmsTransport(`${cmsUrl}/b`, { method: 'GET', headers: {} });

    expect(first.text).toBe('1');
    expect(second.text).toBe('3');
    expect(requests).toBe(3);
  });

  it('never send a write twice', async () => {
    let writes = 0;
    const sockets = new Set<unknown>();
    answer = (req, res) => {
      if (req.method === 'POST') writes += 1;
      if (sockets.has(req.socket)) return void req.socket.destroy();
      sockets.add(req.socket);
      res.writeHead(200).end('{}');
    };

    await cmsTransport(`${cmsUrl}/a`, { method: 'GET', headers: {} });
    const write = cmsTransport(`${cmsUrl}/b`, { method: 'POST', headers: {}, body: '{}' });

    await expect(write).rejects.toThrow();
    expect(writes).toBe(1);
  });

  it('stop waiting when the render is aborted', async () => {
    answer = () => undefined; // never answers
    const controller = new AbortController();

    const call = cmsTransport(`${cmsUrl}/slow`, { method: 'GET', headers: {}, signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toThrow(/abort/i);
  });

  it('give up on a CMS that never answers, once, without trying again', async () => {
    let calls = 0;
    answer = () => {
      calls += 1; // holds the request open and never answers
    };
    const call = cmsTransportWith({ timeoutMs: 150 })(`${cmsUrl}/hung`, { method: 'GET', headers: {} });

    await expect(call).rejects.toThrow('The CMS did not answer /hung within 150 ms');
    expect(calls).toBe(1);
  });
});
