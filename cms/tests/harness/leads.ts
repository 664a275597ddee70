import { randomBytes } from 'crypto';
import { START_NOW_DEFAULTS, type Lead, type LeadKind as AnyLeadKind } from '@estate/contract';

/** The leads of the three contact forms (a saved search has its own test file). */
export type LeadKind = Exclude<AnyLeadKind, 'saved-search'>;
import { STAFF } from './env';
import type { CapturedMail } from './fakes';
import { randomIp } from './client';

/*
 * Leads sent the way visitors send them, many at once, for the fault suite: each lead is known by
 * its own e-mail address (the forms answer only a message), so what was acknowledged can be
 * matched with what is stored and what was mailed.
 */

export const LEAD_ROUTE: Record<LeadKind, string> = {
  enquiry: '/api/admin/send-email',
  'start-now': '/api/admin/send-email-start-now',
  subscriber: '/api/admin/subscribe',
};
export const LEAD_KIND_LIST: LeadKind[] = ['enquiry', 'start-now', 'subscriber'];

export interface SentLead {
  kind: LeadKind;
  /** Unique per lead: the lead's identity in the store and in the mail. */
  email: string;
}

export interface LeadOutcome extends SentLead {
  /** The HTTP status, or null when no answer came (connection refused or reset, timeout). */
  status: number | null;
  body: unknown;
  /** The Retry-After header of the answer, if any. */
  retryAfter?: string | null;
  error?: string;
  ms: number;
}

export interface LeadRun {
  outcomes: LeadOutcome[];
  /** Answered 2xx: these must be stored and mailed, whatever happens next. */
  acknowledged: SentLead[];
  /** Answered with a status that is not 2xx. */
  refused: LeadOutcome[];
  /** No answer at all. */
  unanswered: LeadOutcome[];
}

export function leadBody(kind: LeadKind, email: string): Record<string, unknown> {
  if (kind === 'subscriber') return { email, pageURL: 'https://agency.test/' };
  const person = {
    fname: 'Noor',
    lname: 'Rahman',
    email,
    phone: '+971 50 765 4321',
    pageURL: 'https://agency.test/property/marina-penthouse',
  };
  if (kind === 'enquiry') return { ...person, message: 'Please call me about the marina penthouse.' };
  return { ...person, ...START_NOW_DEFAULTS, community: 'Dubai Marina', budget: 'AED 5-7M' };
}

/** One lead to one CMS, never throwing: the outcome says what the visitor saw. */
export async function sendLead(baseUrl: string, lead: SentLead, timeoutMs = 20_000): Promise<LeadOutcome> {
  const started = Date.now();
  try {
    const res = await fetch(`${baseUrl}${LEAD_ROUTE[lead.kind]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify(leadBody(lead.kind, lead.email)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* keep the text */
    }
    return { ...lead, status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return { ...lead, status: null, body: null, error: e.cause?.code ?? e.message, ms: Date.now() - started };
  }
}

/** Fresh leads of the three kinds in turn, each with an address of its own. */
export function newLeads(count: number, tag = randomBytes(3).toString('hex')): SentLead[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: LEAD_KIND_LIST[i % LEAD_KIND_LIST.length],
    email: `lead${i}.${tag}.${randomBytes(2).toString('hex')}@visitor.test`,
  }));
}

/**
 * Sends the leads with at most `concurrency` in flight (to one URL, or to the URL `target` gives
 * at the moment each is sent) and sorts the outcomes.
 */
export async function sendLeads(
  target: string | (() => string),
  leads: SentLead[],
  options: {
    concurrency?: number;
    timeoutMs?: number;
    spacingMs?: number;
    /** Called with each outcome as it comes (to act in the middle of a run). */
    onOutcome?: (outcome: LeadOutcome, done: number) => void;
  } = {},
): Promise<LeadRun> {
  const concurrency = options.concurrency ?? 8;
  const queue = [...leads];
  const outcomes: LeadOutcome[] = [];
  const worker = async () => {
    for (let lead = queue.shift(); lead; lead = queue.shift()) {
      const url = typeof target === 'string' ? target : target();
      const outcome = await sendLead(url, lead, options.timeoutMs);
      outcomes.push(outcome);
      options.onOutcome?.(outcome, outcomes.length);
      if (options.spacingMs) await new Promise((r) => setTimeout(r, options.spacingMs));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, leads.length) }, worker));
  return {
    outcomes,
    acknowledged: outcomes
      .filter((o) => o.status !== null && o.status >= 200 && o.status < 300)
      .map(({ kind, email }) => ({ kind, email })),
    refused: outcomes.filter((o) => o.status !== null && (o.status < 200 || o.status >= 300)),
    unanswered: outcomes.filter((o) => o.status === null),
  };
}

/** A staff token from one CMS instance (the bootstrap staff user of the harness's settings). */
export async function staffTokenAt(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ username: STAFF.username, password: STAFF.password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`staff login at ${baseUrl}: ${res.status}`);
  return body.token;
}

/** Every stored lead of every kind, read through the staff API. */
export async function storedLeads(baseUrl: string, token: string): Promise<Lead[]> {
  const all: Lead[] = [];
  for (const kind of LEAD_KIND_LIST) {
    for (let offset = 0; ; offset += 1000) {
      const res = await fetch(`${baseUrl}/api/admin/get-leads/${kind}?limit=1000&offset=${offset}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`get-leads/${kind}: ${res.status} ${await res.text()}`);
      const page = (await res.json()) as Lead[];
      all.push(...page);
      if (page.length < 1000) break;
    }
  }
  return all;
}

/** How many times each address occurs: in the stored leads, or among mails. */
export function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The stored lead (its documentId) a notification is about, from the fixed Message-ID <kind-documentId@domain>. */
export const mailLead = (mail: CapturedMail) => /^<?[a-zA-Z]+-([^@>]+)@/.exec(mail.messageId)?.[1] ?? '';

/**
 * What a run must end with: every acknowledged lead stored once and each stored lead's mail
 * delivered; lists the leads missing from either and those stored or mailed more than once.
 */
export function audit(acknowledged: SentLead[], stored: Lead[], mailed: CapturedMail[]) {
  const storedCount = countBy(stored, (l) => `${l.kind}:${l.email}`);
  const mailIds = countBy(mailed, (m) => m.messageId);
  const mailedLeads = countBy(mailed, mailLead);
  return {
    notStored: acknowledged.filter((l) => !storedCount.has(`${l.kind}:${l.email.toLowerCase()}`)),
    storedTwice: [...storedCount].filter(([, n]) => n > 1).map(([k]) => k),
    notMailed: stored.filter((l) => !mailedLeads.has(l._id)).map((l) => `${l.kind}:${l.email}`),
    /** Message-IDs delivered more than once (a resend after a crash carries the same one). */
    mailedTwice: [...mailIds].filter(([, n]) => n > 1).map(([id]) => id),
  };
}

/** The mails about some stored leads. */
export function mailsAbout(stored: Lead[], mailed: CapturedMail[]): CapturedMail[] {
  const ids = new Set(stored.map((l) => l._id));
  return mailed.filter((m) => ids.has(mailLead(m)));
}
