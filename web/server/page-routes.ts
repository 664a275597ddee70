import { parseDevelopmentSearch, toDevelopmentSearchParams } from '../src/features/developments/api/search-params';
import { parsePropertySearch, toSearchParams } from '../src/features/properties/api/search-params';
import { PERSONAL, type QueryNormaliser } from './page-cache/keys';

/**
 * The query parameters each public page reads, normalised exactly as its loader parses them:
 * the page cache keys on these only (web/src/app/routes.ts; a route not listed reads none).
 * A route that starts reading a parameter must be listed here, or every value would share one page.
 */
export const PAGE_QUERIES: Record<string, QueryNormaliser> = {
  '/all-properties': (params) => toSearchParams(parsePropertySearch(params)),
  '/all-developments': (params) => toDevelopmentSearchParams(parseDevelopmentSearch(params)),
  // A visitor's own pages: rendered for each request, never stored.
  '/favourites': PERSONAL,
  '/compare': PERSONAL,
};
