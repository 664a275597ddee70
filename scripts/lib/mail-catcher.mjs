import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

// smtp-server and mailparser are dependencies of the CMS workspace.
const require = createRequire(new URL('../../cms/package.json', import.meta.url));
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/**
 * A local SMTP catcher for development and browser tests: accepts every message, keeps it in
 * memory (and as .eml files in `dir` when given) and lists them as JSON over HTTP
 * (GET /mail; DELETE /mail empties the list). Nothing leaves the machine.
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, dir, host = '127.0.0.1', onMail } = {}) {
  const messages = [];
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          const list = (a) => (a ? [].concat(a).flatMap((x) => x.value.map((v) => v.address)) : []);
          const mail = {
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            from: list(parsed.from).join(', '),
            to: list(parsed.to),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            replyTo: list(parsed.replyTo).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            // Raw header lines by lower-case name (List-Unsubscribe and the like, as sent).
            headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
          };
          messages.push(mail);
          if (dir) fs.writeFileSync(path.join(dir, `${Date.now()}-${mail.id}.eml`), raw);
          onMail?.(mail);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  const api = http.createServer((req, res) => {
    if (req.url === '/mail' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    } else if (req.url === '/mail' && req.method === 'DELETE') {
      messages.splice(0);
      res.writeHead(204).end();
    } else res.writeHead(404).end();
  });
  await new Promise((resolve) => api.listen(httpPort, host, resolve));
  return {
    smtpPort: smtp.server.address().port,
    httpUrl: `http://${host}:${api.address().port}/mail`,
    messages,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => api.close(r))]),
  };
}
