import { describe, expect, it } from 'vitest';
import { PropertySchema, SettingsSchema, TRANSLATION_LANGUAGES, type TranslationSet } from '@estate/contract';
import { del, get, post, put, staff } from './harness/client';
import {
  COMMUNITIES,
  DEMO_ADDRESS,
  ENGLISH_LISTINGS,
  LISTINGS,
  PROPERTIES,
  SETTINGS_TRANSLATIONS,
} from './harness/demo-content';

/*
 * The demo's translations (scripts/seed/content/translations) as the public reads them: every
 * demo listing, saved with its translations as staff save them, read in each language complete,
 * with the English figures and address; the demo settings' address in each language, the rest
 * of the settings the English ones.
 */

describe('the demo listings’ translations', () => {
  it('are each read by the public in every language, complete, with the English figures and address', async () => {
    const token = await staff();
    for (const [index, p] of PROPERTIES.entries()) {
      const c = COMMUNITIES[p.community] as (typeof COMMUNITIES)[string] & { location: string; country: string };
      const english = ENGLISH_LISTINGS[index];
      const added = await post('/add-property', {
        token,
        json: {
          ...english,
          location: c.location,
          country: c.country,
          propertyType: p.type,
          beds: p.beds,
          baths: p.baths,
          space: p.space,
          price: p.price,
          // A Dubai listing is published with its advertising permit.
          ...(c.country === 'Dubai'
            ? {
                permitNumber: String(7100000000 + index),
                permitExpiresAt: new Date(Date.now() + 30 * 86400000).toISOString(),
              }
            : {}),
        },
      });
      expect(added.status, `${p.key}: ${JSON.stringify(added.body)}`).toBe(200);
      const { _id: id, slug, priceAed } = added.body.property as { _id: string; slug: string; priceAed: number };
      for (const language of TRANSLATION_LANGUAGES) {
        const saved = await put(`/save-translation/property/${id}/${language}`, {
          token,
          json: { values: LISTINGS[index][language] },
        });
        expect(saved.status, `${p.key} (${language}): ${JSON.stringify(saved.body)}`).toBe(200);
      }
      const set = (await get(`/get-translations/property/${id}`, { token })).body as TranslationSet;
      expect(
        set.translations.map((t) => [t.language, t.state, t.published]),
        p.key,
      ).toEqual(TRANSLATION_LANGUAGES.map((language) => [language, 'complete', true]));
      for (const language of TRANSLATION_LANGUAGES) {
        const page = await get(`/get-property-slug/${slug}?language=${language}`);
        expect(page.status, `${p.key} (${language})`).toBe(200);
        const read = PropertySchema.parse(page.body);
        expect(read, `${p.key} (${language})`).toMatchObject({
          ...LISTINGS[index][language],
          _id: id,
          slug: LISTINGS[index][language].slug ?? slug,
          priceAed,
          translation: { language, untranslated: [], english: { title: p.title } },
        });
      }
      expect((await del(`/delete-property/${id}`, { token })).status).toBe(200);
    }
  }, 300_000);
});

describe('the demo settings’ translations', () => {
  it('are read by the public in every language, the rest of the settings the English ones', async () => {
    const token = await staff();
    const before = SettingsSchema.parse((await get('/get-settings')).body);
    try {
      expect((await put('/update-settings', { token, json: { address: DEMO_ADDRESS } })).status).toBe(200);
      const english = SettingsSchema.parse((await get('/get-settings')).body);
      for (const language of TRANSLATION_LANGUAGES) {
        const saved = await put(`/save-translation/setting/settings/${language}`, {
          token,
          json: { values: SETTINGS_TRANSLATIONS[language] },
        });
        expect(saved.status, `${language}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      for (const language of TRANSLATION_LANGUAGES)
        expect(SettingsSchema.parse((await get(`/get-settings?language=${language}`)).body)).toEqual({
          ...english,
          address: SETTINGS_TRANSLATIONS[language].address,
          translation: { language, untranslated: [] },
        });
    } finally {
      for (const language of TRANSLATION_LANGUAGES)
        await del(`/delete-translation/setting/settings/${language}`, { token });
      await put('/update-settings', { token, json: { address: before.address } });
    }
  });
});
