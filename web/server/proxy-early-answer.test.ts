// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { server as msw } from '../src/testing/server';

/*
 * The proxy in front of a CMS that answers before the body has arrived, as the CMS does for a file
 * over its limit (413 with its JSON, then it reads the rest of the body and drops it): the visitor,
 * still sending (no `Expect: 100-continue`, as browsers and `curl -H 'Expect:'` send), gets that
 * answer, status and JSON, and its connection is never reset under it.
 */

const MB = 1024 * 1024;
const TOO_LARGE = {
  message: 'galleryImages: the file huge.png is larger than the 10 MB limit',
  errors: [{ field: 'galleryImages', message: 'The file huge.png is larger than the 10 MB limit' }],
};

let received = 0;
const cms = http.createServer((req, res) => {
  if (req.url === '/api/admin/ping') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
    return;
  }
  let seen = 0;
  let answered = false;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    received += chunk.length;
    if (!answered && seen > MB) {
      answered = true;
      res.writeHead(413, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(TOO_LARGE));
    }
  });
});

let web: http.Server;
let base = '';
let cacheDir = '';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A POST of `bytes` bytes written as fast as the socket takes them. Settles when the request is
 * closed, with the answer and any error of the connection (a reset after the answer included).
 */
function postLarge(url: string, bytes: number, agent: http.Agent) {
  return new Promise<{ status: number; body: string; error?: string }>((resolve) => {
    let status = 0;
    let body = '';
    let error: string | undefined;
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(bytes) },
    });
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.on('data', (c: Buffer) => (body += c.toString()));
    });
    req.on('error', (e) => (error = e.message));
    req.on('close', () => resolve({ status, body, error }));
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    let left = bytes;
    const pump = () => {
      while (left > 0 && !req.destroyed) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

beforeAll(async () => {
  msw.close();
  const cmsUrl = await listen(cms);
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-proxy-early-'));
  const env = { ...parseEnv({ CMS_URL: cmsUrl, NODE_ENV: 'test' }), CACHE_DIR: cacheDir, ADMIN_UI_DIST: cacheDir };
  web = http.createServer(createApp({ env, build: () => Promise.reject(new Error('no pages in this test')) }));
  base = await listen(web);
});

afterAll(() => {
  web?.close();
  cms.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe('an answer the CMS gives before the body has arrived', () => {
  it('reaches the visitor still sending 30 MB: the 413 and its JSON, and no reset of its connection', async () => {
    // A kept-alive connection, as a browser's: the answer does not end it.
    const agent = new http.Agent({ keepAlive: true });
    const answer = await postLarge(`${base}/api/admin/add-property`, 30 * MB, agent);
    agent.destroy();
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(received).toBeGreaterThan(MB);
  });
});
