import type { Core } from '@strapi/strapi';
import { MAX_TAGS, MAX_TAG_LENGTH } from './tag-limits';
import {
  COUNTRY_NAMES,
  LTV_RULE,
  PROPERTY_TYPES,
  canonicalCountry,
  canonicalPropertyType,
  isUnder,
  routeForm,
} from '@estate/contract';

/**
 * Fields the Strapi panel must not let a power user break: countries and property types are
 * enumerations of the contract's lists (the schema.json files carry the same lists, checked at
 * start), area tags are a list of text whoever saves them, and values stored before those rules
 * are normalised once at start without losing any.
 */

/** The types that store a country, and those that store a property type. */
export const COUNTRY_TYPES = ['api::property.property', 'api::development.development', 'api::area.area'] as const;
const PROPERTY_TYPE_TYPES = ['api::property.property'] as const;

/** Spellings found in data entered by hand before the country became an enumeration. */
const COUNTRY_ALIASES: Record<string, string> = {
  uae: 'United Arab Emirates',
  'u.a.e.': 'United Arab Emirates',
  'u.a.e': 'United Arab Emirates',
  emirates: 'United Arab Emirates',
  uk: 'United Kingdom',
  'u.k.': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  usa: 'United States',
  'u.s.a.': 'United States',
  us: 'United States',
  'united states of america': 'United States',
};

const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  !!a && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The enumerations in the schema.json files are the contract's lists: a list changed in one place
 * only stops the start here, naming the type and the field.
 */
export function assertPanelEnums(strapi: Core.Strapi): void {
  const check = (uids: readonly string[], field: string, values: readonly string[]) => {
    for (const uid of uids) {
      const attributes = strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes as
        Record<string, { type?: string; enum?: string[] } | undefined> | undefined;
      const attribute = attributes?.[field];
      if (attribute?.type !== 'enumeration' || !sameList(attribute.enum, values)) {
        throw new Error(
          `${uid}.${field}: the schema.json enumeration must list the contract's values in order (contract/src)`,
        );
      }
    }
  };
  check(COUNTRY_TYPES, 'country', COUNTRY_NAMES);
  check(PROPERTY_TYPE_TYPES, 'propertyType', PROPERTY_TYPES);
}

/** The configured spelling of a stored country, '' for blank, or undefined when it matches none. */
export function normalCountry(value: string): string | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return canonicalCountry(trimmed) ?? COUNTRY_ALIASES[trimmed.toLowerCase()];
}

/** Tags as stored: a list of non-empty trimmed texts, or undefined when the value is not one. */
export function normalTags(value: unknown): string[] | null | undefined {
  if (value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_TAGS) return undefined;
  const tags: string[] = [];
  for (const tag of value) {
    if (typeof tag !== 'string' || tag.trim() === '' || tag.trim().length > MAX_TAG_LENGTH) return undefined;
    tags.push(tag.trim());
  }
  return tags;
}

/** The tags of a value stored before the rule: a list, JSON text or comma-separated text. */
function storedTags(value: unknown): string[] | undefined {
  let list = value;
  for (let depth = 0; typeof list === 'string' && depth < 3; depth += 1) {
    // JSON text (a list, or a quoted text as a JSON editor stores it) or comma-separated text.
    const text = list.trim();
    if (text.startsWith('[') || text.startsWith('"')) {
      try {
        list = JSON.parse(text);
      } catch {
        return undefined;
      }
    } else list = text.split(',');
  }
  if (!Array.isArray(list)) return undefined;
  if (list.some((t) => typeof t !== 'string' && typeof t !== 'number')) return undefined;
  return list.map((t) => String(t).trim()).filter(Boolean);
}

/**
 * Values stored before the panel's inputs were restricted: countries in another case or an alias
 * take the configured spelling, property types their canonical case, tags held as text or with
 * blank entries become a clean list. A value that matches nothing is kept as it is (never lost) and
 * named in the log, so an editor can choose the right one in the panel.
 */
