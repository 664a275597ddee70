import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { assertSafeToStart, DEMO_PASSWORDS } from './lib/auth/auth-env';
import { installDbRetry } from './lib/database/db-retry';
import { boundImageThreads } from './lib/uploads/images';
import { ensureLeadSearchIndexes, ensureSubscriberEmailIndex } from './lib/leads/leads';
import { preparePipeline } from './lib/leads/pipeline';
import { startDealSweep, stopDealSweep } from './lib/leads/deal-sweep';
import { prepareReports } from './lib/reports/sources';
import { prepareViewings } from './lib/leads/viewings';
import { ensureContactIndexes, linkUnlinkedLeads, startContactSweep, stopContactSweep } from './lib/leads/contacts';
import { ensurePublicListingIndexes } from './lib/listing/public-indexes';
import { ensureStaffListIndexes } from './lib/listing/staff-lists';
import { ensureSitemapIndexes } from './lib/read/sitemap-entries';
import { limits } from './lib/uploads/limits';
import { ensureReferenceIndexes, prepareListings } from './lib/listing/listing-start';
import { bumpAfterCommit } from './lib/cache/content-version';
import { parseMultipartAfterAuth } from './lib/uploads/multipart';
import { startDbMaintenance, stopDbMaintenance } from './lib/database/db-maintenance';
import { startOutbox, stopOutbox } from './lib/mail/outbox';
import { startAlerts, stopAlerts } from './lib/leads/saved-searches';
import { ensurePermitReminderIndex, startPermitReminders, stopPermitReminders } from './lib/listing/permit-reminders';
import { attachQueryCounter } from './lib/database/query-stats';
import { assertPanelEnums, configurePanel, normaliseStoredValues, registerLeadGuard } from './lib/save/panel-fields';
import { installBodyParser } from './lib/http/request-body';
import { registerSaveHooks } from './lib/save/save-hooks';
import { registerAuditTrail } from './lib/audit/trail';
import { startAuditRetention, stopAuditRetention } from './lib/audit/retention';
import { precomputeSecurityHeaders } from './lib/http/security-headers';
import { skipUnheardEntryEvents } from './lib/save/entry-events';
import { registerSessionRevocation } from './lib/auth/sessions';
import { preparePasswordChecks } from './lib/auth/passwords';
import { registerLastAdministratorGuard } from './lib/auth/last-administrator';
import { ensureStaffRoles, isStaffRoleType } from './lib/auth/roles';
import { closeStore, connectStore } from './lib/cache/store';
import { storeConfig } from './lib/cache/store-config';
import { registerFormClearing } from './lib/read/stored-forms';
import { ensureTaskIndexes } from './lib/tasks/links';
import { startTaskDigest, stopTaskDigest } from './lib/tasks/digest';
import { checkStrapiInternals } from './lib/database/strapi-internals';
import { assertTranslatedFields, ensureContentLocales } from './lib/translations/translation-schema';

const USER_UID = 'plugin::users-permissions.user';

/** A first staff user from STAFF_USERNAME / STAFF_EMAIL / STAFF_PASSWORD, when set and absent. */
async function ensureBootstrapStaff(strapi: Core.Strapi, roleId: number): Promise<void> {
  const username = process.env.STAFF_USERNAME;
  const email = process.env.STAFF_EMAIL;
  const password = process.env.STAFF_PASSWORD;
  if (!username || !email || !password) return;
  const exists = (await strapi.db.query(USER_UID).findOne({
    where: { $or: [{ username }, { email: email.toLowerCase() }] },
    select: ['id', 'password'],
  })) as { id: number; password?: string } | null;
  if (exists) {
    await replaceDemoPassword(strapi, exists, password);
    return;
  }
  await strapi.plugin('users-permissions').service('user').add({
    username,
    email: email.toLowerCase(),
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: roleId,
  });
  await rememberConfiguredHash(USER_UID, { username }, password);
  strapi.log.info(`staff user ${username} created`);
}

/**
 * Stored hashes already found not to be a demo password, by their SHA-256: each check is a bcrypt
 * comparison per demo password (about 0.2 s of CPU each), paid again at every start otherwise.
 * A changed password is a new hash, checked once.
 */
const CHECKED_HASHES = { type: 'core', name: 'estate', key: 'hashes-not-demo' } as const;

const checkedHashes = () => strapi.store({ type: CHECKED_HASHES.type, name: CHECKED_HASHES.name });
const digestOf = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** Records a stored hash as not a demo password's. */
async function rememberNotDemo(hash: string, checked?: string[]) {
  const store = checkedHashes();
  const known = checked ?? (((await store.get({ key: CHECKED_HASHES.key })) ?? []) as string[]);
  // The staff user's and the panel administrator's: a few entries, the latest kept.
  await store.set({ key: CHECKED_HASHES.key, value: [digestOf(hash), ...known].slice(0, 8) });
}

