/**
 * Every route and setting the bench relies on, in one place: when a route is renamed or a
 * switch is added, this is the file to change. A measurement that needs something the stack
 * does not offer yet says "not measured: <why>" (see `missing` in admin.mjs) instead of failing.
 */

/** The web server's switch that turns its page cache off (branch page-cache). */
export const PAGE_CACHE_OFF = { PAGE_CACHE: 'off' };

/** How the bench finds the pages to measure: one of each kind, read from the contract. */
export const SAMPLE_ROUTES = {
  total: '/api/admin/get-properties?limit=1',
  property: (offset) => `/api/admin/get-properties?limit=1&offset=${offset}`,
  development: '/api/admin/get-developments?limit=1',
  area: '/api/admin/get-areas?limit=1',
  post: '/api/admin/get-posts?limit=1',
};

/** Every public page of the site (web/src/app/routes.ts), given a sample of each entity. */
export const publicPages = (s) => [
  { name: 'home', path: '/' },
  { name: 'all-properties', path: '/all-properties' },
  { name: 'all-developments', path: '/all-developments' },
  { name: 'property', path: `/property/${s.property}` },
  { name: 'development', path: `/development/${s.development}` },
  { name: 'area', path: `/area/${s.area}` },
  { name: 'blogs', path: '/blogs' },
  { name: 'post', path: `/blog-single/${s.post}` },
  { name: 'static page', path: '/about' },
  // The other languages' pages, each cached apart (its own key): the same budgets hold for them.
  { name: 'home, Arabic', path: '/ar' },
  { name: 'all-properties, Russian', path: '/ru/all-properties' },
  { name: 'property, Arabic', path: `/ar/property/${s.property}` },
  { name: 'post, Chinese', path: `/zh/blog-single/${s.post}` },
];

/**
 * The public search as a visitor runs it, each page rendered afresh (the web server's page cache
 * and the CMS's response cache off): the filters a buyer combines, a sort, a keyword.
 */
export const SEARCH_PAGES = [
  { name: 'all homes', path: () => '/all-properties' },
  { name: 'price from 1,000,000 AED, 2 beds', path: () => '/all-properties?minPrice=1000000&beds=2' },
  { name: 'Dubai, 2 beds, price high to low', path: () => '/all-properties?country=Dubai&beds=2&sort=price-desc' },
  { name: 'villas in Spain', path: () => '/all-properties?country=Spain&propertyType=Villa' },
  { name: 'keyword "marina"', path: () => '/all-properties?q=marina' },
  { name: 'Load More three times, 2 beds', path: () => '/all-properties?beds=2&page=3' },
  { name: 'Dubai on the map', path: () => '/all-properties?country=Dubai&view=map' },
];

/** A static file served by the same web server (express.static), the ceiling for cached pages. */
export const STATIC_FILE = '/favicon.svg';

/** A staff user's save, through the web server as the staff admin makes it. */
export const SAVE_ROUTES = {
  login: '/api/admin/login',
  read: (id) => `/api/admin/get-property/${id}`,
  update: (id) => `/api/admin/update-property/${id}`,
};

/**
 * The staff admin's table pages (50 rows, admin-ui TABLE_PAGE_SIZE) and choice lists (id and
 * title, docs/decisions/0016), through the web server. `needs` names what the route must
 * support for the measurement to mean anything: `q` (search on the server), `sort` (a sort on
 * the server), `fields` (a projection), `staff` (a token).
 */
export const ADMIN_ROUTES = [
  {
    name: 'properties table, a middle page',
    path: (t) => `/api/admin/get-properties?limit=50&offset=${Math.floor(t / 2)}`,
  },
  { name: 'properties table, search', path: () => '/api/admin/get-properties?limit=50&q=Marina', needs: ['q'] },
  {
    name: 'properties table, by price, last page',
    path: (t) => `/api/admin/get-properties?limit=50&offset=${Math.max(0, t - 50)}&sort=price:desc`,
    needs: ['sort'],
  },
  {
    name: 'properties table, search by title',
    path: () => '/api/admin/get-properties?limit=50&q=villa&sort=title:asc',
    needs: ['q', 'sort'],
  },
  {
    name: 'properties table, by beds, a middle page',
    path: (t) => `/api/admin/get-properties?limit=50&offset=${Math.floor(t / 2)}&sort=beds:desc`,
    needs: ['sort'],
  },
  {
    name: 'properties table, a common word, deep, by price',
    path: () => '/api/admin/get-properties?limit=50&offset=20000&q=dubai&sort=price:asc',
    needs: ['q', 'sort'],
  },
  {
    name: 'properties table, a word nothing has',
    path: () => '/api/admin/get-properties?limit=50&q=qzxv',
    needs: ['q'],
  },
  {
    name: 'properties table, a reference number',
    path: (t) => `/api/admin/get-properties?limit=50&q=EST-${String(Math.floor(t / 3)).padStart(6, '0')}`,
    needs: ['q'],
  },
  {
    name: 'properties table, two letters',
    path: () => '/api/admin/get-properties?limit=50&q=zq',
    needs: ['q'],
  },
  { name: 'developments table', path: () => '/api/admin/get-developments?limit=50' },
  { name: 'areas table', path: () => '/api/admin/get-areas?limit=50' },
  { name: 'posts table', path: () => '/api/admin/get-posts?limit=50' },
  { name: 'enquiries table', path: () => '/api/admin/get-leads/enquiry?limit=50', needs: ['staff'] },
  {
    name: 'property choice list',
    path: () => '/api/admin/get-properties?fields=_id,title&limit=1000',
    needs: ['fields'],
  },
  {
    name: 'property choice list, search',
    path: () => '/api/admin/get-properties?fields=_id,title&q=villa&sort=title:asc&limit=100',
    needs: ['q', 'fields'],
  },
  {
    name: 'development choice list',
    path: () => '/api/admin/get-developments?fields=_id,title&limit=1000',
    needs: ['fields'],
  },
];

