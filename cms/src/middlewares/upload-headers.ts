import type { Context, Next } from 'koa';
import { routeForm } from '@estate/contract';

// A bucket's key prefix (S3_PREFIX) puts folders in the path. Matched on its routeForm(): the
// file server decodes the path, so `brochure%2Epdf` is a PDF too.
const PDF_PATH = /^\/uploads\/(?:[^/]+\/)*[^/]+\.pdf$/;

/**
 * A stored PDF (a listing's brochure) is downloaded, never shown in the site's origin: it goes out
 * as application/pdf, as an attachment, and never sniffed as anything else (docs/decisions/0029).
 */
export default () => async (ctx: Context, next: Next) => {
  const pdf = (ctx.method === 'GET' || ctx.method === 'HEAD') && PDF_PATH.test(routeForm(ctx.path));
  await next();
  if (!pdf || ctx.status >= 400) return;
  const name = (ctx.path.split('/').pop() ?? 'brochure.pdf').replace(/[^\w.-]+/g, '-');
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
};
