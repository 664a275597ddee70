import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * strapi::logger's line for every request (`GET /path (3 ms) 200`), written only when the log
 * level shows it (LOG_LEVEL=http, the default). Strapi's own middleware hands winston every
 * line whatever the level, and winston formats it (time, colours) before its transport drops
 * it: a few percent of a list's CPU for nothing with LOG_LEVEL=info or warn (docs/decisions/0042).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const log = strapi.log as Core.Strapi['log'] & { isLevelEnabled?: (level: string) => boolean };
  return async (ctx: Context, next: Next) => {
    if (log.isLevelEnabled?.('http') === false) return next();
    const start = Date.now();
    await next();
    log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
};