/**
 * The stored hash of an account this start just gave a configured password that is not a demo
 * one: known not to be a demo password's without comparing, so the next start does not compare.
 */
async function rememberConfiguredHash(uid: string, where: Record<string, unknown>, password: string) {
  if (DEMO_PASSWORDS.includes(password)) return;
  const row = (await strapi.db.query(uid).findOne({ where, select: ['password'] })) as { password?: string } | null;
  if (row?.password) await rememberNotDemo(row.password);
}

/** True when a stored bcrypt hash is one of the published demo passwords. */
async function isDemoHash(hash: string | undefined, compare: (plain: string, hash: string) => Promise<boolean>) {
  if (!hash) return false;
  const checked = ((await checkedHashes().get({ key: CHECKED_HASHES.key })) ?? []) as string[];
  if (checked.includes(digestOf(hash))) return false;
  for (const demo of DEMO_PASSWORDS) if (await compare(demo, hash)) return true;
  await rememberNotDemo(hash, checked);
  return false;
}

/**
 * A bootstrap staff user created by an earlier version still signs in with the published demo
 * password: it takes the configured one (which `npm start` has generated), so upgrading a
 * database never leaves that password live.
 */
async function replaceDemoPassword(strapi: Core.Strapi, user: { id: number; password?: string }, password: string) {
  if (DEMO_PASSWORDS.includes(password)) return;
  const users = strapi.plugin('users-permissions').service('user');
  if (!(await isDemoHash(user.password, (plain, hash) => users.validatePassword(plain, hash)))) return;
  await users.edit(user.id, { password });
  await rememberConfiguredHash(USER_UID, { id: user.id }, password);
  strapi.log.warn('staff user: the demo password was replaced by STAFF_PASSWORD');
}

/**
 * The first Strapi panel administrator (power users) from STRAPI_ADMIN_EMAIL / _PASSWORD, when
 * set and no administrator exists yet; otherwise the panel asks for one on its first visit.
 */
async function ensurePanelAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) {
    // An administrator an earlier version created with the demo password takes the configured one.
    const admin = (await strapi.db.query('admin::user').findOne({
      where: { email: email.toLowerCase() },
      select: ['id', 'password'],
    })) as { id: number; password?: string } | null;
    const auth = strapi.service('admin::auth');
    if (admin && !DEMO_PASSWORDS.includes(password)) {
      if (await isDemoHash(admin.password, (plain, hash) => auth.validatePassword(plain, hash))) {
        await users.updateById(admin.id, { password });
        await rememberConfiguredHash('admin::user', { id: admin.id }, password);
        strapi.log.warn('Strapi panel administrator: the demo password was replaced by STRAPI_ADMIN_PASSWORD');
      }
    }
    return;
  }
  await users.createFirstAdmin({
    email: email.toLowerCase(),
    password,
    firstname: 'Estate',
    lastname: 'Administrator',
  });
  await rememberConfiguredHash('admin::user', { email: email.toLowerCase() }, password);
  strapi.log.info(`Strapi panel administrator ${email} created`);
}

/**
 * The panel's users-permissions settings say what the site does: there is no public sign-up (its
 * route is gone, src/extensions/users-permissions), accounts are made by staff.
 */
async function applyRegistrationPolicy(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false)
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

/**
 * Leads stored before contacts existed (or whose linking failed) are linked now, before the first
 * request: idempotent, so every start runs it and finds nothing to do once done. A failure costs
 * the contacts of those leads until the next start, never the start itself.
 */
async function linkContactsOfEarlierLeads(strapi: Core.Strapi): Promise<void> {
  try {
    await linkUnlinkedLeads();
  } catch (error) {
    strapi.log.error(`contacts: earlier leads could not all be linked: ${(error as Error).message}`);
  }
}

/**
 * Strapi makes no responsive formats of an upload (its media library's thumbnail only): the site
 * serves every image through the web server's /img, resized and encoded for the browser
 * (web/server/images.ts), and never reads Strapi's formats, which cost each upload four resizes.
 * The panel's Media Library setting for them is reset at every start.
 */
