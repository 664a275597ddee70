import { HOME_LIMITS, HOME_SECTIONS, type Home, type HomeSection } from '@estate/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { postsQuery } from '~/features/blog/api/get-posts';
import { developmentsQuery } from '~/features/developments/api/get-developments';
import { featuredDevelopmentsQuery } from '~/features/developments/api/get-featured-developments';
import { fullwidthFeaturedDevelopmentQuery } from '~/features/developments/api/get-fullwidth-featured-development';
import { instaQuery } from '~/features/insta/api/get-insta';
import { featuredPropertiesQuery } from '~/features/properties/api/get-featured-properties';
import { fullwidthFeaturedPropertyQuery } from '~/features/properties/api/get-fullwidth-featured-property';
import { propertyLocationsQuery, propertyTypeLocationsQuery } from '~/features/properties/api/get-property-locations';
import { HERO_FIRST_TYPE } from '~/features/properties/components/hero-search';
import { reviewsQuery } from '~/features/reviews/api/get-reviews';
import { teamsQuery } from '~/features/team/api/get-teams';
import { ApiError, apiRequest } from '~/lib/api-client';
import { logSilentFailure } from '~/lib/log';
import { languageQuery } from '~/lib/i18n/content';
import type { Locale } from '~/lib/i18n/locales';

/*
 * The home page's data on the server (docs/decisions/0054). Every section is optional:
 * a failed one is logged and shows its empty state.
 *
 * The server render makes one CMS call, getHome, and seeds each section's own query with its
 * part, under the key the section's component reads: the components, the page's dehydrated
 * cache and the browser's hydration are what they were with eleven calls. A section the CMS
 * names as failed is put in its query's error state, as a failed call of its own left it: the
 * server renders its empty state, and the browser fetches it again by its own route after
 * hydration. The browser's own loader (routes/home.tsx) keeps the sections' queries. This module
 * is the server loader's only, so the client build leaves it out.
 */

/** Each section's query, as its component reads it. */
const sectionQueries = (locale: Locale) => ({
  locations: propertyLocationsQuery(),
  // The hero search preselects a location with listings of its first type: known on the server
  // too, from the locations of that type rather than a page of its listings (decision 0047).
  typeLocations: propertyTypeLocationsQuery(HERO_FIRST_TYPE),
  teams: teamsQuery(locale),
  // In the page's language (docs/decisions/0102).
  fullwidthProperty: fullwidthFeaturedPropertyQuery(locale),
  featuredProperties: featuredPropertiesQuery(locale),
  developments: developmentsQuery(locale, HOME_LIMITS.developments),
  fullwidthDevelopment: fullwidthFeaturedDevelopmentQuery(locale),
  featuredDevelopments: featuredDevelopmentsQuery(locale),
  reviews: reviewsQuery(locale),
  posts: postsQuery(locale),
  insta: instaQuery(),
});

/** Every section of the home in one call. */
export async function getHome(locale: Locale, signal?: AbortSignal): Promise<Home> {
  const { data } = await apiRequest('getHome', {
    query: { propertyType: HERO_FIRST_TYPE, ...languageQuery(locale) },
    parse: async (d) => (await import('@estate/contract/schemas')).HomeSchema.parse(d),
    signal,
  });
  return data;
}

/** Puts each of `sections` in its query's error state (what a failed fetch of its own leaves). */
function fail(client: QueryClient, sections: readonly HomeSection[], error: Error, locale: Locale) {
  const q = sectionQueries(locale);
  return Promise.all(
    sections.map((section) =>
      client.prefetchQuery({ queryKey: q[section].queryKey, queryFn: () => Promise.reject(error), retry: false }),
    ),
  );
}

/**
 * On the server: one call, each section's part seeded under its own query. If the call itself
 * fails, every section is failed, as each would be after a failure of its own. A CMS that does
 * not know the route yet (404: the web deployed before it) is asked section by section
 * (`perSection`, the browser's loader).
 */
export async function seedHome(
  client: QueryClient,
  perSection: (client: QueryClient, locale: Locale) => Promise<unknown>,
  locale: Locale,
) {
  let home: Home;
  try {
    home = await getHome(locale);
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) {
      await perSection(client, locale);
      return {};
    }
    logSilentFailure('loading the home', err);
    await fail(client, HOME_SECTIONS, err as Error, locale);
    return {};
  }
  const error = new Error('failed on the CMS');
  for (const section of home.failed) logSilentFailure(`loading the home's ${section}`, error);
  await fail(client, home.failed, error, locale);
  const q = sectionQueries(locale);
  // A failed section is null; the banners and the Instagram set are also null when there is none.
  for (const section of HOME_SECTIONS)
    if (!home.failed.includes(section)) client.setQueryData<unknown>(q[section].queryKey as QueryKey, home[section]);
  return {};
}
