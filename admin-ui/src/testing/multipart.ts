/**
 * jsdom's File cannot be streamed by Node's fetch (a multipart body with a file never ends),
 * so in tests a FormData body is encoded to bytes first, exactly as a browser would send it.
 */
import { Buffer } from 'node:buffer';

async function bytesOf(blob: Blob): Promise<Buffer> {
  if (typeof blob.arrayBuffer === 'function') return Buffer.from(await blob.arrayBuffer());
  return Buffer.from(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    }),
  );
}

export async function encodeMultipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----admin-ui-test-${Math.random().toString(16).slice(2)}`;
  // Node's own bytes: Node's fetch checks chunks against its realm's Uint8Array.
  const encoder = { encode: (text: string) => Buffer.from(text, 'utf8') };
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const file = value as File;
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      parts.push(await bytesOf(file));
      parts.push(encoder.encode('\r\n'));
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Wrap fetch so multipart bodies are sent as encoded bytes. */
export function installMultipartFetch() {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const { body, contentType } = await encodeMultipart(init.body);
      const headers = new Headers(init.headers);
      headers.set('Content-Type', contentType);
      return original(input, { ...init, body: body as unknown as BodyInit, headers });
    }
    return original(input, init);
  };
}

/** Read a multipart body back into fields (text) and files, as the CMS would see it. */
export function decodeMultipart(bytes: Buffer, contentType: string): Array<[string, string | File]> {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1]?.replace(/^"|"$/g, '');
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const out: Array<[string, string | File]> = [];
  let start = bytes.indexOf(delimiter);
  while (start !== -1) {
    const next = bytes.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, content, CRLF.
    const part = bytes.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) {
      const type = /Content-Type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
      out.push([name, new File([Uint8Array.from(content)], filename, { type })]);
    } else out.push([name, content.toString('utf8')]);
    start = next;
  }
  return out;
}
