/*
 * The queries of the list routes: paging and its limits, the search, sort and choice lists of the
 * staff's editable lists, and the public property and development searches. Kept apart from the
 * entity schemas because it needs none of them: they take their limits from here, and the saved
 * searches reuse the property search's fields without the rest of the contract.
 */
import { z } from 'zod';
import { CURRENCIES } from './currency.js';
import { amount, count } from './fields.js';
import { checkSearchRanges, propertySearchFields } from './search.js';
import { isTranslatedKind, LanguageQuerySchema } from './translations.js';

/* =============================================================================================
 * Constants of the content model
 * =========================================================================================== */

/** Public page size of listings (public spec §9). */
export const PAGE_SIZE = 20;
/** List routes answer at most this many items when no limit is asked for, and never more than the max. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;
/** Header that carries the total number of matching items on list routes. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * Set to `true` when X-Total-Count is a lower bound, not the exact total: a property search asked
 * with `countUpTo` found more than that many matches and stopped counting there
 * (docs/decisions/0089). Absent when the total is exact.
 */
export const TOTAL_LOWER_BOUND_HEADER = 'X-Total-Count-Lower-Bound';
/** The most a property search may be asked to count up to (`countUpTo`). */
export const COUNT_UP_TO_MAX = 100_000;

const pageFields = {
  limit: z
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(LIST_MAX_LIMIT, { error: `limit must be at most ${LIST_MAX_LIMIT}` })
    .optional(),
  offset: z
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must be 0 or more' })
    .optional(),
};

export const ListQuerySchema = z.object(pageFields).meta({ id: 'ListQuery' });
/** A list of a kind with translations, read in the language asked (docs/decisions/0102). */
export const TranslatedListQuerySchema = z
  .object({ ...pageFields, ...LanguageQuerySchema.shape })
  .meta({ id: 'TranslatedListQuery' });
export type ListQuery = z.infer<typeof ListQuerySchema>;

/* ---------------------------------------------------------------------------------------------
 * The editable lists (get-properties, get-developments, get-areas, get-posts, get-teams,
 * get-reviews) also search, sort and answer choice lists on the server, so that the staff tables
 * and selects never download a whole table (docs/decisions/0016).
 * ------------------------------------------------------------------------------------------- */

/** The six editable lists, by the contract resource that answers them. */
export type EditableResource = 'property' | 'development' | 'area' | 'post' | 'team' | 'review';

/** Fields each list sorts by (`sort=field:asc|desc`); every one is indexed with the row id. */
export const LIST_SORT_FIELDS = {
  property: ['title', 'price', 'beds', 'baths', 'createdAt'],
  development: ['title', 'price', 'createdAt'],
  area: ['title', 'country', 'createdAt'],
  post: ['title', 'createdAt'],
  team: ['title', 'position', 'email', 'createdAt'],
  review: ['title', 'userName', 'createdAt'],
} as const satisfies Record<EditableResource, readonly string[]>;

/** Text fields `q` searches, case-insensitive, anywhere in the text. */
export const LIST_SEARCH_FIELDS = {
  property: ['title', 'location', 'country', 'referenceNumber', 'permitNumber'],
  development: ['title', 'location', 'country'],
  area: ['title', 'location', 'country'],
  post: ['title', 'description'],
  team: ['title', 'position', 'email'],
  review: ['title', 'userName'],
} as const satisfies Record<EditableResource, readonly string[]>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The fields a choice list asks for: `fields=_id,title`. */
export const CHOICE_FIELDS = ['_id', 'title'] as const;
export const LIST_QUERY_MAX = 200;

/** An item of a choice list (`fields=_id,title`): what a select needs and nothing more. */
export const ChoiceSchema = z
  .object({ _id: z.string(), title: z.string() })
  .meta({ id: 'Choice', description: 'Id and title only, answered when the list is asked for fields=_id,title' });
export type Choice = z.infer<typeof ChoiceSchema>;

function sortParam(fields: readonly string[]) {
  const allowed = fields.flatMap((f) => SORT_DIRECTIONS.map((d) => `${f}:${d}`));
  return z
    .string({ error: 'sort must be text, e.g. title:asc' })
    .trim()
    .refine((v) => allowed.includes(v), { error: `sort must be one of ${allowed.join(', ')}` })
    .transform((v) => {
      const [field, direction] = v.split(':') as [string, SortDirection];
      return { field, direction };
    })
    .optional()
    .meta({ description: `field:asc or field:desc, the field one of ${fields.join(', ')}` });
}

/** `q` of an editable list: case-insensitive text anywhere in the resource's search fields. */
function searchParam(resource: EditableResource) {
  return z
    .string({ error: 'q must be text' })
    .trim()
    .max(LIST_QUERY_MAX, { error: `q must be at most ${LIST_QUERY_MAX} characters` })
    .optional()
    .meta({ description: `Case-insensitive text in ${LIST_SEARCH_FIELDS[resource].join(', ')}` });
}

