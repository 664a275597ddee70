import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@estate/contract';
import type { LeadKind } from './harness/leads';
import type { CapturedMail } from './harness/fakes';
import { LEADS_NOTIFY_TO, LIMITS } from './harness/env';
import { errorFields, mails, post, randomIp, type Answer } from './harness/client';
import {
  tag,
  address,
  submit,
  enquiry,
  leadOf,
  countOf,
  mailsAbout,
  oneMailAbout,
  quietly,
} from './harness/lead-forms';

/*
 * The public forms' guards: they refuse mail-header injection naming the field, drop bots that
 * fill the honeypot silently, limit each client address across the three forms (a forged
 * X-Forwarded-For does not get round it) and keep each mail header on one line.
 */

describe('the forms refuse', () => {
  const refused: string[] = [];
  const INJECTIONS: Array<[LeadKind, string, Record<string, unknown>]> = [
    ['enquiry', 'fname', { fname: 'Eve\r\nBcc: victim@else.test' }],
    ['enquiry', 'lname', { lname: 'Smith\nCc: victim@else.test' }],
    ['enquiry', 'email', { email: 'eve@visitor.test\r\nBcc: victim@else.test' }],
    ['enquiry', 'phone', { phone: '+971 50\r\nBcc: victim@else.test' }],
    ['enquiry', 'phone', { phone: '+971 50 123\r\n4567' }],
    ['start-now', 'fname', { fname: 'Eve\rBcc: victim@else.test' }],
    ['start-now', 'email', { email: 'eve@visitor.test\nBcc: victim@else.test' }],
    ['start-now', 'phone', { phone: '+971\n50' }],
    ['subscriber', 'email', { email: 'eve@visitor.test\r\nBcc: victim@else.test' }],
  ];

  it.each(INJECTIONS)('mail-header injection (%s, CR/LF in %s) with 400, storing nothing', async (kind, field, bad) => {
    const marker = tag();
    refused.push(marker);
    const body =
      kind === 'subscriber' ? { ...bad } : { ...enquiry(address('eve')), message: `injection ${marker}`, ...bad };
    for (const res of [await submit(kind, body), await submit(kind, body, { form: true })]) {
      expect(res.status).toBe(400);
      expect(errorFields(res.body)).toContain(field);
      expect(res.body.message).toContain(field);
    }
    if (kind !== 'subscriber') expect(await countOf(kind, marker)).toBe(0);
  });

  it('and mails none of the injection attempts', async () => {
    await quietly();
    const leaked = (await mails()).filter(
      (m) => refused.some((marker) => m.text.includes(marker)) || m.envelopeTo.includes('victim@else.test'),
    );
    expect(leaked).toEqual([]);
  });

  it('no phone written with the spaces people paste (no-break spaces, tabs)', async () => {
    const email = address('spaces');
    const res = await submit('enquiry', enquiry(email, { phone: '+971\u00a050\u00a0123\t4567' }));
    expect(res.status).toBe(200);
    expect((await leadOf('enquiry', email))?.phone).toBe('+971\u00a050\u00a0123\t4567');
  });

  it('an invalid e-mail with 400 and a message, on every form', async () => {
    for (const kind of ['enquiry', 'start-now', 'subscriber'] as const) {
      const body = kind === 'subscriber' ? { email: 'not-an-address' } : enquiry('not-an-address');
      const res = await submit(kind, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'email must be a valid e-mail address',
        errors: [{ field: 'email', message: 'email must be a valid e-mail address' }],
      });
    }
  });

  it.each([
    ['enquiry', 'fname'],
    ['enquiry', 'lname'],
    ['enquiry', 'email'],
    ['enquiry', 'message'],
    ['start-now', 'fname'],
    ['start-now', 'lname'],
    ['start-now', 'email'],
    ['subscriber', 'email'],
  ] as const)('a %s without %s with 400 naming it', async (kind, field) => {
    const body: Record<string, unknown> = kind === 'subscriber' ? { email: address('x') } : enquiry(address('x'));
    delete body[field];
    const res = await submit(kind, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message: `${field} is required` });
  });

  it('a Start Now answer that is not one of the options, and text over its bound', async () => {
    const choice = await submit('start-now', { fname: 'A', lname: 'B', email: address('c'), purpose: 'Rent' });
    expect(choice.status).toBe(400);
    expect(errorFields(choice.body)).toEqual(['purpose']);
    const long = await submit('enquiry', enquiry(address('long'), { message: 'x'.repeat(5001) }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'message', message: 'message must be at most 5000 characters' }]);
  });

  it('a body over the size limit with 413 and a message', async () => {
    const res = await post('/send-email', {
      raw: JSON.stringify(enquiry(address('big'), { message: 'x'.repeat(LIMITS.bodyJsonBytes + 1024) })),
      ip: randomIp(),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request is too large' });
  });
});

