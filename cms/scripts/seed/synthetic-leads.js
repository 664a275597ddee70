'use strict';
/**
 * A large synthetic set of leads for the back office's benchmarks: enquiries (a share of them
 * booked viewings), Start Now requests and newsletter subscriptions from some 0.6 people per lead,
 * each person a contact with their e-mail and phone keys; the enquiries are deals spread over the
 * stages, held by a dozen synthetic agents, from the sources a Dubai agency sees (portals, search,
 * social, newsletter, direct), over the two years before today.
 *
 * Every synthetic address ends in @synthetic-leads.example, so the set is recognised, counted and
 * topped up: a second run adds only what is missing. The numbers come from a seeded generator, so
 * two runs of the same size make the same people.
 *
 * Rows go in through the query engine's bulk insert, CHUNK at a time in one transaction each.
 */
const { createHash, randomBytes } = require('crypto');
const path = require('path');
// The source columns as the CMS stores them with each new enquiry: rows written already in their
// final form, so the next start has nothing to fill in and the seed's VACUUM leaves them all-visible.
const { sourceFields } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'reports', 'sources'));

const DOMAIN = '@synthetic-leads.example';
const CHUNK = 250;
const UID = {
  enquiry: 'api::enquiry.enquiry',
  startNow: 'api::start-now-enquiry.start-now-enquiry',
  subscriber: 'api::subscriber.subscriber',
  contact: 'api::contact.contact',
  contactKey: 'api::contact.contact-key',
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
  property: 'api::property.property',
};
const AGENTS = 12;
const DAY = 86_400_000;
const SPAN_DAYS = 730;

const FIRST = [
  'Aisha',
  'Omar',
  'Olga',
  'Dmitri',
  'Wei',
  'Li',
  'James',
  'Sophie',
  'Rahul',
  'Priya',
  'Hans',
  'Elena',
  'Fatima',
  'Khalid',
  'Mei',
  'Ivan',
  'Charlotte',
  'Lucas',
  'Noor',
  'Yusuf',
  'Anna',
  'Marco',
  'Sara',
  'Arjun',
];
const LAST = [
  'Al Maktoum',
  'Haddad',
  'Ivanova',
  'Petrov',
  'Zhang',
  'Chen',
  'Smith',
  'Martin',
  'Sharma',
  'Patel',
  'Müller',
  'Rossi',
  'Al Suwaidi',
  'Khan',
  'Wang',
  'Sokolov',
  'Brown',
  'Dubois',
  'Nasser',
  'Demir',
  'Kowalska',
];
/** [utm_source, utm_medium, share]; a source of null is a visit without UTM (a referrer or direct). */
const SOURCES = [
  ['google', 'cpc', 22],
  ['propertyfinder', 'portal', 16],
  ['bayut', 'portal', 12],
  ['instagram', 'social', 10],
  ['facebook', 'social', 6],
  ['newsletter', 'email', 6],
  [null, null, 28],
];
const REFERRERS = ['https://www.google.com/', 'https://www.bing.com/', 'https://t.co/', '', '', ''];
/** [stage, share] of the enquiries. */
const STAGES = [
  ['new', 14],
  ['contacted', 26],
  ['viewing-booked', 14],
  ['viewed', 16],
  ['offer', 8],
  ['won', 6],
  ['lost', 16],
];
const LOST_REASONS = ['Bought elsewhere', 'Budget too low', 'No longer looking', 'Could not reach them'];
const SLOTS = ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'];

/** mulberry32: a small seeded generator, so the set is the same on every run. */
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const weighted = (list) => {
    const total = list.reduce((s, item) => s + item[item.length - 1], 0);
    let r = next() * total;
    for (const item of list) if ((r -= item[item.length - 1]) < 0) return item;
    return list[list.length - 1];
  };
  return { next, int, pick, weighted };
}

const documentId = () => randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24).toLowerCase();

