import { beforeAll, describe, expect, it } from 'vitest';
import { PlaceNamesSchema, type PlaceNames } from '@estate/contract';
import { del, errorFields, get, post, put, staff, unique } from './harness/client';

/*
 * The places' names in a language (docs/decisions/0102): a listing's location is the English name
 * of a community, and its area guide's translated title is what the site shows for it on the
 * Arabic, Russian and Chinese pages. The public reads every name of a language at once.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const translate = (id: string, language: string, values: Record<string, unknown>) =>
  put(`/save-translation/area/${id}/${language}`, { token, json: { values } });

async function addArea(title: string): Promise<string> {
  const res = await post('/add-area', { token, json: { title, desc1: 'A community by the sea.' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.area as { _id: string })._id;
}

async function namesIn(language?: string): Promise<PlaceNames> {
  const res = await get(`/get-place-names${language ? `?language=${language}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return PlaceNamesSchema.parse(res.body);
}

describe("the places' names in a language", () => {
  it("are the area guides' translated titles, by each guide's English title", async () => {
    const palm = unique('Palm Jumeirah');
    const marina = unique('Dubai Marina');
    const palmId = await addArea(palm);
    const marinaId = await addArea(marina);
    expect((await translate(palmId, 'ar', { title: 'نخلة جميرا' })).status).toBe(200);
    expect((await translate(palmId, 'ru', { title: 'Палм-Джумейра' })).status).toBe(200);
    // A guide translated into Russian only leaves its place English on the Arabic pages.
    expect((await translate(marinaId, 'ru', { title: 'Дубай Марина' })).status).toBe(200);

    const arabic = await namesIn('ar');
    // Read again, it is the response cache's answer (the site asks once per page).
    expect((await get('/get-place-names?language=ar')).headers.get('x-cache')).toBe('HIT');
    expect(arabic.language).toBe('ar');
    expect(arabic.names[palm]).toBe('نخلة جميرا');
    expect(arabic.names).not.toHaveProperty(marina);
    expect((await namesIn('ru')).names).toMatchObject({ [palm]: 'Палм-Джумейра', [marina]: 'Дубай Марина' });
    // No Chinese translation: the place is not named in Chinese.
    expect((await namesIn('zh')).names).not.toHaveProperty(palm);
    // A place no guide covers is never named.
    expect(Object.keys(arabic.names)).not.toContain('Nowhere Creek');
    // English names no place: its names are the English ones.
    expect(await namesIn('en')).toEqual({ language: 'en', names: {} });
    expect(await namesIn()).toEqual({ language: 'en', names: {} });

    // A renamed translation is read at once (the cached answer is retired by the write).
    expect((await translate(palmId, 'ar', { title: 'جزيرة النخلة' })).status).toBe(200);
    expect((await namesIn('ar')).names[palm]).toBe('جزيرة النخلة');

    for (const id of [palmId, marinaId]) expect((await del(`/delete-area/${id}`, { token })).status).toBe(200);
    expect((await namesIn('ar')).names).not.toHaveProperty(palm);
  });

  it('never names a place after a guide that is not on the site', async () => {
    const title = unique('Jumeirah Bay');
    const id = await addArea(title);
    expect((await translate(id, 'zh', { title: '朱美拉湾' })).status).toBe(200);
    expect((await namesIn('zh')).names[title]).toBe('朱美拉湾');
    expect((await post(`/unpublish-area/${id}`, { token, json: {} })).status).toBe(200);
    expect((await namesIn('zh')).names).not.toHaveProperty(title);
    expect((await post(`/publish-area/${id}`, { token, json: {} })).status).toBe(200);
    expect((await namesIn('zh')).names[title]).toBe('朱美拉湾');
    expect((await del(`/delete-area/${id}`, { token })).status).toBe(200);
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const res = await get('/get-place-names?language=fr');
    expect(res.status).toBe(400);
    expect(errorFields(res.body)).toEqual(['language']);
  });
});