async function skipResponsiveFormats(strapi: Core.Strapi): Promise<void> {
  const upload = strapi.plugin('upload').service('upload') as {
    getSettings(): Promise<Record<string, unknown> | null>;
    setSettings(value: Record<string, unknown>): Promise<unknown>;
  };
  const settings = (await upload.getSettings()) ?? {};
  if (settings.responsiveDimensions !== false) await upload.setSettings({ ...settings, responsiveDimensions: false });
}

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before anything is stored: no demo password or unfilled secret runs in production.
    assertSafeToStart();
    // Bad store, cache, limit or proxy settings stop the start here, naming the variable.
    storeConfig();
    // The post body's HTML editor in the panel (src/admin/app.ts); stored as richtext, a text column.
    strapi.customFields.register({ name: 'html', type: 'richtext' });
    // An area's tags as a list of texts in the panel (src/admin/tag-list.tsx); stored as json, a list.
    strapi.customFields.register({ name: 'tags', type: 'json' });
    // The panel's country and property-type inputs list exactly the contract's values.
    assertPanelEnums(strapi);
    // The translated texts of each kind are the contract's (lib/translations).
    assertTranslatedFields();
    registerSaveHooks(strapi);
    // Every write, from every door, in the audit trail: inside the save's transaction (lib/audit/trail).
    registerAuditTrail(strapi);
    // Strapi's announcement of each write loads the entry again only when something listens (webhooks).
    skipUnheardEntryEvents(strapi);
    registerLeadGuard(strapi);
    // The last active administrator stays one when users are changed in the panel or by API token.
    registerLastAdministratorGuard(strapi);
    // Types whose answers are kept as stored forms (resource specs with storedForms).
    registerFormClearing(strapi, ['api::property.property']);
    // Upload and image limits are read now: a bad value stops the start, naming the variable.
    limits();
    boundImageThreads();
    // Strapi's own routes that take files (media library, panel logos) parse them after their auth.
    parseMultipartAfterAuth(strapi);
    // strapi::security's headers and strapi::body's parser built once, not per request.
    precomputeSecurityHeaders(strapi);
    installBodyParser(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Lost PostgreSQL connections: reads run again, broken new connections are discarded.
    installDbRetry(strapi);
    attachQueryCounter();
    // The private shapes of Strapi's tables the code below relies on, checked before it uses them.
    await checkStrapiInternals();
    // Redis connected before the first request, not while it is being served.
    await connectStore();
    // A password change, blocking, demotion or deletion ends the user's sessions, whoever makes it.
    registerSessionRevocation(strapi, isStaffRoleType);
    // An unknown account's sign-in costs what a known one's does from the first request on.
    await preparePasswordChecks();
    const roles = await ensureStaffRoles();
    await ensureBootstrapStaff(strapi, roles.administrator);
    await applyRegistrationPolicy(strapi);
    await skipResponsiveFormats(strapi);
    await ensurePanelAdmin(strapi);
    // Strapi's locales of the site's languages; English the default (docs/decisions/0102).
    await ensureContentLocales();
    await ensureSubscriberEmailIndex();
    // Contacts (docs/decisions/0066): their indexes, and every lead stored before them linked to one.
    await ensureContactIndexes();
    // The inbox's search by trigram indexes on PostgreSQL (lib/leads/leads).
    await ensureLeadSearchIndexes();
    await linkContactsOfEarlierLeads(strapi);
    // The pipeline (docs/decisions/0068): its indexes, and a stage for every enquiry stored before it.
    await preparePipeline();
    // Notes and tasks (docs/decisions/0082): their indexes and the digests' unique key.
    await ensureTaskIndexes();
    // The reports (docs/decisions/0084): their indexes, and a source for every enquiry stored before them.
    await prepareReports();
    // The viewings calendar (docs/decisions/0083): one active viewing per member and slot.
    await prepareViewings();
    // The public orders of listings as index walks (lib/listing/public-indexes).
    await ensurePublicListingIndexes();
    // The staff's table of every listing's draft: its sorts and its search as index reads (lib/listing/staff-lists).
    await ensureStaffListIndexes();
    // The sitemap's keyset walk over published slugs, an index range a page (lib/read/sitemap-entries).
    await ensureSitemapIndexes();
    // Countries, property types and tags stored before the panel's inputs were restricted.
    await normaliseStoredValues(strapi);
    // Listings stored before references and statuses: numbered and marked available.
    if (await prepareListings()) bumpAfterCommit();
    await ensureReferenceIndexes();
    await ensurePermitReminderIndex();
    // The panel's edit view: the server's fields read-only, the full-width flag explained.
    await configurePanel(strapi);
    startOutbox();
    // Leads whose contact link failed when they were stored are linked a little later.
    startContactSweep();
    // Enquiries are assigned after their answer; those left waiting are assigned at start, soon
    // after a failure and every few minutes (docs/decisions/0068).
    startDealSweep();
    // Audit entries older than the settings' retention go, once an hour (lib/audit/retention).
    startAuditRetention();
    startAlerts();
    // Each member's morning digest of tasks and viewings (lib/tasks/digest).
    startTaskDigest();
    // The agents' mails 30 and 7 days before a permit expires, at start and hourly (docs/decisions/0086).
    startPermitReminders();
    // PostgreSQL without autovacuum: statistics and visibility maps kept up here (lib/database/db-maintenance).
    startDbMaintenance();
  },

  async destroy() {
    await stopContactSweep();
    await stopDealSweep();
    await stopDbMaintenance();
    await stopAlerts();
    await stopTaskDigest();
    await stopPermitReminders();
    await stopOutbox();
    stopAuditRetention();
    await closeStore();
  },
};
