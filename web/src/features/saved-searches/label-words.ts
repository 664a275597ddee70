import { PROPERTY_TYPES, type PropertyType, type SearchLabelWords } from '@estate/contract';
import type { Translate } from '~/lib/i18n/i18n';

const isType = (kind: string): kind is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(kind);

/**
 * A saved search's label in the page's language: the catalogue's words for the contract's label,
 * its place by `placeName` (its name in the language, lib/i18n/place-names).
 */
export function searchLabelWords(
  t: Translate,
  placeName: (english: string) => string = (english) => english,
): SearchLabelWords {
  const unit = (u: 'sqft' | 'sqm') => t(u === 'sqm' ? 'unit.sqm' : 'unit.sqft');
  return {
    what: (kind) =>
      kind === 'properties'
        ? t('search.heading.properties')
        : kind === 'studios'
          ? t('search.heading.studios')
          : isType(kind)
            ? t(`search.types.${kind}`)
            : kind,
    in: (what, place) => t('search.heading.in', { type: what, place: placeName(place) }),
    quoted: (q) => t('search.label.quoted', { q }),
    priceRange: (currency, min, max) => t('search.label.priceRange', { currency, min, max }),
    priceFrom: (currency, min) => t('search.label.priceFrom', { currency, min }),
    priceUpTo: (currency, max) => t('search.label.priceUpTo', { currency, max }),
    beds: (n) => t('search.label.beds', { n }),
    baths: (n) => t('search.label.baths', { n }),
    sizeRange: (min, max, u) => t('search.label.sizeRange', { min, max, unit: unit(u) }),
    sizeFrom: (min, u) => t('search.label.sizeFrom', { min, unit: unit(u) }),
    sizeUpTo: (max, u) => t('search.label.sizeUpTo', { max, unit: unit(u) }),
    completion: (status) => t(status === 'ready' ? 'search.label.ready' : 'search.label.offPlan'),
    area: (area) => t('search.label.area', { area: placeName(area) }),
    mapArea: () => t('search.label.mapArea'),
  };
}
