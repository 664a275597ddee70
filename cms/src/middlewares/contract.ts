import { promises as fs } from 'fs';
import type { Context, Next } from 'koa';
import { API_PREFIX, isUnder, routeForm } from '@estate/contract';
import { databaseUnavailable, isConnectionLost, isPoolTimeout } from '../lib/database/db-retry';
import { HttpError } from '../lib/http/errors';
import { countQueries, queryStatsEnabled } from '../lib/database/query-stats';
import { answerFromCache } from '../lib/cache/response-cache';

interface StrapiErrorBody {
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: { errors?: Array<{ path?: string[]; message?: string }> };
  };
}

const SAFE_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign in first: a valid bearer token is required',
  403: 'Staff access is required',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please try again later',
  500: 'Internal server error',
};

interface ThrownLike {
  status?: number;
  statusCode?: number;
  httpCode?: number;
  name?: string;
  message?: string;
  type?: string;
  details?: { errors?: Array<{ path?: string[]; message?: string }> };
}

/** Status and safe message for anything thrown below: our HttpError, Strapi's and koa-body's errors. */
function describe(error: unknown): {
  status: number;
  message: string;
  errors?: HttpError['errors'];
  headers?: Record<string, string>;
  reason?: HttpError['reason'];
} {
  if (error instanceof HttpError)
    return {
      status: error.status,
      message: error.message,
      errors: error.errors,
      headers: error.headers,
      reason: error.reason,
    };
  // The database went away under the request and nothing safe was left to retry (lib/database/db-retry).
  if (isConnectionLost(error) || isPoolTimeout(error)) return describe(databaseUnavailable());
  const e = error as ThrownLike;
  const status = e.status ?? e.statusCode ?? e.httpCode ?? 500;
  if (status === 413 || e.type === 'entity.too.large' || /maxFileSize|maxFieldsSize|exceeded/.test(e.message ?? '')) {
    return { status: 413, message: 'The request is too large' };
  }
  if (e.type === 'entity.parse.failed' || (/JSON/.test(e.message ?? '') && status === 400)) {
    return { status: 400, message: 'The request body is not valid JSON' };
  }
  if (e.name === 'ValidationError' && e.details?.errors?.length) {
    const errors = e.details.errors.map((d) => ({
      field: (d.path ?? []).join('.'),
      message: `${(d.path ?? []).join('.')}: ${d.message}`,
    }));
    return { status: 400, message: errors.map((x) => x.message).join('; '), errors };
  }
  if (status >= 400 && status < 500) {
    // Strapi's own errors carry a safe message; anything else gets the status's text.
    const known = [
      'ValidationError',
      'NotFoundError',
      'ForbiddenError',
      'UnauthorizedError',
      'PolicyError',
      'PayloadTooLargeError',
      'RateLimitError',
      'ApplicationError',
    ];
    return {
      status,
      message: e.name && known.includes(e.name) && e.message ? e.message : (SAFE_MESSAGES[status] ?? 'Bad request'),
    };
  }
  return { status: 500, message: SAFE_MESSAGES[500] };
}

async function removeTempFiles(ctx: Context) {
  const files = (
    ctx.request as unknown as { files?: Record<string, { filepath?: string } | Array<{ filepath?: string }>> }
  ).files;
  if (!files) return;
  const paths = Object.values(files)
    .flatMap((f) => (Array.isArray(f) ? f : [f]))
    .map((f) => f.filepath)
    .filter((p): p is string => !!p);
  await Promise.all(paths.map((p) => fs.rm(p, { force: true })));
}

/**
 * For /api/admin/*: every error answers { message, errors? } with the right status and never a
 * stack trace; Strapi's own error shape is rewritten; upload temp files are removed; with
 * QUERY_STATS the SQL statement count is reported in X-Query-Count.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!isUnder(routeForm(ctx.path), API_PREFIX)) return next();
  if (await answerFromCache(ctx)) {
    if (queryStatsEnabled()) ctx.set('X-Query-Count', '0');
    return;
  }

  const run = async () => {
    try {
      await next();
      const body = ctx.body as StrapiErrorBody | undefined;
      if (ctx.status >= 400 && body && typeof body === 'object' && 'error' in body && body.error) {
        const d = describe(Object.assign(new Error(body.error.message), body.error, { status: ctx.status }));
        ctx.body = { message: d.message, ...(d.errors ? { errors: d.errors } : {}) };
      } else if (ctx.status === 404 && (body === undefined || body === null)) {
        ctx.status = 404;
        ctx.body = { message: `No route ${ctx.method} ${ctx.path}` };
      } else if (ctx.status === 405 && (body === undefined || body === null || typeof body === 'string')) {
        ctx.status = 405;
        ctx.body = { message: `${ctx.method} is not allowed on ${ctx.path}` };
      }
    } catch (error) {
      const d = describe(error);
      if (d.status === 503)
        strapi.log.warn(`${ctx.method} ${ctx.path}: 503: ${(error as Error)?.message ?? String(error)}`);
      else if (d.status >= 500)
        strapi.log.error(`${ctx.method} ${ctx.path}: ${(error as Error)?.stack ?? String(error)}`);
      ctx.status = d.status;
      if (d.headers) for (const [k, v] of Object.entries(d.headers)) ctx.set(k, v);
      ctx.body = {
        message: d.message,
        ...(d.errors?.length ? { errors: d.errors } : {}),
        ...(d.reason ? { reason: d.reason } : {}),
      };
    } finally {
      await removeTempFiles(ctx).catch(() => undefined);
    }
  };

  if (!queryStatsEnabled()) return run();
  const { count } = await countQueries(run);
  ctx.set('X-Query-Count', String(count));
};