/** The API figures of DESIGN.md (p95 under 50 ms at 50 clients), straight to the CMS. */
export const apiRoutes = (sampleSlug) => [
  { name: 'get-properties', method: 'GET', path: '/api/admin/get-properties' },
  {
    name: 'get-properties-filter',
    method: 'POST',
    path: '/api/admin/get-properties-filter',
    body: { country: 'Dubai' },
  },
  {
    name: 'get-properties-filter (paged)',
    method: 'POST',
    path: '/api/admin/get-properties-filter',
    body: { country: 'Dubai', beds: 2, limit: 20, offset: 40 },
  },
  { name: 'get-property-slug', method: 'GET', path: `/api/admin/get-property-slug/${sampleSlug}` },
];

/** The uncached list of 100 full properties whose CPU cost the bench measures (docs/decisions/0042). */
export const UNCACHED_LISTS = [
  {
    name: 'get-properties, 100 per page',
    method: 'GET',
    path: (offset) => `/api/admin/get-properties?limit=100&offset=${offset}`,
  },
  {
    name: 'get-properties-filter, 100 per page',
    method: 'POST',
    path: () => '/api/admin/get-properties-filter',
    body: (offset) => ({ country: 'Dubai', limit: 100, offset }),
  },
];

/** A portal's feed through the web server (docs/decisions/0028), with the token the bench gives the CMS. */
export const FEED_PORTALS = ['property-finder', 'bayut'];
export const feedPath = (portal, token) => `/feeds/${portal}.xml?token=${encodeURIComponent(token)}`;

/** The listings' CSV export (docs/decisions/0090), as the staff admin's button asks for it. */
export const EXPORT_ROUTE = '/api/admin/export-properties';
/**
 * The sitemap (docs/decisions/0088): its index, the pages measured while it rebuilds, and the web
 * server's switch for how soon after a change it is built again (SITEMAP_REBUILD_SECONDS): once a
 * day (so not during a run), or after every save.
 */
export const SITEMAP_INDEX = '/sitemap.xml';
export const sitemapPages = (s) =>
  publicPages(s).filter((p) => ['home', 'all-properties', 'property'].includes(p.name));
export const SITEMAP_REBUILD = {
  idle: { SITEMAP_REBUILD_SECONDS: '86400' },
  everySave: { SITEMAP_REBUILD_SECONDS: '0' },
};

/** Ready checks. */
export const CMS_READY = '/api/admin/get-countries';
export const WEB_READY = '/healthz';

/**
 * What the scale section measures on one and on two instances of each kind: a page from the
 * page cache (shared in Redis) and a list from the CMS's response cache (shared in Redis), both
 * through the web server as visitors ask.
 */
export const SCALE_ROUTES = [
  { name: 'home (page cache)', path: '/', headers: { accept: 'text/html' } },
  { name: 'property list (API, response cache)', path: '/api/admin/get-properties?limit=20' },
];

/**
 * The back office at scale (the leads section, over the synthetic leads): `c` holds a synthetic
 * agent's user id and a contact's id, e-mail and phone found before the run.
 */
export const LEAD_ROUTES = [
  { name: 'deal board', path: () => '/api/admin/get-deal-board' },
  { name: 'deal board, one agent', path: (c) => `/api/admin/get-deal-board?assignee=${c.agent}` },
  { name: 'deal board, unanswered', path: () => '/api/admin/get-deal-board?unanswered=true' },
  { name: 'deal board, search', path: () => '/api/admin/get-deal-board?q=petrov' },
  { name: 'deals table, one stage', path: () => '/api/admin/get-leads/enquiry?stage=contacted&limit=50' },
  { name: 'deals table, a middle page', path: () => '/api/admin/get-leads/enquiry?limit=50&offset=40000' },
  { name: 'deals table, search', path: () => '/api/admin/get-leads/enquiry?q=petrov&limit=50' },
  { name: 'contacts, first page', path: () => '/api/admin/get-contacts?limit=50' },
  { name: 'contacts, search by name', path: () => '/api/admin/get-contacts?limit=50&q=sokolov' },
  {
    name: 'contacts, search by e-mail',
    path: (c) => `/api/admin/get-contacts?limit=50&q=${encodeURIComponent(c.email)}`,
  },
  {
    name: 'contacts, search by phone',
    path: (c) => `/api/admin/get-contacts?limit=50&q=${encodeURIComponent(c.localPhone)}`,
  },
  { name: 'contact page', path: (c) => `/api/admin/get-contact/${c.contact}` },
  // A report answers the same range from its cache for a minute: each request here asks for a year
  // ending on another day, so that every figure is the database's work.
  ...['sources', 'agents', 'listings', 'stages'].map((report) => ({
    name: `report: ${report}, a year, uncached`,
    path: (_c, i) => `/api/admin/get-report/${report}?${yearEnding(i)}`,
  })),
];

/** The year that ends i days before today, as a report's range. */
function yearEnding(i) {
  const to = new Date(Date.now() - i * 86_400_000);
  const from = new Date(to.getTime() - 364 * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
}
