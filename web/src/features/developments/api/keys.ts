import type { Locale } from '~/lib/i18n/locales';
import type { DevelopmentSearch } from './search-params';

/** Developments are read in the page's language (docs/decisions/0102): each language its own entries. */
export const developmentKeys = {
  all: ['developments'] as const,
  lists: () => [...developmentKeys.all, 'list'] as const,
  list: (limit: number, locale: Locale) => [...developmentKeys.lists(), { limit }, locale] as const,
  locations: () => [...developmentKeys.all, 'locations'] as const,
  featured: (locale: Locale) => [...developmentKeys.all, 'featured', locale] as const,
  sold: (locale: Locale) => [...developmentKeys.all, 'sold', locale] as const,
  fullwidth: (locale: Locale) => [...developmentKeys.all, 'fullwidth-featured', locale] as const,
  searches: () => [...developmentKeys.all, 'search'] as const,
  search: (filters: Omit<DevelopmentSearch, 'page'>, locale: Locale) =>
    [...developmentKeys.searches(), filters, locale] as const,
  details: () => [...developmentKeys.all, 'detail'] as const,
  detail: (slug: string, locale: Locale) => [...developmentKeys.details(), slug, locale] as const,
};
