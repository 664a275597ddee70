/*
 * zod as the browser bundle sees it (web/vite.config.ts aliases `zod` here for the client build):
 * the same API, configured before any schema exists to parse without compiling code. zod's fast
 * path builds parsers with `new Function`, and even its probe for that counts as a violation of
 * the site's Content-Security-Policy, which never allows 'unsafe-eval'.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
