import http from 'http';
import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/*
 * Local stand-ins for the outside services, speaking their real protocols: an SMTP server
 * (smtp-server), an exchangerate-api v6 rates service and a Nominatim-style geocoder.
 */

export interface CapturedMail {
  from: string;
  to: string[];
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string;
  headers: Record<string, string>;
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export class FakeSmtp {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get running() {
    return !!this.server;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            parsed.headerLines.forEach((h) => (headers[h.key] = h.line.slice(h.key.length + 1).trim()));
            const addresses = (a: unknown) =>
              ([] as Array<{ value: Array<{ address?: string }> }>)
                .concat((a as never) ?? [])
                .flatMap((x) => x.value.map((v) => v.address ?? ''));
            this.messages.push({
              from: addresses(parsed.from).join(','),
              to: addresses(parsed.to),
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              replyTo: addresses(parsed.replyTo).join(','),
              headers,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface RatesState {
  /** USD-based rates the fake answers with. */
  rates: Record<string, number>;
  /** Answer with this status and an error body instead (e.g. 403 invalid key, 500). */
  failWith: number | null;
  requests: number;
  /** The key the fake accepts; set another to make the CMS's configured key a wrong one. */
  validKey: string;
}

/** exchangerate-api.com v6: GET /v6/{key}/latest/{base}. */
export function ratesHandler(state: RatesState) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const match = /^\/v6\/([^/]+)\/latest\/([A-Z]{3})$/.exec(req.url ?? '');
    if (!match) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"result":"error","error-type":"unsupported-code"}');
      return;
    }
    state.requests += 1;
    const [, key, base] = match;
    if (decodeURIComponent(key) !== state.validKey) {
      res.writeHead(403, { 'content-type': 'application/json' }).end('{"result":"error","error-type":"invalid-key"}');
      return;
    }
    if (state.failWith) {
      res
        .writeHead(state.failWith, { 'content-type': 'application/json' })
        .end('{"result":"error","error-type":"quota-reached"}');
      return;
    }
    const perBase = state.rates[base] ?? 1;
    const conversion = Object.fromEntries(Object.entries(state.rates).map(([c, v]) => [c, v / perBase]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        result: 'success',
        base_code: base,
        time_last_update_unix: Math.floor(Date.now() / 1000),
        conversion_rates: conversion,
      }),
    );
  };
}

/** Nominatim: GET /search?q=...&format=json&limit=1 answering [{ lat, lon }] (strings). */
export function geocoderHandler(places: Record<string, [number, number]>) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const hit = Object.entries(places).find(([name]) => q.includes(name.toLowerCase()));
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(hit ? [{ lat: String(hit[1][0]), lon: String(hit[1][1]), display_name: hit[0] }] : []));
  };
}
