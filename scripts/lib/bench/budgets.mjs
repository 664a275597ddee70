/** The performance budgets (DESIGN.md's and the project's own). */
export const BUDGET = {
  apiP95: 50,
  cachedRps: 1500,
  cachedP95: 30,
  staticRatio: 1 / 3,
  uncachedP95: 250,
  homeGrowth: 0.2,
  busyP95: 100,
  saveP95: 300,
  adminMs: 100,
  adminBytes: 200 * 1024,
  listCpuMs: 5,
  /** "forgot password" and a wrong sign-in: a staff account's median within this share of an unknown one's. */
  doorTimingSpread: 0.15,
  /** Each sitemap part (and the index) answers within this, gzip, one request at a time (docs/decisions/0088). */
  sitemapPartMs: 1000,
  /** A search page rendered afresh at any catalogue size, one request at a time: its p95. */
  searchPageP95: 100,
};
