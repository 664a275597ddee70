import type { Context } from 'koa';
import { buildOpenApiDocument, COUNTRIES, SITEMAP_PAGE_MAX, SitemapEntriesQuerySchema } from '@estate/contract';
import { currentContentVersion } from '../../../lib/cache/content-version';
import { parseInput } from '../../../lib/http/body';
import { sitemapEntries } from '../../../lib/read/sitemap-entries';
import { getUsdRates, toAedBase } from '../../../lib/listing/rates';

let openApi: string | undefined;

export default {
  async getRates(ctx: Context) {
    const snapshot = await getUsdRates();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { base: 'AED', rates: toAedBase(snapshot), source: snapshot.source, updatedAt: snapshot.updatedAt };
  },
  async getCountries(ctx: Context) {
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = COUNTRIES;
  },
  /** Polled by the web servers' page caches about once a second each: one store read, never cached. */
  async getContentVersion(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: await currentContentVersion() };
  },
  /** A keyset page of the sitemap's entries, for the web server's sitemap build (docs/decisions/0088). */
  async getSitemapEntries(ctx: Context) {
    const q = parseInput(SitemapEntriesQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    // Read once per build by each web process, which keeps what it made: no copy here or on the way.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await sitemapEntries(q.kind, q.after, q.limit ?? SITEMAP_PAGE_MAX);
  },
  async getOpenApi(ctx: Context) {
    openApi ??= JSON.stringify(buildOpenApiDocument({ version: process.env.npm_package_version }));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = openApi;
  },
};
