import type { Core } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import { koaBody, type KoaBodyMiddlewareOptions } from 'koa-body';

/*
 * The request body parser of the stack, built once: strapi::body builds koa-body again on every
 * request, which validates its options with zod each time (docs/decisions/0057). This factory takes
 * strapi::body's place in Strapi's registry (the name is one Strapi requires in
 * config/middlewares.ts, with the same configuration). The body is parsed at most once per request,
 * wherever it is first needed: the response cache's fast path reads a public search's body before
 * the rest of the stack (lib/cache/response-cache), and strapi::body then finds it parsed. A parse
 * error is kept and thrown where strapi::body stands, so the answer (400, 413) is the one
 * strapi::body gives.
 */

const PARSED = 'requestBodyParsed';
let parser: Middleware | undefined;

/** Multipart bodies are never parsed here: global::multipart parses them per route, after auth. */
export function bodyMiddleware(config: Partial<KoaBodyMiddlewareOptions>): Middleware {
  if (config.multipart)
    throw new Error('strapi::body: multipart must stay false, global::multipart parses files per route');
  parser = koaBody({ patchKoa: true, ...config, multipart: false }) as unknown as Middleware;
  return async (ctx: Context, next: Next) => {
    await parseBody(ctx);
    return next();
  };
}

/** Put in place before the middlewares are built (the register phase). */
export function installBodyParser(strapi: Core.Strapi): void {
  // With GraphQL, Strapi's parser skips its endpoint: Strapi's own middleware stays.
  if (strapi.plugin('graphql')) return;
  (strapi.get('middlewares') as { set(uid: string, factory: typeof bodyMiddleware): unknown }).set(
    'strapi::body',
    bodyMiddleware,
  );
}

/** Whether the parser is in the stack (it is, unless config/middlewares.ts lost it). */
export const bodyParserReady = () => parser !== undefined;

/** Parses the body into ctx.request.body once; throws the parse error on every call. */
export async function parseBody(ctx: Context): Promise<void> {
  let outcome = ctx.state[PARSED] as { error?: unknown } | undefined;
  if (!outcome) {
    outcome = {};
    ctx.state[PARSED] = outcome;
    try {
      await parser?.(ctx, async () => undefined);
    } catch (error) {
      outcome.error = error;
    }
  }
  if (outcome.error) throw outcome.error;
}
