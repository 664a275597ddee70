import type { Context, Next } from 'koa';
import { HttpError } from '../lib/errors';
import { parseMultipart, removeMultipartFiles, type MultipartRule } from '../lib/multipart';

/*
 * Route middleware of every route that takes multipart bodies (docs/decisions/0011): Strapi runs
 * it after the route's authentication and policies, so a body is only parsed (and its files only
 * written to the temp folder) for a caller the route accepts. The files are removed when the
 * handler is done, and in any case when the response closes.
 */
export default () => async (ctx: Context, next: Next) => {
  const rule = ctx.state.multipart as MultipartRule | undefined;
  if (!rule) return next();
  try {
    await parseMultipart(ctx, rule);
  } catch (error) {
    // Over a limit, the rest of the body is not worth reading: close the connection after the answer.
    if (error instanceof HttpError && error.status === 413) ctx.set('Connection', 'close');
    // Strapi's own routes answer in Strapi's error format (http-errors), the contract's in its own.
    if (rule.kind === 'panel' && error instanceof HttpError) return ctx.throw(error.status, error.message);
    throw error;
  }
  try {
    await next();
  } finally {
    await removeMultipartFiles(ctx);
  }
};
