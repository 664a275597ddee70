import http from 'http';
import net, { type AddressInfo, type Socket } from 'net';
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
  /** Files attached, their content as text (e.g. a viewing's .ics). */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
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
  /** When set, DATA is read in full and then refused with this reply code (e.g. 451): nothing is kept. */
  rejectDataWith: number | null = null;
  /** Recipients refused at RCPT TO with 450 (a mailbox unavailable for now): their mail is not taken. */
  refusedRecipients: string[] = [];
  /** Milliseconds to wait before accepting each message (a slow server: a backlog builds up). */
  dataDelayMs = 0;

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
      onRcptTo: (address, _session, callback) => {
        if (this.refusedRecipients.includes(address.address.toLowerCase())) {
          return callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 450 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        if (this.rejectDataWith) {
          const code = this.rejectDataWith;
          stream.resume();
          stream.on('end', () =>
            callback(Object.assign(new Error('Requested action aborted: try again later'), { responseCode: code })),
          );
          return;
        }
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.dataDelayMs) await new Promise((r) => setTimeout(r, this.dataDelayMs));
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
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
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

/**
 * How a FlakySmtp misbehaves: `ok` relays to a working SMTP server; `refuse` closes the port
 * (connection refused); `drop` accepts connections and resets them at once; `greet-421` answers
 * the greeting with 421 and hangs up; `data-451` takes the whole message and refuses it with 451;
 * `silent` accepts and never says a word (the client's timeout must end the attempt).
 */
export type SmtpFault = 'ok' | 'refuse' | 'drop' | 'greet-421' | 'data-451' | 'silent';

/**
 * Pipes a connection a test's proxy accepted to a local port, both ends closing together; the
 * upstream socket is kept in `sockets` while open, so the proxy can end it when it stops.
 */
export function relay(client: Socket, port: number, sockets: Set<Socket>): void {
  const upstream = net.connect(port, '127.0.0.1');
  sockets.add(upstream);
  upstream.on('close', () => {
    sockets.delete(upstream);
    client.destroy();
  });
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
  client.pipe(upstream).pipe(client);
}

/**
 * An SMTP server that fails on demand and then recovers: a TCP front on `port` that relays to a
 * FakeSmtp (`inner`, where delivered mail is captured) or fails the way `fault` says. A change of
 * fault applies to new connections; a message already being relayed finishes (cutting it after
 * the server took it would be the one duplicate SMTP cannot rule out, decision 0007).
 */
export class FlakySmtp {
  readonly inner: FakeSmtp;
  private front: net.Server | null = null;
  private readonly sockets = new Set<Socket>();
  private current: SmtpFault = 'ok';
  /** Connections made to the front, whatever came of them. */
  connections = 0;

  private constructor(
    readonly port: number,
    innerPort: number,
  ) {
    this.inner = new FakeSmtp(innerPort);
  }

  static async start(fault: SmtpFault = 'ok'): Promise<FlakySmtp> {
    const smtp = new FlakySmtp(await freePort(), await freePort());
    await smtp.inner.start();
    await smtp.setFault(fault);
    return smtp;
  }

  get messages(): CapturedMail[] {
    return this.inner.messages;
  }

  get fault(): SmtpFault {
    return this.current;
  }

  async setFault(fault: SmtpFault): Promise<void> {
    this.current = fault;
    this.inner.rejectDataWith = fault === 'data-451' ? 451 : null;
    if (fault === 'refuse') return this.closeFront();
    if (!this.front) await this.openFront();
  }

  private openFront(): Promise<void> {
    const front = net.createServer((client) => {
      this.connections += 1;
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => undefined);
      switch (this.current) {
        case 'drop':
          client.resetAndDestroy();
          return;
        case 'greet-421':
          client.end('421 4.3.2 Service not available, closing transmission channel\r\n');
          return;
        case 'silent':
          return;
        default:
          relay(client, this.inner.port, this.sockets);
      }
    });
    this.front = front;
    return new Promise((resolve, reject) => {
      front.once('error', reject);
      front.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private async closeFront(): Promise<void> {
    const front = this.front;
    this.front = null;
    if (front) await new Promise<void>((resolve) => front.close(() => resolve()));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await this.closeFront();
    await this.inner.stop();
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
