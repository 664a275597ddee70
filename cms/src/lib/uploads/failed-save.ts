import { normalisePath } from './images';
import { removeUnusedMedia } from './media-usage';

/*
 * A save that fails stores nothing. The staff admin uploads a row's pictures first
 * (upload-image) and then sends the save with their paths; the save's own files (featured,
 * gallery) are removed by the write that stored them. When the save fails, whatever the cause,
 * the uploads its body names go too, if nothing uses them: no entity links them, no post's rich
 * text shows them, and no panel administrator put them in the media library (those have an
 * author; the contract's uploads have none).
 *
 * Rich text is not read: the editor uploads a picture when it is inserted and keeps its path in
 * the text, so a save tried again names the same path; a row's picture is uploaded again with
 * every try.
 */

const FILE_UID = 'plugin::upload.file';
const UPLOAD_PATH = /(?:^|["'(\s=[,])((?:https?:\/\/[^/"'\s]+)?\/uploads\/[^"'()\s?#<>,\]]+)/g;
const RICH_TEXT = new Set(['richContent']);

/** Paths of our uploads named anywhere in a save's fields (texts, JSON texts, lists), rich text aside. */
export function uploadPathsIn(fields: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of ` ${value}`.matchAll(UPLOAD_PATH)) found.add(normalisePath(match[1]));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const [field, value] of Object.entries(fields)) if (!RICH_TEXT.has(field)) walk(value);
  return [...found];
}

/** Remove the contract's uploads among `paths` that nothing uses. Never fails the caller. */
async function discardUnusedUploads(paths: string[]): Promise<void> {
  if (!paths.length) return;
  try {
    const files = (await strapi.db.query(FILE_UID).findMany({
      where: { url: { $in: paths }, createdBy: { id: { $null: true } } },
      select: ['id'],
    })) as Array<{ id: number }>;
    await removeUnusedMedia(files.map((f) => f.id));
  } catch (error) {
    strapi.log.warn(`could not remove the uploads of a failed save: ${(error as Error).message}`);
  }
}

/** Runs a save; when it fails, the uploads its fields name that nothing uses are removed, and the error stands. */
export async function discardingUploadsOnFailure<T>(
  fields: Record<string, unknown>,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await discardUnusedUploads(uploadPathsIn(fields));
    throw error;
  }
}
