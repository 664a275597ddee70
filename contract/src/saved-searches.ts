import { z } from 'zod';
import { HONEYPOT_FIELD, languageField } from './leads.js';
import { linkUrl, requiredEmail, requiredText } from './fields.js';
import { PropertyFilterFieldsSchema } from './list-queries.js';
import { checkSearchRanges } from './search.js';

export * from './saved-search-messages.js';
export * from './saved-search-text.js';

/*
 * Saved searches with e-mail alerts (docs/decisions/0039). The stored filters are the listing
 * filter of get-properties itself, without its paging and order: a filter added to
 * PropertyFilterSchema is saved, shown and matched here with no change.
 */

/** The filters a saved search keeps: PropertyFilterSchema by reference, less paging and order. */
export const SavedSearchFiltersSchema = PropertyFilterFieldsSchema.omit({ sort: true, limit: true, offset: true })
  .superRefine(checkSearchRanges)
  .meta({ id: 'SavedSearchFilters' });
export type SavedSearchFilters = z.input<typeof SavedSearchFiltersSchema>;

export const SAVED_SEARCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

const email = requiredEmail('email').refine((s) => !/[\r\n]/.test(s), { error: 'email must be on one line' });

export const SaveSearchInputSchema = z
  .object({
    email,
    filters: SavedSearchFiltersSchema.default({}).meta({
      description: 'The filters of /all-properties (PropertyFilter less limit, offset and sort)',
    }),
    pageURL: linkUrl('pageURL').optional(),
    language: languageField,
    [HONEYPOT_FIELD]: z.string().max(2048).optional(),
  })
  .meta({ id: 'SaveSearchInput', description: 'Save the current filters; a confirmation e-mail follows' });
export type SaveSearchInput = z.input<typeof SaveSearchInputSchema>;

const token = requiredText('token', 200);

export const SavedSearchTokenInputSchema = z
  .object({ token })
  .meta({ id: 'SavedSearchTokenInput', description: 'The token of the link in the e-mail' });

/**
 * The unsubscribe route also takes an RFC 8058 one-click POST: the token in the URL's query and
 * the body `List-Unsubscribe=One-Click`.
 */
export const UnsubscribeQuerySchema = z.object({ token: token.optional() }).meta({ id: 'UnsubscribeQuery' });
export const UnsubscribeInputSchema = z
  .object({
    token: token.optional(),
    'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
  })
  .meta({ id: 'UnsubscribeInput' });

export const SavedSearchResultSchema = z
  .object({ message: z.string(), label: z.string() })
  .meta({ id: 'SavedSearchResult' });
