import http from 'http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, png, staff } from '../harness/client';
import { LIMITS } from '../harness/env';
import { startWeb, type WebInstance } from '../harness/stack';

/*
 * A file over the upload limit sent through the web server, as the staff admin sends it: the
 * whole body at once, without waiting for `100 Continue` (curl -H 'Expect:', every browser). The
 * CMS answers 413 while the body is still coming; the visitor must get that answer (its JSON,
 * naming the field and the limit), never the proxy's 502.
 */

const MB = 1024 * 1024;

interface Answer {
  status: number;
  body: string;
}

/** POST a multipart body with one file part of `fileBytes` bytes, written as fast as the socket takes it. */
function sendLargeFile(url: string, token: string, field: string, fileBytes: number): Promise<Answer> {
  const boundary = 'x-boundary-too-large';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nToo large a photo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const start = png(8, 8);
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  const length = head.length + fileBytes + tail.length;
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    const timer = setTimeout(() => req.destroy(new Error('no answer within 30 s')), 30_000);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body });
      });
      res.on('error', reject);
    });
    // An early answer may end the connection before the whole body is written: that is not a failure.
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    let left = fileBytes - start.length;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    req.write(start);
    pump();
  });
}

describe('a file over the limit, through the web server', () => {
  let web: WebInstance;

  beforeAll(async () => {
    web = await startWeb(baseUrl());
  });

  afterAll(async () => {
    await web?.stop();
  });

  it.each([['/api/admin/add-property'], ['/api/admin/upload-image']])(
    '%s: a 30 MB gallery image gets the CMS 413 naming the field and the limit',
    async (route) => {
      const token = await staff();
      const field = route.endsWith('upload-image') ? 'image' : 'galleryImages';
      const answer = await sendLargeFile(`${web.url}${route}`, token, field, 30 * MB);
      expect(answer.status).toBe(413);
      const body = JSON.parse(answer.body) as { message: string; errors?: Array<{ field: string; message: string }> };
      const limit = `${LIMITS.uploadBytes / MB} MB`;
      expect(body.message).toContain(field);
      expect(body.message).toContain(limit);
      expect(body.errors).toEqual([{ field, message: expect.stringContaining(limit) }]);
    },
  );
});
