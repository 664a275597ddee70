import { randomBytes } from 'crypto';
import { expect } from 'vitest';
import { TOTAL_COUNT_HEADER, type Lead } from '@estate/contract';
import { eventually, form, get, mails, post, randomIp, staff } from './client';
import type { LeadKind } from './leads';

/*
 * The three public forms as the lead tests send them (each submission from a client address of
 * its own, so that one test's rate limit touches no other), and what staff and the SMTP catcher
 * then see of a lead, found by its e-mail address.
 */

export const ROUTE: Record<LeadKind, string> = {
  enquiry: '/send-email',
  'start-now': '/send-email-start-now',
  subscriber: '/subscribe',
};
export const tag = () => randomBytes(4).toString('hex');
export const address = (who: string) => `${who}.${tag()}@visitor.test`;

/** A submission from its own client address, so the rate limit of one test touches no other. */
export const submit = (kind: LeadKind, body: Record<string, unknown>, options: { ip?: string; form?: boolean } = {}) =>
  post(
    ROUTE[kind],
    options.form ? { form: form(body), ip: options.ip ?? randomIp() } : { json: body, ip: options.ip ?? randomIp() },
  );

export const enquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  fname: 'Layla',
  lname: 'Haddad',
  email,
  phone: '+971 50 123 4567',
  message: 'Interested in a four-bedroom villa on the Palm.',
  pageURL: 'https://agency.test/property/frond-villa',
  ...extra,
});

export async function leadOf<K extends LeadKind>(
  kind: K,
  email: string,
): Promise<Extract<Lead, { kind: K }> | undefined> {
  const res = await get(`/get-leads/${kind}?q=${encodeURIComponent(email)}`, { token: await staff() });
  expect(res.status).toBe(200);
  return (res.body as Lead[]).find((l) => l.email === email.toLowerCase()) as Extract<Lead, { kind: K }> | undefined;
}
export async function countOf(kind: LeadKind, email: string): Promise<number> {
  return Number(
    (await get(`/get-leads/${kind}?q=${encodeURIComponent(email)}`, { token: await staff() })).headers.get(
      TOTAL_COUNT_HEADER,
    ),
  );
}
export const mailsAbout = async (email: string) =>
  (await mails()).filter((m) => m.replyTo === email || m.to.includes(email) || m.text.includes(email));
export const oneMailAbout = (email: string) =>
  eventually(async () => {
    const found = await mailsAbout(email);
    return found.length > 0 && found;
  });
/** Several outbox rounds (300 ms each in tests) pass without another mail. */
export const quietly = () => new Promise((r) => setTimeout(r, 1_000));
