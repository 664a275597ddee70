import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('all-properties', 'routes/all-properties.tsx'),
  route('all-developments', 'routes/all-developments.tsx'),
  route('property/:slug', 'routes/property.tsx'),
  route('development/:slug', 'routes/development.tsx'),
  route('all-areas', 'routes/all-areas.tsx'),
  route('area/:slug', 'routes/area.tsx'),
  route('about', 'routes/about.tsx'),
  route('strategic-investment', 'routes/strategic-investment.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('privateOffice', 'routes/private-office.tsx'),
  route('exclusive-buyer-representation', 'routes/exclusive-buyer-representation.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('blog-single/:slug', 'routes/blog-single.tsx'),
  route('buyers-guide', 'routes/buyers-guide.tsx'),
  route('sellers-guide', 'routes/sellers-guide.tsx'),
  route('international-properties', 'routes/international-properties.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-condition', 'routes/terms-condition.tsx'),
  route('saved-searches/confirm', 'routes/saved-search-confirm.tsx'),
  route('saved-searches/unsubscribe', 'routes/saved-search-unsubscribe.tsx'),
  // Personal pages: favourites and compare, kept in the browser.
  route('favourites', 'routes/favourites.tsx'),
  route('compare', 'routes/compare.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
