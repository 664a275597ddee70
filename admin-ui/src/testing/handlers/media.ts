import { API_PREFIX } from '@estate/contract';
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
];
