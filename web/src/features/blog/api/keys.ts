import type { Locale } from '~/lib/i18n/locales';

/** Posts are read in the page's language (docs/decisions/0102): each language its own entries. */
export const postKeys = {
  all: ['posts'] as const,
  lists: (locale: Locale) => [...postKeys.all, 'list', locale] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (slug: string, locale: Locale) => [...postKeys.details(), slug, locale] as const,
};
