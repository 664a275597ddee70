import type { ImageTexts } from '@estate/contract';

/*
 * What a listing's pictures say (docs/decisions/0087): the alternative text and caption staff
 * wrote for a picture (the answer's imageTexts, by path), or a description made from the listing
 * when they wrote none, so that no picture is announced by its file name or not at all.
 */

export type { ImageTexts };

/** The alt text of picture `path`, shown at `index` of `total`: staff's text, else "<title> — photo 3 of 12". */
export function pictureAlt(
  texts: ImageTexts | undefined,
  path: string | null | undefined,
  title: string,
  index: number,
  total: number,
): string {
  const written = path ? texts?.[path]?.alt : undefined;
  if (written) return written;
  return total > 1 ? `${title} — photo ${index + 1} of ${total}` : title;
}

/** The caption staff wrote for picture `path`, or ''. */
export const pictureCaption = (texts: ImageTexts | undefined, path: string | null | undefined): string =>
  (path ? texts?.[path]?.caption : undefined) ?? '';
