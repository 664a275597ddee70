import { API_PREFIX, IMAGE_ALT_MAX, IMAGE_CAPTION_MAX, type ImageTextResult } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, filesOf, record } from '../db';
import { storedPath } from './crud';

export const mediaHandlers = [
  http.post(`${API_PREFIX}/upload-image`, async ({ request }) => {
    const entry = await record(request);
    const [file] = filesOf(entry, 'image');
    if (!file) return HttpResponse.json({ message: 'image is required' }, { status: 400 });
    db.uploads += 1;
    return HttpResponse.json({ image: storedPath(file) });
  }),
  // A picture's texts, written on every listing of the fake that shows it (docs/decisions/0087).
  http.put(`${API_PREFIX}/update-image-text`, async ({ request }) => {
    const entry = await record(request);
    const body = entry.body ?? {};
    const path = String(body.path ?? '');
    const alt = String(body.alt ?? '').trim();
    const caption = String(body.caption ?? '').trim();
    const errors = [
      ...(alt.length > IMAGE_ALT_MAX
        ? [{ field: 'alt', message: `alt must be at most ${IMAGE_ALT_MAX} characters` }]
        : []),
      ...(caption.length > IMAGE_CAPTION_MAX
        ? [{ field: 'caption', message: `caption must be at most ${IMAGE_CAPTION_MAX} characters` }]
        : []),
    ];
    if (errors.length) return HttpResponse.json({ message: errors[0]!.message, errors }, { status: 400 });
    const listings = [...db.properties, ...db.developments, ...db.areas];
    const showing = listings.filter((l) => JSON.stringify(l).includes(`"${path}"`));
    if (!showing.length)
      return HttpResponse.json({ message: `No stored picture has the path ${path}` }, { status: 404 });
    for (const l of showing) {
      const { [path]: _old, ...rest } = l.imageTexts;
      l.imageTexts = alt || caption ? { ...rest, [path]: { alt, caption } } : rest;
    }
    return HttpResponse.json({ message: 'Picture description saved', path, alt, caption } satisfies ImageTextResult);
  }),
];