export async function normaliseStoredValues(strapi: Core.Strapi): Promise<number> {
  let changed = 0;
  for (const uid of COUNTRY_TYPES) {
    const rows = (await strapi.db.query(uid).findMany({
      where: { country: { $notNull: true, $notIn: [...COUNTRY_NAMES] } },
      select: ['id', 'country'],
    })) as Array<{ id: number; country: string }>;
    for (const row of rows) {
      const country = normalCountry(row.country);
      if (country === undefined) {
        strapi.log.warn(
          `${uid} ${row.id}: country "${row.country}" is not a configured country; choose one in the panel`,
        );
        continue;
      }
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { country } });
      changed += 1;
    }
  }
  for (const uid of PROPERTY_TYPE_TYPES) {
    const rows = (await strapi.db.query(uid).findMany({
      where: { propertyType: { $notNull: true, $notIn: [...PROPERTY_TYPES] } },
      select: ['id', 'propertyType'],
    })) as Array<{ id: number; propertyType: string }>;
    for (const row of rows) {
      const type = row.propertyType.trim() === '' ? null : canonicalPropertyType(row.propertyType);
      if (type === undefined) {
        strapi.log.warn(`${uid} ${row.id}: propertyType "${row.propertyType}" is not a property type; choose one`);
        continue;
      }
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { propertyType: type } });
      changed += 1;
    }
  }
  const areas = (await strapi.db.query('api::area.area').findMany({ select: ['id', 'tags'] })) as Array<{
    id: number;
    tags: unknown;
  }>;
  for (const area of areas) {
    if (area.tags === null || area.tags === undefined) continue;
    const clean = normalTags(area.tags);
    if (clean && JSON.stringify(clean) === JSON.stringify(area.tags)) continue;
    const tags = clean ?? storedTags(area.tags);
    if (tags === undefined) {
      strapi.log.warn(`api::area.area ${area.id}: tags ${JSON.stringify(area.tags)} are not a list of text; kept`);
      continue;
    }
    await strapi.db.query('api::area.area').update({ where: { id: area.id }, data: { tags } });
    changed += 1;
  }
  if (changed) strapi.log.info(`panel fields: ${changed} stored values normalised`);
  return changed;
}

/* ------------------------------------------------------------ derived and internal fields */

const LEAD_MAIL_FIELDS = [
  'mailStatus',
  'mailAttempts',
  'mailLastError',
  'mailNextAttemptAt',
  'mailSentAt',
  'mailLockedUntil',
] as const;
const PLACE_FIELDS = ['latitude', 'longitude', 'geocodedLocation'] as const;
/** The contact a lead is linked to when it is stored (docs/decisions/0066). */
const LEAD_CONTACT_FIELD = 'contactId';

/**
 * Fields the server keeps: derived on save (prices, coordinates, the geocoded location) or the
 * outbox's own (a lead's mail state and lock). Read-only in the panel, and a value typed through
 * Strapi's own REST API or the panel never sticks.
 */
export const SERVER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::property.property': ['priceAed', 'priceEur', ...PLACE_FIELDS, 'referenceNumber', 'statusRank'],
  'api::development.development': ['dPriceAed', 'dPriceEur', ...PLACE_FIELDS],
  'api::area.area': PLACE_FIELDS,
  // An enquiry from a listing is mailed to the agency and to the listing's agent, each recorded.
  'api::enquiry.enquiry': [...LEAD_MAIL_FIELDS, 'agencyMailSentAt', 'agentMailSentAt', LEAD_CONTACT_FIELD],
  'api::start-now-enquiry.start-now-enquiry': [...LEAD_MAIL_FIELDS, LEAD_CONTACT_FIELD],
  'api::subscriber.subscriber': [...LEAD_MAIL_FIELDS, LEAD_CONTACT_FIELD],
  // A saved search's opt-in, tokens and digest bookkeeping are the server's (docs/decisions/0039).
  'api::saved-search.saved-search': [
    ...LEAD_MAIL_FIELDS,
    LEAD_CONTACT_FIELD,
    'status',
    'confirmedAt',
    'unsubscribedAt',
    'confirmTokenHash',
    'unsubscribeTokenHash',
    'checkedUntil',
    'sentListingIds',
    'lastDigestAt',
    'lastDigestListings',
    'digestCount',
  ],
  'api::saved-search.saved-search-digest': [...LEAD_MAIL_FIELDS, 'searchId', 'email', 'listings', 'total'],
};
const LEAD_TYPES = new Set([
  'api::enquiry.enquiry',
  'api::start-now-enquiry.start-now-enquiry',
  'api::subscriber.subscriber',
  'api::saved-search.saved-search',
  'api::saved-search.saved-search-digest',
]);

/**
 * Which door a save comes through: the contract's routes (under /api/admin), Strapi's own (its
 * REST API and the panel's content-manager: every other HTTP path), or none (start-up, the
 * outbox, scripts).
 */
export function saveDoor(): 'contract' | 'strapi' | 'internal' {
  const ctx = strapi.requestContext.get() as { path?: string } | undefined;
  if (!ctx?.path) return 'internal';
  const prefix = (strapi.config.get('api.rest.prefix', '/api') as string).replace(/\/$/, '');
  return isUnder(routeForm(ctx.path), routeForm(`${prefix}/admin`)) ? 'contract' : 'strapi';
}