describe('the honeypot', () => {
  const bots: string[] = [];
  it.each(['enquiry', 'start-now', 'subscriber'] as const)(
    'drops a %s silently: the usual answer, nothing stored',
    async (kind) => {
      const email = address('bot');
      bots.push(email);
      const body = kind === 'subscriber' ? { email } : enquiry(email);
      const res = await submit(kind, { ...body, website: 'http://cheap-pills.test' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: kind === 'subscriber' ? MESSAGES.subscribeSuccess : MESSAGES.contactSuccess,
      });
      expect(await countOf(kind, email)).toBe(0);
    },
  );

  it('mails none of the dropped submissions', async () => {
    await quietly();
    for (const email of bots) expect(await mailsAbout(email)).toEqual([]);
  });

  it('lets a person through when the field is left empty', async () => {
    const email = address('human');
    expect((await submit('enquiry', { ...enquiry(email), website: '' })).status).toBe(200);
    expect(await countOf('enquiry', email)).toBe(1);
  });
});

describe('the rate limit', () => {
  const fill = async (ip: string) => {
    const answers: Answer[] = [];
    for (let i = 0; i < LIMITS.leadsPerWindow; i++) {
      const kind = (['enquiry', 'start-now', 'subscriber'] as const)[i % 3];
      const email = address(`limit${i}`);
      answers.push(await submit(kind, kind === 'subscriber' ? { email } : enquiry(email), { ip }));
    }
    return answers;
  };

  it(`answers 429 with a message after ${LIMITS.leadsPerWindow} submissions from one address, across the three forms`, async () => {
    const ip = randomIp();
    expect((await fill(ip)).map((a) => a.status)).toEqual(Array(LIMITS.leadsPerWindow).fill(200));
    const email = address('over');
    const res = await submit('enquiry', enquiry(email), { ip });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many requests from your address. Please try again later.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await submit('subscriber', { email }, { ip })).status).toBe(429);
    expect(await countOf('enquiry', email)).toBe(0);
    // Another visitor is not affected.
    expect((await submit('enquiry', enquiry(address('other')))).status).toBe(200);
  });

  it('is not bypassed by a forged X-Forwarded-For (addresses the client prepends)', async () => {
    const ip = randomIp();
    await fill(ip);
    for (const forged of ['203.0.113.9', '198.51.100.1, 203.0.113.7', 'unknown']) {
      const res = await post('/send-email', {
        json: enquiry(address('forged')),
        headers: { 'x-forwarded-for': `${forged}, ${ip}` },
      });
      expect(res.status, forged).toBe(429);
    }
  });
});

describe('mail content', () => {
  it('keeps each header on one line whatever the visitor typed in the message', async () => {
    const email = address('multi');
    await submit('enquiry', enquiry(email, { message: 'Line one\r\nSubject: fake\r\n\r\nBcc: victim@else.test' }));
    const [mail] = (await oneMailAbout(email)) as CapturedMail[];
    expect(mail.subject).toBe('New enquiry from Layla Haddad');
    expect(mail.envelopeTo).toEqual([LEADS_NOTIFY_TO]);
    expect(Object.keys(mail.headers)).not.toContain('bcc');
  });
});
