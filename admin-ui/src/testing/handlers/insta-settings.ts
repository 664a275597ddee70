import { API_PREFIX, BUYING_COSTS_DEFAULTS, buyingCostsFrom, SettingsInputSchema } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, filesOf, record, textOf } from '../db';
import { makeInsta } from '../fixtures';
import { storedPath } from './crud';

export const instaSettingsHandlers = [
  http.get(`${API_PREFIX}/get-insta`, () =>
    db.insta ? HttpResponse.json(db.insta) : HttpResponse.json({ message: 'Insta posts not found!' }, { status: 404 }),
  ),
  http.post(`${API_PREFIX}/add-insta`, async ({ request }) => {
    const entry = await record(request);
    if (db.insta) return HttpResponse.json({ message: 'The Instagram set already exists' }, { status: 409 });
    db.insta = makeInsta({ images: filesOf(entry, 'images').map(storedPath) });
    return HttpResponse.json({ message: 'Insta added', insta: db.insta });
  }),
  http.put(`${API_PREFIX}/update-insta/:id`, async ({ request, params }) => {
    const entry = await record(request);
    if (!db.insta || db.insta._id !== params.id)
      return HttpResponse.json({ message: 'Insta not found' }, { status: 404 });
    const keptText = textOf(entry, 'images');
    const kept = keptText ? (JSON.parse(keptText) as string[]) : db.insta.images;
    const rest = db.insta.images.filter((i) => !kept.includes(i));
    db.insta = { ...db.insta, images: [...kept, ...rest, ...filesOf(entry, 'images').map(storedPath)] };
    return HttpResponse.json({ message: 'Insta updated', insta: db.insta });
  }),
  http.post(`${API_PREFIX}/remove-image-insta`, async ({ request }) => {
    const entry = await record(request);
    const { instaId, imageName } = (entry.body ?? {}) as { instaId?: string; imageName?: string };
    if (!db.insta || db.insta._id !== instaId)
      return HttpResponse.json({ message: 'Insta not found' }, { status: 404 });
    db.insta = { ...db.insta, images: db.insta.images.filter((i) => i !== imageName) };
    return HttpResponse.json({ message: 'Image removed', insta: db.insta });
  }),
  http.get(`${API_PREFIX}/get-settings`, () => HttpResponse.json(db.settings)),
  http.put(`${API_PREFIX}/update-settings`, async ({ request }) => {
    const entry = await record(request);
    const parsed = SettingsInputSchema.safeParse(entry.body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      return HttpResponse.json({ message: errors[0]?.message ?? 'Invalid input', errors }, { status: 400 });
    }
    // The CMS's rule: buying costs merge field by field over the defaults; null restores them.
    const { buyingCosts, ...rest } = parsed.data;
    const costs =
      buyingCosts === null
        ? BUYING_COSTS_DEFAULTS
        : buyingCosts
          ? buyingCostsFrom({
              ...db.settings.buyingCosts,
              ...buyingCosts,
              ltvExpat: { ...db.settings.buyingCosts.ltvExpat, ...buyingCosts.ltvExpat },
              ltvNational: { ...db.settings.buyingCosts.ltvNational, ...buyingCosts.ltvNational },
            })
          : db.settings.buyingCosts;
    db.settings = { ...db.settings, ...rest, buyingCosts: costs, updatedAt: new Date().toISOString() };
    return HttpResponse.json({ message: 'Settings updated', settings: db.settings });
  }),
];