/**
 * Drops what a save through Strapi's own doors says about the server's fields (the save hook then
 * derives them as usual). The contract's own door keeps hand-set coordinates (its staff form).
 */
export function dropServerFields(uid: string, data: Record<string, unknown>): void {
  if ('geocodedLocation' in data) delete data.geocodedLocation; // always the save hook's
  if (saveDoor() !== 'strapi') return;
  for (const field of SERVER_FIELDS[uid] ?? []) delete data[field];
}

/** A lead's mail state is the outbox's: Strapi's REST API and the panel cannot set it. */
export function registerLeadGuard(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (LEAD_TYPES.has(context.uid) && (context.action === 'create' || context.action === 'update')) {
      const params = context.params as { data?: Record<string, unknown> };
      if (params.data && saveDoor() === 'strapi') {
        params.data = { ...params.data };
        for (const field of SERVER_FIELDS[context.uid] ?? LEAD_MAIL_FIELDS) delete params.data[field];
      }
    }
    return next();
  });
}

/* ------------------------------------------------------------ the panel's edit view */

const FULL_WIDTH_NOTE =
  'Shows this listing full width on the home page. Only one can be set: saving it on this one un-flags the one that has it now.';
const SERVER_FIELD_NOTE = 'Computed by the server on save (read-only).';
const LEAD_MAIL_NOTE = 'Kept by the mail outbox (read-only).';
const LEAD_CONTACT_NOTE = 'The contact this lead is linked to (read-only; contacts are merged in the staff area).';
const BUYING_COSTS_NOTE = `The listing calculator's constants, over the 2026 defaults. Loan-to-value limits follow the ${LTV_RULE} (first home up to AED 5M: expatriates 80%, nationals 85%; above: 70%, 75%; later homes 60%, 65%; off-plan 50%). Also the DLD fees, the bank's arrangement fee (up to 1% of the loan + VAT), insurance and Oqood registration. Rates are fractions (0.8 is 80%); easier in the staff area's Settings.`;

interface FieldMeta {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}
interface PanelConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMeta>;
  layouts: Record<string, unknown>;
}
interface ContentTypesService {
  findContentType(uid: string): { uid: string } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<PanelConfiguration>;
  updateConfiguration(contentType: { uid: string }, configuration: PanelConfiguration): Promise<unknown>;
}

/** What the panel's edit view says about each field we set: read-only notes and descriptions. */
function panelEdits(uid: string): Record<string, Record<string, unknown>> {
  const edits: Record<string, Record<string, unknown>> = {};
  for (const field of SERVER_FIELDS[uid] ?? []) {
    const note =
      field === LEAD_CONTACT_FIELD ? LEAD_CONTACT_NOTE : LEAD_TYPES.has(uid) ? LEAD_MAIL_NOTE : SERVER_FIELD_NOTE;
    edits[field] = { editable: false, description: note };
  }
  if (uid === 'api::property.property' || uid === 'api::development.development') {
    edits.isFullWidthFeatured = { description: FULL_WIDTH_NOTE };
  }
  if (uid === 'api::setting.setting') edits.buyingCosts = { description: BUYING_COSTS_NOTE };
  return edits;
}

/**
 * The content-manager's configuration of our types, applied at every start (after the
 * content-manager synced it): the server's fields read-only, the full-width flag and the calculator's
 * constants explained, the Instagram set named by its name.
 */
export async function configurePanel(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager')?.service('content-types') as ContentTypesService | undefined;
  if (!service) return;
  const uids = [...Object.keys(SERVER_FIELDS), 'api::insta.insta', 'api::setting.setting'];
  for (const uid of uids) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const configuration = await service.findConfiguration(contentType);
    const before = JSON.stringify(configuration);
    for (const [field, edit] of Object.entries(panelEdits(uid))) {
      const meta = configuration.metadatas[field];
      if (meta) meta.edit = { ...meta.edit, ...edit };
    }
    if (uid === 'api::insta.insta') configuration.settings = { ...configuration.settings, mainField: 'name' };
    if (JSON.stringify(configuration) === before) continue;
    const { settings, metadatas, layouts } = configuration;
    await service.updateConfiguration(contentType, { settings, metadatas, layouts });
  }
  // The Instagram set stored before it had a name.
  await strapi.db.query('api::insta.insta').updateMany({ where: { name: null }, data: { name: 'Instagram set' } });
}
