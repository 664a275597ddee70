import { createHash, createHmac, randomUUID, timingSafeEqual } from 'crypto';
import http from 'http';
import type { AddressInfo } from 'net';

/*
 * A local S3-compatible server for the tests (docs/decisions/0034): path-style buckets, the object
 * calls the AWS SDK v3 makes for Strapi's S3 provider and the CMS's own reads (PutObject, GetObject,
 * HeadObject, DeleteObject, and the multipart upload of large files), S3's XML errors, and
 * Signature Version 4 checked in full (credential, signed headers, payload hash) so that a client
 * with the wrong secret is refused as S3 refuses it. Objects live in memory; `down()` makes every
 * call fail like an unreachable service while keeping what is stored.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(res: http.ServerResponse, status: number, code: string, message: string, head = false) {
  res.writeHead(status, { 'Content-Type': 'application/xml', 'x-amz-request-id': randomUUID() });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export class S3Fake {
  readonly objects = new Map<string, StoredObject>();
  /** Every call by name (PutObject, GetObject, ...), for tests that count what reached the bucket. */
  readonly calls: string[] = [];
  private uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  private failing = false;

  private constructor(
    private server: http.Server,
    readonly bucket: string,
    readonly accessKeyId: string,
    private secretAccessKey: string,
  ) {}

  static async start(
    options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {},
  ): Promise<S3Fake> {
    const server = http.createServer();
    const fake = new S3Fake(
      server,
      options.bucket ?? 'estate-test',
      options.accessKeyId ?? 'AKIATESTESTATE',
      options.secretAccessKey ?? 'test-secret-key-for-the-fake-s3',
    );
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => fake.handle(req, res, Buffer.concat(chunks)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The CMS's S3 settings for this server. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      UPLOAD_PROVIDER: 's3',
      S3_ENDPOINT: this.url,
      S3_BUCKET: this.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
      ...extra,
    };
  }

  /** Every call answers 503 SlowDown-free "ServiceUnavailable" until `up()`; stored objects stay. */
  down(): void {
    this.failing = true;
  }

  up(): void {
    this.failing = false;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The SigV4 check of the Authorization header, or the S3 error code that refuses it. */
  private authorise(req: http.IncomingMessage, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return 'AccessDenied';
    const [, keyId, date, region, signedHeaders, signature] = m;
    if (keyId !== this.accessKeyId) return 'InvalidAccessKeyId';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(date)) return 'AccessDenied';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash.startsWith('STREAMING-')) return 'NotImplemented';
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';

    const url = new URL(req.url ?? '/', 'http://s3.local');
    const query = [...url.searchParams.entries()]
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const names = signedHeaders.split(';');
    const headers = names
      .map((name) => {
        const raw = req.headers[name];
        const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
        return `${name}:${String(value).trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${this.secretAccessKey}`, date), region), 's3'), 'aws4_request');
    const expected = Buffer.from(hmac(key, toSign).toString('hex'));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'SignatureDoesNotMatch';
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const head = req.method === 'HEAD';
    if (this.failing) return xmlError(res, 503, 'ServiceUnavailable', 'Please reduce your request rate.', head);
    const refused = this.authorise(req, body);
    if (refused) return xmlError(res, refused === 'NotImplemented' ? 501 : 403, refused, 'Refused', head);

    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucket, ...rest] = url.pathname.split('/');
    if (decodeURIComponent(bucket ?? '') !== this.bucket)
      return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    const key = rest.map(decodeURIComponent).join('/');
    if (!key) return xmlError(res, 403, 'AccessDenied', 'Listing the bucket is not allowed', head);
    const q = url.searchParams;

    if (req.method === 'POST' && q.has('uploads')) {
      this.calls.push('CreateMultipartUpload');
      const id = randomUUID();
      this.uploads.set(id, { key, contentType: String(req.headers['content-type'] ?? ''), parts: new Map() });
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
      return;
    }
    const uploadId = q.get('uploadId');
    if (uploadId !== null) {
      const upload = this.uploads.get(uploadId);
      if (!upload || upload.key !== key) return xmlError(res, 404, 'NoSuchUpload', 'No such upload', head);
      if (req.method === 'PUT') {
        this.calls.push('UploadPart');
        upload.parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
        res.end();
        return;
      }
      if (req.method === 'DELETE') {
        this.calls.push('AbortMultipartUpload');
        this.uploads.delete(uploadId);
        res.writeHead(204);
        res.end();
        return;
      }
      this.calls.push('CompleteMultipartUpload');
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((p) => Number(p[1]));
      if (!numbers.length || numbers.some((n) => !upload.parts.has(n)))
        return xmlError(res, 400, 'InvalidPart', 'One or more of the specified parts could not be found');
      const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
      const etag = `"${createHash('md5').update(whole).digest('hex')}-${numbers.length}"`;
      this.objects.set(key, { body: whole, contentType: upload.contentType, etag, lastModified: new Date() });
      this.uploads.delete(uploadId);
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Location>${this.url}/${this.bucket}/${key}</Location><Bucket>${this.bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`,
      );
      return;
    }

    if (req.method === 'PUT') {
      this.calls.push('PutObject');
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      this.objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        etag,
        lastModified: new Date(),
      });
      res.writeHead(200, { ETag: etag });
      res.end();
      return;
    }
    if (req.method === 'DELETE') {
      this.calls.push('DeleteObject');
      this.objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET' || head) {
      this.calls.push(head ? 'HeadObject' : 'GetObject');
      const object = this.objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      // One byte range, as S3 answers it (a film's player seeking).
      const range = !head && /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range) {
        const size = object.body.length;
        const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
        const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
        if (start >= size) return xmlError(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
        res.writeHead(206, {
          'Content-Type': object.contentType,
          'Content-Length': end - start + 1,
          'Content-Range': `bytes ${start}-${end}/${size}`,
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
        });
        res.end(object.body.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, {
        'Content-Type': object.contentType,
        'Content-Length': object.body.length,
        ETag: object.etag,
        'Last-Modified': object.lastModified.toUTCString(),
      });
      res.end(head ? undefined : object.body);
      return;
    }
    xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
}