/** The synthetic agents (staff users in the Agent role), made once; answers their user ids. */
async function ensureAgents(strapi, log) {
  const role = await strapi.db.query(UID.role).findOne({ where: { type: 'staff-agent' }, select: ['id'] });
  if (!role) throw new Error('the Agent role is missing: start the CMS once so its roles are made');
  const ids = [];
  for (let i = 1; i <= AGENTS; i += 1) {
    const email = `agent-${i}${DOMAIN}`;
    let user = await strapi.db.query(UID.user).findOne({ where: { email }, select: ['id'] });
    if (!user)
      user = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} (synthetic ${i})`,
          email,
          password: randomBytes(32).toString('base64url'),
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        });
    ids.push(user.id);
  }
  log(`Synthetic leads: ${AGENTS} synthetic agents ready`);
  return ids;
}

/** The listings enquiries are about: the first published properties (the synthetic set included). */
async function listingPool(strapi) {
  const rows = await strapi.db.query(UID.property).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ['documentId', 'slug', 'title', 'referenceNumber'],
    orderBy: [{ id: 'asc' }],
    limit: 2000,
  });
  return rows;
}

const iso = (ms) => new Date(ms);

/** The person behind the n-th contact. */
function person(n, rand) {
  const fname = rand.pick(FIRST);
  const lname = rand.pick(LAST);
  const email = `${fname}.${lname}.${n}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + DOMAIN;
  const phone = `+9715${String(10_000_000 + ((n * 7919) % 89_999_999)).padStart(8, '0')}`;
  return { fname, lname, email, phone, documentId: documentId() };
}

/** The lead fields every kind shares: who, when, where from. */
function origin(rand, createdAt, listing) {
  const [source, medium] = rand.weighted(SOURCES);
  const utm = source
    ? { utm_source: source, utm_medium: medium, utm_campaign: `${source}-${new Date(createdAt).getUTCFullYear()}` }
    : null;
  const referrer = source ? '' : rand.pick(REFERRERS);
  return {
    utm,
    pageURL: listing ? `https://estate.example/property/${listing.slug}` : referrer || 'https://estate.example/',
    ipHash: createHash('sha256').update(String(rand.next())).digest('hex').slice(0, 32),
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    mailStatus: 'sent',
    mailAttempts: 1,
    mailSentAt: iso(createdAt + 30_000),
    createdAt: iso(createdAt),
    updatedAt: iso(createdAt),
  };
}

/** An enquiry (a booked viewing for some) as a deal at its stage. */
function enquiry(p, rand, createdAt, listing, agents, now, slots) {
  const [stage] = rand.weighted(STAGES);
  const viewing = stage === 'viewing-booked' || (stage !== 'new' && rand.next() < 0.2);
  const assignee = rand.next() < 0.97 ? rand.pick(agents) : null;
  const answeredAfter = (5 + rand.int(60 * 24)) * 60_000;
  const answered = stage !== 'new' ? Math.min(now, createdAt + answeredAfter) : null;
  const changed = stage === 'new' ? null : Math.min(now, (answered ?? createdAt) + rand.int(30) * DAY);
  // An agent holds each day and time once (the viewings' unique index): the next free one.
  let day = new Date(createdAt + (2 + rand.int(12)) * DAY);
  let time = rand.pick(SLOTS);
  if (viewing && assignee)
    for (let tries = 0; slots.has(`${assignee}|${day.toISOString().slice(0, 10)}|${time}`); tries += 1) {
      time = SLOTS[(SLOTS.indexOf(time) + 1) % SLOTS.length];
      if (tries % SLOTS.length === SLOTS.length - 1) day = new Date(day.getTime() + DAY);
    }
  if (viewing && assignee) slots.add(`${assignee}|${day.toISOString().slice(0, 10)}|${time}`);
  return {
    documentId: documentId(),
    fname: p.fname,
    lname: p.lname,
    email: p.email,
    phone: p.phone,
    message: viewing
      ? `I would like to view this home (Dubai time).`
      : `Hello, I am interested in ${listing ? listing.title : 'a home in Dubai'}. Please call me.`,
    listingId: listing?.documentId ?? null,
    listingSlug: listing?.slug ?? null,
    listingReference: listing?.referenceNumber ?? null,
    listingTitle: listing?.title ?? null,
    viewingDate: viewing ? day.toISOString().slice(0, 10) : null,
    viewingTime: viewing ? time : null,
    viewingStatus: viewing ? (stage === 'viewing-booked' ? 'requested' : 'confirmed') : null,
    viewingSequence: 0,
    stage,
    lostReason: stage === 'lost' ? rand.pick(LOST_REASONS) : null,
    assigneeUserId: assignee,
    assignedAt: assignee ? iso(createdAt + 1000) : null,
    stageChangedAt: changed ? iso(changed) : null,
    firstResponseAt: answered ? iso(answered) : null,
    handled: stage !== 'new',
    handledAt: answered ? iso(answered) : null,
    agencyMailSentAt: iso(createdAt + 30_000),
    contactId: p.documentId,
    ...withSource(origin(rand, createdAt, listing)),
  };
}

