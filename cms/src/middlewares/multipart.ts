import type { Context, Next } from 'koa';
import type { UploadedFile } from '../lib/http/body';
import { HttpError } from '../lib/http/errors';
import { assertImagePixels, imageJob } from '../lib/uploads/images';
import { fileTooLarge, limits } from '../lib/uploads/limits';
import { discardRestOfBody, parseMultipart, removeMultipartFiles, type MultipartRule } from '../lib/uploads/multipart';

/** For Strapi's own routes: whether any file is an image (bombs refused here, 413). */
async function checkPanelImages(ctx: Context): Promise<boolean> {
  const files = (ctx.request as unknown as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  let images = false;
  for (const [field, value] of Object.entries(files)) {
    for (const file of Array.isArray(value) ? value : [value]) {
      if (!(await assertImagePixels(file.filepath, field))) continue;
      images = true;
      // Strapi's own size limit admits a brochure's size; an image keeps the image limit.
      const max = limits().uploadMaxBytes;
      if (file.size > max) throw fileTooLarge(field, max, file.originalFilename);
    }
  }
  return images;
}

/*
 * Route middleware of every route that takes multipart bodies (docs/decisions/0011): Strapi runs
 * it after the route's authentication and policies, so a body is only parsed (and its files only
 * written to the temp folder) for a caller the route accepts. The files are removed when the
 * handler is done, and in any case when the response closes.
 */
export default () => async (ctx: Context, next: Next) => {
  const rule = ctx.state.multipart as MultipartRule | undefined;
  if (!rule) return next();
  let images = false;
  try {
    await parseMultipart(ctx, rule);
    if (rule.kind === 'panel') images = await checkPanelImages(ctx);
  } catch (error) {
    await removeMultipartFiles(ctx);
    discardRestOfBody(ctx);
    // Strapi's own routes answer in Strapi's error format (http-errors), the contract's in its own.
    if (rule.kind === 'panel' && error instanceof HttpError) return ctx.throw(error.status, error.message);
    throw error;
  }
  try {
    // Strapi's media library decodes and resizes images: that work waits its turn too.
    if (images) await imageJob(() => next());
    else await next();
  } finally {
    await removeMultipartFiles(ctx);
  }
};
