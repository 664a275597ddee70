import path from 'path';
import type { Context, Next } from 'koa';
import { routeForm } from '@estate/contract';

// A bucket's key prefix (S3_PREFIX) puts folders in the path. Matched on its routeForm(): the
// file server decodes the path, so `brochure%2Epdf` is a PDF too.
const PDF_PATH = /^\/uploads\/(?:[^/]+\/)*[^/]+\.pdf$/;

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A stored PDF (a listing's brochure) is downloaded, never shown in the site's origin: it goes out
 * as application/pdf, as an attachment, and never sniffed as anything else (docs/decisions/0029).
 * Judged by what was served as well as by the path asked for: the file server decodes `%2F` into
 * a folder and resolves dot segments, so `/uploads/x.pdf%2F.` and `/api/a%2F..%2F..%2Fuploads%2Fx.pdf`
 * serve the same file under paths that do not end in `.pdf`.
 */
export default () => async (ctx: Context, next: Next) => {
  const read = ctx.method === 'GET' || ctx.method === 'HEAD';
  const askedForPdf = read && PDF_PATH.test(routeForm(ctx.path));
  await next();
  if (!read || ctx.status >= 400 || !(askedForPdf || ctx.response.is('application/pdf'))) return;
  const file = path.posix.basename(path.posix.normalize(decoded(ctx.path)));
  const name = file.replace(/[^\w.-]+/g, '-').replace(/^\.+/, '') || 'brochure.pdf';
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${name.endsWith('.pdf') ? name : `${name}.pdf`}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
};