/** An enquiry's origin with the source, medium and campaign the reports group by. */
function withSource(o) {
  return { ...o, ...sourceFields(o.utm, o.pageURL) };
}

function startNow(p, rand, createdAt) {
  return {
    documentId: documentId(),
    fname: p.fname,
    lname: p.lname,
    email: p.email,
    phone: p.phone,
    message: 'Looking for a sea-view home for my family.',
    purpose: rand.pick(['Buy to live', 'Invest']),
    propertyType: rand.pick(['Apartment', 'Villa', 'Penthouse']),
    community: rand.pick(['Palm Jumeirah', 'Dubai Marina', 'Downtown Dubai', 'Emaar Beachfront']),
    budget: rand.pick(['AED 2M - 5M', 'AED 5M - 10M', 'AED 10M+']),
    timeline: rand.pick(['Now', '3 months', '6 months']),
    handled: rand.next() < 0.7,
    contactId: p.documentId,
    ...origin(rand, createdAt, null),
  };
}

function subscriber(p, rand, createdAt) {
  const o = origin(rand, createdAt, null);
  return {
    documentId: documentId(),
    email: p.email,
    pageURL: o.pageURL,
    utm: o.utm,
    ipHash: o.ipHash,
    subscribeCount: 1,
    mailStatus: 'sent',
    mailAttempts: 1,
    mailSentAt: o.mailSentAt,
    contactId: p.documentId,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

async function count(strapi) {
  const where = { email: { $endsWith: DOMAIN } };
  const [e, s, n] = await Promise.all(
    [UID.enquiry, UID.startNow, UID.subscriber].map((uid) => strapi.db.query(uid).count({ where })),
  );
  return Number(e) + Number(s) + Number(n);
}

/**
 * Tops the synthetic leads up to `total`. Lead n belongs to person floor(n * 0.6): the people are
 * made in the same order on every run, so a top-up continues where the last run stopped.
 */
async function seedSyntheticLeads(strapi, { total, log }) {
  const existing = await count(strapi);
  if (existing >= total) {
    log(`Synthetic leads: ${existing} exist already (asked for ${total}); nothing to add`);
    return;
  }
  const agents = await ensureAgents(strapi, log);
  const listings = await listingPool(strapi);
  const now = Date.now();
  const started = now;
  log(`Synthetic leads: ${existing} exist, adding ${total - existing} in transactions of ${CHUNK}`);
  const people = new Map();
  const personAt = (index) => {
    if (!people.has(index)) people.set(index, person(index, generator(index + 1)));
    return people.get(index);
  };
  // The contacts already stored are found again by their e-mail key.
  const known = new Map(
    (
      await strapi.db
        .query(UID.contact)
        .findMany({ where: { email: { $endsWith: DOMAIN } }, select: ['documentId', 'email'] })
    ).map((c) => [c.email, c.documentId]),
  );
  // The agents' booked slots, those already stored included.
  const slots = new Set(
    (
      await strapi.db.query(UID.enquiry).findMany({
        where: { viewingDate: { $notNull: true }, assigneeUserId: { $notNull: true } },
        select: ['assigneeUserId', 'viewingDate', 'viewingTime'],
      })
    ).map((r) => `${r.assigneeUserId}|${r.viewingDate}|${r.viewingTime}`),
  );
  let n = existing;
  while (n < total) {
    const size = Math.min(CHUNK, total - n);
    const rows = { enquiry: [], startNow: [], subscriber: [], contact: [], contactKey: [] };
    for (let i = n; i < n + size; i += 1) {
      const rand = generator(1000 + i);
      const p = personAt(Math.floor(i * 0.6));
      // Newer leads are more frequent: an agency's traffic grows.
      const age = Math.floor(SPAN_DAYS * rand.next() ** 1.6);
      const createdAt = now - age * DAY - rand.int(DAY);
      if (!known.has(p.email)) {
        known.set(p.email, p.documentId);
        rows.contact.push({
          documentId: p.documentId,
          name: `${p.fname} ${p.lname}`,
          email: p.email,
          phone: p.phone,
          lastActivityAt: iso(createdAt),
          search: `${p.fname} ${p.lname} ${p.email} ${p.phone}`.toLowerCase(),
          createdAt: iso(createdAt),
          updatedAt: iso(createdAt),
        });
        rows.contactKey.push(
          { documentId: documentId(), key: `email:${p.email}`, contactId: p.documentId },
          { documentId: documentId(), key: `phone:${p.phone}`, contactId: p.documentId },
        );
      }
      const linked = { ...p, documentId: known.get(p.email) };
      const kind = rand.next();
      if (kind < 0.86)
        rows.enquiry.push(
          enquiry(linked, rand, createdAt, listings.length ? rand.pick(listings) : null, agents, now, slots),
        );
      else if (kind < 0.94) rows.startNow.push(startNow(linked, rand, createdAt));
      else if (!rows.subscriber.some((s) => s.email === p.email))
        rows.subscriber.push(subscriber(linked, rand, createdAt));
      else rows.enquiry.push(enquiry(linked, rand, createdAt, null, agents, now, slots));
    }
    await insertChunk(strapi, rows);
    n += size;
    if (n % 10_000 < CHUNK || n === total)
      log(`  ${n}/${total} (${Math.round((n - existing) / ((Date.now() - started) / 1000))} per second)`);
  }
  const seconds = (Date.now() - started) / 1000;
  log(`Synthetic leads: ${total - existing} added in ${seconds.toFixed(1)} s`);
}

/** One transaction per chunk; a subscriber whose address is already stored is skipped. */
async function insertChunk(strapi, rows) {
  const taken = new Set(
    rows.subscriber.length
      ? (
          await strapi.db
            .query(UID.subscriber)
            .findMany({ where: { email: { $in: rows.subscriber.map((s) => s.email) } }, select: ['email'] })
        ).map((s) => s.email)
      : [],
  );
  const subscribers = rows.subscriber.filter((s) => !taken.has(s.email));
  await strapi.db.transaction(async () => {
    for (const [uid, data] of [
      [UID.contact, rows.contact],
      [UID.contactKey, rows.contactKey],
      [UID.enquiry, rows.enquiry],
      [UID.startNow, rows.startNow],
      [UID.subscriber, subscribers],
    ])
      if (data.length) await strapi.db.query(uid).createMany({ data });
  });
}

module.exports = { seedSyntheticLeads, SYNTHETIC_LEADS_DOMAIN: DOMAIN };
