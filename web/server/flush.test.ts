// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { coalesceFlushes } from './flush';
import { server as msw } from '../src/testing/server';

/*
 * A page streamed as React Router streams it (a write, then res.flush(), per chunk) through the
 * compression middleware: with the flushes coalesced the gzip is about the size of the whole
 * text compressed at once, what arrives is the page, whole, and what was written before a pause
 * (a streamed shell, while the server waits for data) reaches the browser before the page ends.
 */

beforeAll(() => msw.close());

const text = Array.from(
  { length: 400 },
  (_, i) =>
    `<div class="card"><a href="/property/villa-${(i * 7919) % 1000}">Villa ${(i * 104729) % 9973} on the Palm</a><p>AED ${(i * 15485863) % 99991}</p></div>`,
).join('');

async function served(coalesce: boolean) {
  const app = express();
  app.use(compression());
  if (coalesce) app.use(coalesceFlushes());
  app.get('/', (_req, res) => {
    res.type('html');
    const flush = () => (res as unknown as { flush: () => void }).flush();
    void (async () => {
      // Chunks as a stream reader hands them: several per turn, a pause now and then.
      for (let at = 0, n = 0; at < text.length; at += 2048, n++) {
        res.write(text.slice(at, at + 2048));
        flush();
        if (n % 10 === 9) await new Promise((r) => setTimeout(r, 1));
        else await Promise.resolve();
      }
      res.end();
    })();
  });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const body = await new Promise<Buffer>((resolve, reject) =>
    http
      .get({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject),
  );
  server.close();
  return body;
}

describe('flushes of a streamed page', () => {
  it('are coalesced to one per turn, so the page is compressed nearly as a whole', async () => {
    const whole = zlib.gzipSync(text).length;
    const coalesced = await served(true);
    const perChunk = await served(false);
    expect(zlib.gunzipSync(coalesced).toString()).toBe(text);
    expect(zlib.gunzipSync(perChunk).toString()).toBe(text);
    // About 3.9 KB whole, 4.1 KB coalesced, 6.1 KB flushed chunk by chunk.
    expect(coalesced.length).toBeLessThan(whole * 1.15);
    expect(perChunk.length).toBeGreaterThan(coalesced.length * 1.3);
  });

  it('let a streamed shell reach the browser while the rest of the page is still to come', async () => {
    const shell = '<!doctype html><html><head><title>Villas</title></head><body><main>';
    const rest = `${text}</main></body></html>`;
    /** Who ended the page: the browser holding the whole shell, or the fallback below. */
    let endedBy: 'the shell' | 'the fallback' | undefined;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const end = (by: typeof endedBy) => {
      endedBy ??= by;
      release();
    };
    const app = express();
    app.use(compression());
    app.use(coalesceFlushes());
    app.get('/', (_req, res) => {
      res.type('html');
      // The shell in two chunks of one turn, as React writes it, then a wait for the data.
      res.write(shell.slice(0, 20));
      (res as unknown as { flush: () => void }).flush();
      res.write(shell.slice(20));
      (res as unknown as { flush: () => void }).flush();
      void released.then(() => res.end(rest));
    });
    // Should the shell never come before the end, the page ends anyway and the test fails by its
    // assertion rather than by its timeout.
    const fallback = setTimeout(() => end('the fallback'), 5000);
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      const whole = await new Promise<string>((resolve, reject) =>
        http
          .get({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const gunzip = zlib.createGunzip();
            let received = '';
            gunzip.on('data', (c: Buffer) => {
              received += c.toString();
              // The server ends the page only once the browser has the whole shell.
              if (received === shell) end('the shell');
            });
            gunzip.on('end', () => resolve(received));
            gunzip.on('error', reject);
            res.pipe(gunzip);
          })
          .on('error', reject),
      );
      expect(endedBy).toBe('the shell');
      expect(whole).toBe(shell + rest);
    } finally {
      clearTimeout(fallback);
      release();
      server.close();
    }
  });
});
