import type { Context } from 'koa';
import { buildOpenApiDocument, COUNTRIES } from '@estate/contract';
import { currentContentVersion } from '../../../lib/cache/content-version';
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
  async getOpenApi(ctx: Context) {
    openApi ??= JSON.stringify(buildOpenApiDocument({ version: process.env.npm_package_version }));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = openApi;
  },
};
