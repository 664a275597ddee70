import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContactExportSchema,
  DealBoardSchema,
  EnquiryLeadSchema,
  EraseContactResultSchema,
  TOTAL_COUNT_HEADER,
  viewingDays,
  VIEWING_SLOTS,
  type Contact,
  type ContactExport,
  type EnquiryLead,
} from '@estate/contract';
import { errorFields, eventually, get, post, put, randomIp } from '../harness/client';
import { runSql } from '../harness/database';
import type { CmsInstance } from '../harness/stack';
import { startWithMembers, type Member } from '../harness/team';

/*
 * A contact's data requests (docs/decisions/0085), on a CMS and database of this file's own so
 * that the counts are this file's: the export holds every kind of lead and everything else about
 * the person; an erasure keeps their leads anonymised (the enquiries list and the deal board count
 * the same), deletes the rest, redacts the audit trail and records itself; it needs a typed
 * confirmation, a failure midway changes nothing, and only administrators may do either.
 */

let cms: CmsInstance;
let api: string;
let admin: string;
const members: Record<'agent' | 'editor' | 'marketing', Member> = {} as never;
/** The viewings booked so far, each at the next slot of one day. */
let bookings = 0;
let listing: { _id: string; slug: string; referenceNumber: string };

const tag = () => randomBytes(4).toString('hex');
const at = (path: string) => `${api}${path}`;

const exportOf = (id: string, token = admin) =>
  get<ContactExport & { message?: string }>(at(`/export-contact/${id}`), { token });
const erase = (id: string, body: unknown, token = admin) => post(at(`/erase-contact/${id}`), { token, json: body });

