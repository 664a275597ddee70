import type { Locale } from '~/lib/i18n/locales';

/** Area guides are read in the page's language (docs/decisions/0102): each language its own entries. */
export const areaKeys = {
  all: ['areas'] as const,
  lists: (locale: Locale) => [...areaKeys.all, 'list', locale] as const,
  details: () => [...areaKeys.all, 'detail'] as const,
  detail: (slug: string, locale: Locale) => [...areaKeys.details(), slug, locale] as const,
};
