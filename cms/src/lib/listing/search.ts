import { COUNTRY_NAMES, LIST_DEFAULT_LIMIT, type PropertyPlace } from '@estate/contract';
import { currentContentVersion } from '../cache/content-version';
import { runPageAndTotal } from '../read/compiled-lists';
import { typeOf, type ParsedPropertyFilter } from '../read/filters';
import { rowsOf, withConnection } from '../read/row-loader';
import type { KeptForm } from '../read/compiled-lists';
import { PROPERTY_UID } from './listing';
import { keywordIsRare, placeGroupsStatement, searchStatements } from './search-sql';

/*
 * The public property search at 100,000 listings (docs/decisions/0089): a page of a search and its
 * total from the SQL of search-sql (the public search indexes alone), and the search's places
 * counted from one grouped walk per content version.
 */

export interface SearchPage {
  ids: number[];
  /** Every match; with countUpTo, at most countUpTo (see lowerBound). */
  total: number;
  /** More than countUpTo matched: `total` is countUpTo, a lower bound. */
  lowerBound: boolean;
  /** PostgreSQL: the page's stored forms, read in the same statement. */
  forms?: Map<number, KeptForm>;
}

/**
 * One page of a public search and its total; `formsTable`, as compiled-lists' pageAndTotal takes
 * it. `located` keeps the listings with a position only (the map's markers), `limit` overrides the
 * filter's own.
 */
export async function searchPage(
  f: ParsedPropertyFilter,
  formsTable?: string,
  { located = false, limit = f.limit ?? LIST_DEFAULT_LIMIT }: { located?: boolean; limit?: number } = {},
): Promise<SearchPage> {
  const offset = located ? 0 : (f.offset ?? 0);
  const countUpTo = f.countUpTo ?? undefined;
  const rareKeyword = await keywordIsRare(f);
  const { page, count } = searchStatements(f, { limit, offset, countUpTo, rareKeyword, located });
  const found = await runPageAndTotal(PROPERTY_UID, page, count, formsTable);
  if (countUpTo !== undefined && found.total > countUpTo) return { ...found, total: countUpTo, lowerBound: true };
  return { ...found, lowerBound: false };
}

/* ------------------------------------------------------------------ the places */

interface PlaceGroup {
  country: string | null;
  location: string | null;
  type: string | null;
  n: number;
  newest: number;
}

const time = (v: unknown): number => {
  if (v === null || v === undefined) return 0;
  const t =
    v instanceof Date
      ? v.getTime()
      : typeof v === 'number'
        ? v
        : /^\d+$/.test(String(v))
          ? Number(v)
          : Date.parse(String(v));
  return Number.isFinite(t) ? t : 0;
};

/** The groups of one content version (which also turns when a permit runs out), built once however many ask. */
let kept: { version: string; groups: Promise<PlaceGroup[]> } | null = null;

async function placeGroups(): Promise<PlaceGroup[]> {
  const version = await currentContentVersion();
  if (kept?.version === version) return kept.groups;
  const statement = placeGroupsStatement();
  const groups = withConnection(async (knex) =>
    rowsOf(await knex.raw(statement.sql, statement.bindings as never[])).map((r) => ({
      country: r.country === null || r.country === undefined ? null : String(r.country),
      location: r.location === null || r.location === undefined ? null : String(r.location),
      type: r.type === null || r.type === undefined ? null : String(r.type),
      n: Number(r.n),
      newest: time(r.newest),
    })),
  );
  const entry = { version, groups };
  kept = entry;
  // A failed walk is not kept: the next request tries again.
  groups.catch(() => {
    if (kept === entry) kept = null;
  });
  return groups;
}

/**
 * The database's case folding of the `$eqi` the filter route compares places with: SQLite's LOWER
 * folds the 26 ASCII letters only, PostgreSQL's every letter.
 */
const folder = () =>
  strapi.db.dialect.client === 'postgres'
    ? (s: string) => s.toLowerCase()
    : (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * The places of the search's country choice with public homes (of `propertyType` when asked), each
 * with the number of homes the filter route finds for it (its country matches the listing's
 * country or location), in the configured country order. The names are the distinct trimmed
 * countries of public listings, one per case-insensitive spelling (the newest listing's), as the
 * distinct-values walk gives them; the counts are sums over the groups, with the database's folding.
 */
export async function searchPlaces(propertyType?: string): Promise<PropertyPlace[]> {
  const type = typeOf(propertyType);
  const groups = await placeGroups();
  // The names: trimmed countries, newest first, the newest spelling of each.
  const newest = new Map<string, number>();
  for (const g of groups) {
    if (g.country === null) continue;
    newest.set(g.country, Math.max(newest.get(g.country) ?? 0, g.newest));
  }
  const spelled = [...newest]
    .map(([value, at]) => ({ value: value.trim(), at }))
    .filter((v) => v.value !== '')
    .sort((a, b) => b.at - a.at || a.value.localeCompare(b.value));
  const names = new Map<string, string>();
  for (const { value } of spelled) if (!names.has(value.toLowerCase())) names.set(value.toLowerCase(), value);

  const fold = folder();
  const counts = new Map<string, number>();
  const byFolded = new Map<string, string[]>();
  for (const name of names.values()) {
    counts.set(name, 0);
    const key = fold(name);
    byFolded.set(key, [...(byFolded.get(key) ?? []), name]);
  }
  for (const g of groups) {
    if (type && g.type !== type) continue;
    // Each name the group's country or location equals counts the group once.
    const matched = new Set([
      ...(g.country !== null ? (byFolded.get(fold(g.country)) ?? []) : []),
      ...(g.location !== null ? (byFolded.get(fold(g.location)) ?? []) : []),
    ]);
    for (const name of matched) counts.set(name, counts.get(name)! + g.n);
  }
  const order = (name: string) => {
    const i = (COUNTRY_NAMES as readonly string[]).indexOf(name);
    return i < 0 ? COUNTRY_NAMES.length : i;
  };
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .filter((p) => p.count > 0)
    .sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}
