import type { Core } from '@strapi/strapi';
import { COUNTRY_NAMES, PROPERTY_TYPES, canonicalCountry, canonicalPropertyType } from '@estate/contract';

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
      const attribute = strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes?.[field] as
        { type?: string; enum?: string[] } | undefined;
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

/** The contract's bounds on tags (contract/src/schemas.ts), held for every door. */
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 100;

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
