import { createHash } from 'crypto';
import type { Context } from 'koa';
import type { z } from 'zod';
import {
  EnquiryInputSchema,
  HONEYPOT_FIELD,
  START_NOW_FIELDS,
  StartNowInputSchema,
  SubscribeInputSchema,
  type Lead,
  type LeadKind,
  type LeadQuery,
  isSafeLink,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/body';
import { clientIp } from '../../../lib/client-ip';
import { conflict, notFound } from '../../../lib/errors';
import { leadWhere, serializeLead, UID_OF } from '../../../lib/leads';
import { transactionLock } from '../../../lib/locks';
import { kickOutbox, LEAD_UID } from '../../../lib/outbox';
import type { Row } from '../../../lib/serialize';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

type Attribution = { pageURL?: string; listingSlug?: string } & Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** The Referer as the page a lead came from, when it is a link staff may safely open (pageURL's rule). */
function refererLink(ctx: Context): string | null {
  const referer = ctx.get('referer').trim();
  return referer && referer.length <= 2048 && isSafeLink(referer) ? referer : null;
}

function attribution(ctx: Context, input: Attribution) {
  const utm = Object.fromEntries(UTM_KEYS.filter((k) => input[k]).map((k) => [k, input[k]]));
  return {
    pageURL: input.pageURL || refererLink(ctx),
    listingSlug: input.listingSlug || null,
    utm: Object.keys(utm).length ? utm : null,
    // Enough to spot abuse, without keeping the address itself.
    ipHash: createHash('sha256')
      .update(`${process.env.APP_KEYS ?? ''}:${clientIp(ctx)}`)
      .digest('hex')
      .slice(0, 32),
    userAgent: ctx.get('user-agent').slice(0, 512) || null,
  };
}

/** A filled honeypot field means a bot: it is told all went well and nothing is kept. */
function isBot(input: Record<string, unknown>): boolean {
  return typeof input[HONEYPOT_FIELD] === 'string' && (input[HONEYPOT_FIELD] as string).trim() !== '';
}

function parse<S extends z.ZodObject>(ctx: Context, schema: S) {
  const body = readBody(ctx);
  return parseInput(schema, body.fields, body.multipart) as z.output<S> & Record<string, unknown>;
}

/**
 * Leads are stored before anything else happens; the route answers 2xx only once the row is
 * committed, and the e-mail goes out from the outbox afterwards.
 */
export default () => ({
  async enquiry(ctx: Context): Promise<void> {
    const input = parse(ctx, EnquiryInputSchema);
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, enquiry dropped');
    await strapi.documents(LEAD_UID.enquiry).create({
      data: {
        fname: input.fname,
        lname: input.lname,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        message: input.message,
        ...attribution(ctx, input),
        mailStatus: 'pending',
      } as never,
    });
    kickOutbox();
  },

  async startNow(ctx: Context): Promise<void> {
    const input = parse(ctx, StartNowInputSchema);
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, Start Now dropped');
    const answers = Object.fromEntries(START_NOW_FIELDS.map((f) => [f, (input[f] as string | undefined) || null]));
    await strapi.documents(LEAD_UID.startNow).create({
      data: {
        fname: input.fname,
        lname: input.lname,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        message: input.message || null,
        ...answers,
        ...attribution(ctx, input),
        mailStatus: 'pending',
      } as never,
    });
    kickOutbox();
  },

  /** The same address twice is one subscriber; only the first subscription is confirmed by mail. */
  async subscribe(ctx: Context): Promise<void> {
    const input = parse(ctx, SubscribeInputSchema);
    if (isBot(input)) return void strapi.log.info('lead: honeypot filled, subscription dropped');
    const email = input.email.toLowerCase();
    const { pageURL, utm, ipHash } = attribution(ctx, input);
    const db = strapi.db.query(LEAD_UID.subscriber);
    // Two submissions of one address at once (a double click, two tabs) are one subscriber: the
    // address's lock makes the second wait for the first to commit, then count as a repeat.
    const created = await strapi.db.transaction(async ({ trx }) => {
      await transactionLock(trx, `subscriber:${email}`);
      const existing = (await db.findOne({ where: { email }, select: ['id', 'subscribeCount'] })) as {
        id: number;
        subscribeCount?: number;
      } | null;
      if (existing) {
        await db.update({ where: { id: existing.id }, data: { subscribeCount: (existing.subscribeCount ?? 1) + 1 } });
        return false;
      }
      await strapi.documents(LEAD_UID.subscriber).create({
        data: { email, pageURL, utm, ipHash, subscribeCount: 1, mailStatus: 'pending' } as never,
      });
      return true;
    });
    if (created) kickOutbox();
  },

  /* ---- staff views ---- */

  async list(kind: LeadKind, q: LeadQuery, all = false): Promise<{ items: Lead[]; total: number }> {
    const db = strapi.db.query(UID_OF[kind]);
    const where = leadWhere(kind, q);
    const [rows, total] = await Promise.all([
      db.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...(all ? {} : { limit: q.limit ?? 100, offset: q.offset ?? 0 }),
      }) as Promise<Row[]>,
      db.count({ where }) as Promise<number>,
    ]);
    return { items: rows.map((r) => serializeLead(kind, r)), total: Number(total) };
  },

  async get(kind: LeadKind, documentId: string): Promise<Lead> {
    const row = (await strapi.db.query(UID_OF[kind]).findOne({ where: { documentId } })) as Row | null;
    if (!row) throw notFound('Lead not found');
    return serializeLead(kind, row);
  },

  async setHandled(kind: LeadKind, documentId: string, handled: boolean): Promise<Lead> {
    const db = strapi.db.query(UID_OF[kind]);
    const row = (await db.findOne({ where: { documentId }, select: ['id'] })) as Row | null;
    if (!row) throw notFound('Lead not found');
    await db.update({ where: { id: row.id }, data: { handled, handledAt: handled ? new Date() : null } });
    return this.get(kind, documentId);
  },

  /** A failed notification goes back in the outbox with a fresh set of attempts. */
  async retryMail(kind: LeadKind, documentId: string): Promise<Lead> {
    const db = strapi.db.query(UID_OF[kind]);
    const row = (await db.findOne({ where: { documentId }, select: ['id', 'mailStatus'] })) as Row | null;
    if (!row) throw notFound('Lead not found');
    if (row.mailStatus !== 'failed') throw conflict(`The mail of this lead is ${String(row.mailStatus)}, not failed`);
    await db.update({
      where: { id: row.id },
      data: { mailStatus: 'pending', mailAttempts: 0, mailNextAttemptAt: null, mailLockedUntil: null },
    });
    kickOutbox();
    return this.get(kind, documentId);
  },
});
