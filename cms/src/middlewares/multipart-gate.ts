import type { Context, Next } from 'koa';
import { API_PREFIX, isUnder, routeForm } from '@estate/contract';
import { HttpError } from '../lib/http/errors';
import { megabytes } from '../lib/uploads/limits';
import { isMultipart, maxMultipartBytes, multipartRule } from '../lib/uploads/multipart';

/*
 * Before strapi::body (docs/decisions/0011): a multipart request is refused before any of its
 * body is read (415), unless its route takes multipart bodies; then 413 when it declares more
 * than the route's limit. An accepted body is parsed by the route's own `global::multipart`
 * middleware, after authentication and policies, never here.
 */

/** Up to this much of a refused body is read and dropped (so that the client sees the answer). */
const DRAIN_BYTES = 1024 * 1024;

function refuse(ctx: Context, status: 413 | 415, message: string): never {
  // A small body is read and dropped by Node after the answer (the connection stays usable); for a
  // larger one, or one of unknown length, the connection is closed rather than read to its end.
  const declared = Number(ctx.get('content-length'));
  const headers: Record<string, string> =
    Number.isFinite(declared) && ctx.get('content-length') !== '' && declared <= DRAIN_BYTES
      ? {}
      : { Connection: 'close' };
  if (isUnder(routeForm(ctx.path), API_PREFIX)) throw new HttpError(status, message, undefined, headers);
  ctx.set(headers);
  return ctx.throw(status, message);
}

export default () => async (ctx: Context, next: Next) => {
  if (!isMultipart(ctx)) return next();
  const rule = multipartRule(ctx.method, ctx.path);
  if (!rule) refuse(ctx, 415, `${ctx.method} ${ctx.path} does not accept multipart bodies`);
  const declared = Number(ctx.get('content-length'));
  const max = maxMultipartBytes(rule);
  if (Number.isFinite(declared) && declared > max) {
    refuse(ctx, 413, `The request body is larger than the ${megabytes(max)} this route accepts`);
  }
  ctx.state.multipart = rule;
  return next();
};