/** The query of an editable list: paging, `q`, `sort` and `fields`. */
export function editableListQuery(resource: EditableResource) {
  return z
    .object({
      ...pageFields,
      // The kinds with translations answer in the language asked (docs/decisions/0102).
      ...(isTranslatedKind(resource) ? LanguageQuerySchema.shape : {}),
      q: searchParam(resource),
      sort: sortParam(LIST_SORT_FIELDS[resource]),
      fields: z
        .string({ error: `fields must be ${CHOICE_FIELDS.join(',')}` })
        .trim()
        .refine(
          (v) =>
            [...v.split(',')]
              .map((f) => f.trim())
              .sort()
              .join(',') === [...CHOICE_FIELDS].sort().join(','),
          {
            error: `fields must be ${CHOICE_FIELDS.join(',')}`,
          },
        )
        .transform(() => 'choice' as const)
        .optional()
        .meta({ description: `${CHOICE_FIELDS.join(',')} answers id and title only (a choice list)` }),
    })
    .meta({ id: `${resource[0]!.toUpperCase()}${resource.slice(1)}ListQuery` });
}
export type EditableListQuery = z.output<ReturnType<typeof editableListQuery>>;

/**
 * The listings' CSV export (docs/decisions/0090): every listing, or those the table's search
 * finds; never paged, the answer streams.
 */
export const PropertyExportQuerySchema = z.object({ q: searchParam('property') }).meta({ id: 'PropertyExportQuery' });
export type PropertyExportQuery = z.output<typeof PropertyExportQuerySchema>;

/* ---------------------------------------------------------------------------------------------
 * The public searches: properties (their list and the map's markers) and developments.
 * ------------------------------------------------------------------------------------------- */

export const PROPERTY_SORTS = ['newest', 'price-asc', 'price-desc'] as const;

const filterCount = (field: string) => count(field).nullable().optional();
const filterAmount = (field: string) => amount(field).nullable().optional();

const currencyInput = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }))
  .optional();

/**
 * The fields of the public property search, the specification's and those of search.ts,
 * without the checks across fields: zod cannot pick or omit fields of a refined object, so a
 * schema made from these (the saved searches') adds the same checks itself.
 */
export const PropertyFilterFieldsSchema = z.object({
  propertyType: z.string().trim().max(50).optional().meta({ description: 'Case-insensitive type' }),
  country: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Matches the country or the trimmed location, case-insensitive' }),
  price: filterAmount('price').meta({ description: 'Upper bound in AED' }),
  minPrice: filterAmount('minPrice').meta({ description: 'Lower bound in the chosen currency' }),
  maxPrice: filterAmount('maxPrice').meta({ description: 'Upper bound in the chosen currency' }),
  currency: currencyInput.meta({ description: 'Currency of minPrice and maxPrice (default AED)' }),
  beds: filterCount('beds').meta({ description: 'Minimum bedrooms' }),
  baths: filterCount('baths').meta({ description: 'Minimum bathrooms' }),
  sort: z.enum(PROPERTY_SORTS, { error: `sort must be one of ${PROPERTY_SORTS.join(', ')}` }).optional(),
  ...propertySearchFields,
  ...pageFields,
});

/**
 * The public property search, with its checks across fields (a minimum above its maximum...).
 * `countUpTo` is the list's own (a saved search does not keep it): without it the total is exact.
 */
export const PropertyFilterSchema = PropertyFilterFieldsSchema.extend({
  countUpTo: z
    .number({ error: 'countUpTo must be a number' })
    .int({ error: 'countUpTo must be a whole number' })
    .min(1, { error: 'countUpTo must be at least 1' })
    .max(COUNT_UP_TO_MAX, { error: `countUpTo must be at most ${COUNT_UP_TO_MAX}` })
    .optional()
    .meta({
      description: `The list only: count the matches up to this many; past it, X-Total-Count is this number and ${TOTAL_LOWER_BOUND_HEADER} is true (the total is at least that). Without it the total is exact; the map's markers always count exactly`,
    }),
})
  .superRefine(checkSearchRanges)
  .meta({
    id: 'PropertyFilter',
  });
export type PropertyFilter = z.input<typeof PropertyFilterSchema>;

export const DevelopmentFilterSchema = z
  .object({
    propertyType: z
      .string()
      .trim()
      .max(50)
      .optional()
      .meta({ description: 'Developments with at least one property of this type' }),
    country: z.string().trim().max(200).optional(),
    price: filterAmount('price').meta({ description: 'Upper bound in AED' }),
    minPrice: filterAmount('minPrice'),
    maxPrice: filterAmount('maxPrice'),
    currency: currencyInput,
    ...pageFields,
  })
  .meta({ id: 'DevelopmentFilter' });
export type DevelopmentFilter = z.input<typeof DevelopmentFilterSchema>;