async function leadsOf(kind: string, q: string): Promise<Array<Record<string, unknown>>> {
  const res = await get(at(`/get-leads/${kind}?q=${encodeURIComponent(q)}`), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Array<Record<string, unknown>>;
}

/** Every kind of lead from one person: an enquiry, a booked viewing, Start Now, a subscription, a saved search. */
async function personWithEveryLead(email: string): Promise<{ contact: Contact; enquiry: EnquiryLead }> {
  const person = {
    fname: 'Noura',
    lname: 'Karimi',
    email,
    phone: `+97155${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  const sent = [
    await post(at('/send-email'), {
      ip: randomIp(),
      json: { ...person, message: 'Private note: my budget is 9M', listing: listing.slug },
    }),
    await post(at('/book-viewing'), {
      ip: randomIp(),
      // A slot of its own: the agent the viewing goes to can hold each slot once (decision 0083).
      json: { ...person, listing: listing.slug, date: viewingDays()[2], time: VIEWING_SLOTS[bookings++] },
    }),
    await post(at('/send-email-start-now'), { ip: randomIp(), json: { ...person, purpose: 'Buy' } }),
    await post(at('/subscribe'), { ip: randomIp(), json: { email } }),
    await post(at('/save-search'), {
      ip: randomIp(),
      json: { email, filters: { propertyType: 'Villa', country: 'Dubai', currency: 'AED' } },
    }),
  ];
  for (const res of sent) expect(res.status, JSON.stringify(res.body)).toBe(200);
  const contact = await eventually(async () => {
    const res = await get<Contact[]>(at(`/get-contacts?q=${encodeURIComponent(email)}`), { token: admin });
    return res.body[0]?.leadCount === 5 ? res.body[0] : null;
  });
  const enquiry = EnquiryLeadSchema.parse(
    (await leadsOf('enquiry', email)).find((l) => !l.viewing && l.message !== ''),
  );
  return { contact, enquiry };
}

/** A note on the contact, one on its deal and a follow-up task: what staff wrote about the person. */
async function notedAndTasked(contactId: string, dealId: string): Promise<void> {
  const assignees = await get<Array<{ id: number }>>(at('/get-deal-assignees'), { token: admin });
  const written = [
    await post(at('/add-note'), { token: admin, json: { contactId, text: 'Prefers calls' } }),
    await post(at('/add-note'), { token: admin, json: { dealId, text: 'About the deal: wants a sea view' } }),
    await post(at('/add-task'), {
      token: admin,
      json: {
        title: 'Call Noura about the penthouse',
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
        assigneeId: assignees.body[0]!.id,
        dealId,
      },
    }),
  ];
  for (const res of written) expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * Mails the outbox kept because they failed for good, as it leaves them: the buyer's viewing mail,
 * and a digest to staff that names the person (a task about them) without linking an enquiry.
 */
async function keptFailedMails(contactId: string, email: string): Promise<string> {
  const digest = `Your day: call Noura Karimi (${tag()})`;
  const pg = cms.env.DATABASE_CLIENT === 'postgres';
  const now = pg ? new Date().toISOString() : Date.now();
  const viewingId = (await leadsOf('enquiry', email)).find((l) => l.viewing)!._id as string;
  await runSql(
    cms.env,
    `INSERT INTO viewing_mails (document_id, enquiry_id, sequence, change, email, subject, text, ics, mail_status,
       mail_attempts, mail_last_error, mail_failed_at, created_at)
     VALUES (?, ?, 9, 'confirmed', ?, 'Your viewing is confirmed', 'Hello Noura', 'BEGIN:VCALENDAR', 'failed', 12, ?, ?, ?)`,
    [`vmail${tag()}`, viewingId, email, '450 Mailbox unavailable', now, now],
  );
  await runSql(
    cms.env,
    `INSERT INTO staff_notices (document_id, email, subject, text, about, mail_status, mail_attempts, mail_last_error,
       mail_failed_at, created_at)
     VALUES (?, 'agent@agency.test', ?, 'Tasks due today: call Noura Karimi', ?, 'failed', 12, 'connect ECONNREFUSED',
       ?, ?)`,
    [`digest${tag()}`, digest, `contact:${contactId} `, now, now],
  );
  return digest;
}

async function enquiryTotal(): Promise<string | null> {
  const res = await get(at('/get-leads/enquiry'), { token: admin });
  expect(res.status).toBe(200);
  return res.headers.get(TOTAL_COUNT_HEADER);
}

async function boardCounts(): Promise<Record<string, number>> {
  const res = await get(at('/get-deal-board'), { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(DealBoardSchema.parse(res.body).columns.map((c) => [c.stage, c.count]));
}

beforeAll(async () => {
  const started = await startWithMembers(['agent', 'editor', 'marketing'] as const);
  ({ cms, api, admin } = started);
  Object.assign(members, started.members);
  const res = await post(at('/add-property'), {
    token: admin,
    json: { title: `Marina penthouse ${tag()}`, country: 'United Arab Emirates' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  listing = res.body.property;
}, 180_000);

afterAll(async () => {
  await cms?.stop();
});

describe("a contact's data export", () => {
  it('holds the contact, its keys and every kind of lead with its deal and mail state, as an attachment', async () => {
    const email = `export.${tag()}@buyer.test`;
    const { contact, enquiry } = await personWithEveryLead(email);
    expect((await put(at(`/update-deal/${enquiry._id}`), { token: admin, json: { stage: 'contacted' } })).status).toBe(
      200,
    );

    await notedAndTasked(contact._id, enquiry._id);
    const digest = await keptFailedMails(contact._id, email);

    const res = await exportOf(contact._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-.+\.json"$/);
    const doc = ContactExportSchema.parse(res.body);
    const { holders } = doc;
    expect(holders.contact).toHaveLength(1);
    expect(holders.contact[0]).toMatchObject({ documentId: contact._id, email, name: 'Noura Karimi' });
    expect(holders.contactKeys.map((k) => k.key)).toContain(`email:${email}`);
    expect(holders.enquiries).toHaveLength(2);
    const stored = holders.enquiries.find((e) => e.documentId === enquiry._id)!;
    expect(stored).toMatchObject({
      stage: 'contacted',
      message: 'Private note: my budget is 9M',
      listingSlug: listing.slug,
    });
    expect(stored.mailStatus).toMatch(/pending|sent/);
    expect(holders.enquiries.some((e) => e.viewingDate === viewingDays()[2])).toBe(true);
    expect(holders.startNowRequests).toHaveLength(1);
    expect(holders.subscriptions).toHaveLength(1);
    expect(holders.savedSearches).toHaveLength(1);
    expect(holders.savedSearches[0]).not.toHaveProperty('confirmTokenHash');
    expect(holders.savedSearchDigests).toEqual([]);
    expect(holders.notes.map((n) => n.text).sort()).toEqual(['About the deal: wants a sea view', 'Prefers calls']);
    expect(holders.tasks.map((t) => t.title)).toEqual(['Call Noura about the penthouse']);
    expect(holders.auditEntries.some((e) => e.itemId === enquiry._id && e.action === 'update')).toBe(true);
    // The mails the outbox keeps because they could not be sent: the buyer's and a digest naming them.
    expect(holders.viewingMails.map((m) => m.mailStatus)).toContain('failed');
    expect(holders.viewingMails.find((m) => m.mailStatus === 'failed')).toMatchObject({
      subject: 'Your viewing is confirmed',
    });
    expect(holders.staffNotices.map((n) => n.subject)).toContain(digest);
    for (const notice of holders.staffNotices) expect(notice).not.toHaveProperty('email');
    // Nobody else's: every lead names this contact.
    for (const kind of ['enquiries', 'startNowRequests', 'subscriptions', 'savedSearches'])
      for (const row of holders[kind]) expect(row.contactId).toBe(contact._id);
  });

  it('is refused to agents, editors and marketing, and is a 404 for an unknown contact', async () => {
    const { contact } = await personWithEveryLead(`refused.${tag()}@buyer.test`);
    for (const role of ['agent', 'editor', 'marketing'] as const) {
      expect((await exportOf(contact._id, members[role].token)).status).toBe(403);
      const refused = await erase(contact._id, { confirm: 'ERASE' }, members[role].token);
      expect(refused.status).toBe(403);
    }
    expect((await get(at(`/get-contact/${contact._id}`), { token: admin })).status).toBe(200);
    expect((await exportOf('nosuchcontact0000000000')).status).toBe(404);
    expect((await erase('nosuchcontact0000000000', { confirm: 'ERASE' })).status).toBe(404);
  });
});

describe("a contact's erasure", () => {
  it('needs the typed confirmation, naming the field, and changes nothing without it', async () => {
    const email = `confirm.${tag()}@buyer.test`;
    const { contact } = await personWithEveryLead(email);
    for (const body of [{}, { confirm: '' }, { confirm: 'someone.else@buyer.test' }, { confirm: 'erase please' }]) {
      const res = await erase(contact._id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(res.body)).toEqual(['confirm']);
    }
    expect((await get(at(`/get-contact/${contact._id}`), { token: admin })).status).toBe(200);
    expect((await leadsOf('enquiry', email)).length).toBe(2);
  });

  it('that fails midway leaves every row as it was', async () => {
    const email = `midway.${tag()}@buyer.test`;
    const { contact } = await personWithEveryLead(email);
    const before = ContactExportSchema.parse((await exportOf(contact._id)).body).holders;
    // The erasure's last write (its own audit entry) is refused by the database.
    const pg = cms.env.DATABASE_CLIENT === 'postgres';
    const refuse = pg
      ? [
          `CREATE FUNCTION privacy_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
          `CREATE TRIGGER privacy_test_refuse BEFORE INSERT ON audit_entries FOR EACH ROW WHEN (NEW.action = 'erase') EXECUTE FUNCTION privacy_test_refuse()`,
        ]
      : [
          `CREATE TRIGGER privacy_test_refuse BEFORE INSERT ON audit_entries WHEN NEW.action = 'erase' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
        ];
    for (const sql of refuse) await runSql(cms.env, sql);
    try {
      const res = await erase(contact._id, { confirm: email });
      expect(res.status).toBe(500);
    } finally {
      await runSql(
        cms.env,
        pg ? 'DROP TRIGGER privacy_test_refuse ON audit_entries' : 'DROP TRIGGER privacy_test_refuse',
      );
      if (pg) await runSql(cms.env, 'DROP FUNCTION privacy_test_refuse()');
    }
    const after = ContactExportSchema.parse((await exportOf(contact._id)).body).holders;
    expect(after).toEqual(before);
    expect((await leadsOf('enquiry', email)).map((l) => l.fname)).toEqual(['Noura', 'Noura']);
  });

  it('keeps the leads anonymised and counted, deletes the rest, redacts the trail and records itself', async () => {
    const email = `erase.${tag()}@buyer.test`;
    const { contact, enquiry } = await personWithEveryLead(email);
    expect((await put(at(`/update-deal/${enquiry._id}`), { token: admin, json: { stage: 'contacted' } })).status).toBe(
      200,
    );
    // A notification still waiting for the outbox (its next attempt later) is cancelled.
    const later =
      cms.env.DATABASE_CLIENT === 'postgres' ? new Date(Date.now() + 3_600_000).toISOString() : Date.now() + 3_600_000;
    await runSql(cms.env, 'UPDATE enquiries SET mail_status = ?, mail_next_attempt_at = ? WHERE document_id = ?', [
      'pending',
      later,
      enquiry._id,
    ]);
    // A mail to staff about their deal, still waiting, names them: it goes with them.
    await runSql(
      cms.env,
      `INSERT INTO staff_notices (document_id, email, subject, text, mail_status, mail_attempts, mail_next_attempt_at)
       VALUES (?, ?, ?, ?, 'pending', 1, ?)`,
      [
        `notice${tag()}`,
        'agent@agency.test',
        'Noura Karimi is yours',
        `Open it: /admin/leads/enquiry/${enquiry._id}`,
        later,
      ],
    );
    const notices = async () =>
      Number(
        (
          await runSql(cms.env, 'SELECT COUNT(*) AS n FROM staff_notices WHERE subject = ?', ['Noura Karimi is yours'])
        )[0]!.n,
      );
    expect(await notices()).toBe(1);
    await notedAndTasked(contact._id, enquiry._id);
    const digest = await keptFailedMails(contact._id, email);
    const total = await enquiryTotal();
    const counts = await boardCounts();

    const res = await erase(contact._id, { confirm: email.toUpperCase() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = EraseContactResultSchema.parse(res.body);
    expect(result.counts).toMatchObject({
      contact: 1,
      enquiries: 2,
      startNowRequests: 1,
      subscriptions: 1,
      savedSearches: 1,
      notes: 2,
      tasks: 1,
    });
    expect(result.counts.auditEntries).toBeGreaterThan(0);
    expect(result.counts.staffNotices).toBeGreaterThanOrEqual(2);
    expect(result.counts.viewingMails).toBeGreaterThanOrEqual(1);
    expect(await notices()).toBe(0);
    // The kept mails that could not be sent go with them too.
    const keptMails = await runSql(
      cms.env,
      `SELECT (SELECT COUNT(*) FROM viewing_mails WHERE email = ?) AS buyer,
              (SELECT COUNT(*) FROM staff_notices WHERE subject = ?) AS staff`,
      [email, digest],
    );
    expect(Number(keptMails[0]!.buyer)).toBe(0);
    expect(Number(keptMails[0]!.staff)).toBe(0);

    expect(await enquiryTotal()).toBe(total);
    expect(await boardCounts()).toEqual(counts);
    expect((await get(at(`/get-contact/${contact._id}`), { token: admin })).status).toBe(404);
    expect((await exportOf(contact._id)).status).toBe(404);
    expect(await leadsOf('enquiry', email)).toEqual([]);
    expect(await leadsOf('subscriber', email)).toEqual([]);
    expect(await leadsOf('saved-search', email)).toEqual([]);
    const dealNotes = await get<unknown[]>(at(`/get-notes?deal=${enquiry._id}`), { token: admin });
    expect(dealNotes.status, JSON.stringify(dealNotes.body)).toBe(200);
    expect(dealNotes.body).toEqual([]);
    const dealTasks = await get<unknown[]>(at(`/get-tasks?deal=${enquiry._id}`), { token: admin });
    expect(dealTasks.status, JSON.stringify(dealTasks.body)).toBe(200);
    expect(dealTasks.body).toEqual([]);

    const kept = await get(at(`/get-lead/enquiry/${enquiry._id}`), { token: admin });
    expect(kept.status).toBe(200);
    const lead = EnquiryLeadSchema.parse(kept.body);
    expect(lead).toMatchObject({ fname: 'Erased', lname: '', email: '', phone: '', message: '', pageURL: '' });
    expect(lead.deal.stage).toBe('contacted');
    expect(lead.listing?.slug).toBe(listing.slug);
    expect(lead.mailStatus).toBe('skipped');

    const trail = await get(at(`/get-audit-entries?itemId=${enquiry._id}&limit=50`), { token: admin });
    expect(trail.status).toBe(200);
    expect(JSON.stringify(trail.body)).not.toMatch(/Noura|Karimi|budget/);
    const stageChange = (trail.body as Array<{ changes: Array<{ field: string; after: unknown }> }>)
      .flatMap((e) => e.changes)
      .find((c) => c.field === 'stage');
    expect(stageChange?.after).toBe('Contacted');

    const erasure = await get(at(`/get-audit-entries?itemId=${contact._id}&limit=50`), { token: admin });
    const entry = (erasure.body as Array<Record<string, unknown>>).find((e) => e.action === 'erase');
    expect(entry).toMatchObject({ kind: 'contact', itemId: contact._id, title: 'Erased' });
    expect(JSON.stringify(entry)).not.toContain(email.split('@')[0]);

    const again = await erase(contact._id, { confirm: 'ERASE' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/erased on \d{4}-\d{2}-\d{2}/);
  });

  it('is followed by a new contact when the same address enquires again', async () => {
    const email = `again.${tag()}@buyer.test`;
    const { contact } = await personWithEveryLead(email);
    expect((await erase(contact._id, { confirm: 'ERASE' })).status).toBe(200);
    const res = await post(at('/send-email'), {
      ip: randomIp(),
      json: { fname: 'Noura', lname: 'Karimi', email, message: 'Back again' },
    });
    expect(res.status).toBe(200);
    const fresh = await eventually(async () => {
      const found = await get<Contact[]>(at(`/get-contacts?q=${encodeURIComponent(email)}`), { token: admin });
      return found.body[0];
    });
    expect(fresh._id).not.toBe(contact._id);
    expect(fresh.leadCount).toBe(1);
  });
});
