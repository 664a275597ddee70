import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import fs from 'node:fs';
import path from 'node:path';
import loaders from 'virtual:messages/loaders';
import searchTexts from 'virtual:messages/en/search';
import { priceFormatFor } from '../currency/price-format';
import { MESSAGE_IDS, SAVED_SEARCH_MESSAGE_IDS } from './contract-messages';
import { loadCatalogue, translate } from './i18n';
import { LOCALES } from './locales';

const source = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

describe('the message catalogues', () => {
  it('translate every English message id, and no other', () => {
    const ids = Object.keys(source('en')).sort();
    for (const locale of LOCALES) expect(Object.keys(source(locale)).sort()).toEqual(ids);
  });

  it('count properties by each language’s plural rules', async () => {
    await Promise.all(LOCALES.map((l) => loadCatalogue(l)));
    const count = (locale: (typeof LOCALES)[number], n: number) =>
      translate(locale, 'results.properties', { count: n, n: String(n) }, searchTexts);
    expect([1, 2, 12].map((n) => count('en', n))).toEqual(['1 property', '2 properties', '12 properties']);
    // Arabic's six forms: zero, one, two, few (3-10), many (11-99), other (100...).
    expect([0, 1, 2, 3, 11, 100].map((n) => count('ar', n))).toEqual([
      'لا توجد عقارات',
      'عقار واحد',
      'عقاران',
      '3 عقارات',
      '11 عقارًا',
      '100 عقار',
    ]);
    // Russian: one (1, 21), few (2-4), many (5-20).
    expect([1, 3, 5, 21].map((n) => count('ru', n))).toEqual(['1 объект', '3 объекта', '5 объектов', '21 объект']);
    expect(count('zh', 3)).toBe('3 套房产');
  });

  it('keep each part of the English texts apart, and every text in one part', async () => {
    const all = await Promise.all([
      import('virtual:messages/en'),
      import('virtual:messages/en/home'),
      import('virtual:messages/en/search'),
      import('virtual:messages/en/listing'),
      import('virtual:messages/en/dates'),
      import('virtual:messages/en/prices'),
      import('virtual:messages/en/forms'),
    ]);
    // A page's own texts (page.<name>.*) are a part of their own, only that page loads.
    const pageParts = Object.keys(loaders.ar).filter((p) => p.startsWith('page-'));
    expect(pageParts).toEqual(expect.arrayContaining(['page-privacy', 'page-terms', 'page-legal']));
    const pages = await Promise.all(pageParts.map((p) => import(/* @vite-ignore */ `virtual:messages/en/${p}`)));
    const parts = [...all, ...pages].map((part: { default: object }) => Object.keys(part.default));
    expect(parts[0]).toContain('nav.about');
    expect(parts[1]).toContain('home.title1');
    expect(parts[2]).toContain('results.properties');
    expect(parts[0]).not.toContain('page.privacyHead.title');
    expect(parts.flat().sort()).toEqual(Object.keys(source('en')).sort());
  });

  it('write dates and prices as each language does', async () => {
    await Promise.all(LOCALES.map((l) => loadCatalogue(l)));
    const dates = (await import('virtual:messages/en/dates')).default;
    const march = { day: '3', month: '3', year: '2026' };
    expect(translate('en', 'date.long', march, dates)).toBe('3 March 2026');
    expect(translate('ar', 'date.long', march)).toBe('3 مارس 2026');
    expect(translate('ru', 'date.long', march)).toBe('3 марта 2026 г.');
    expect(translate('zh', 'date.long', march)).toBe('2026年3月3日');
    expect(priceFormatFor('en')(4_000_000, 'AED')).toBe('AED\u00a04,000,000');
    expect(priceFormatFor('ar')(4_000_000, 'AED')).toBe('4,000,000 درهم');
    expect(priceFormatFor('ru')(1_250_000.4, 'USD')).toBe('1\u00a0250\u00a0000\u00a0$');
    expect(priceFormatFor('zh')(980_000, 'EUR')).toBe('980,000 欧元');
  });

  it('hold the contract’s messages in English word for word', () => {
    const en = source('en');
    expect(en['subscribe.success']).toBe(MESSAGES.subscribeSuccess);
    expect(en['subscribe.failed']).toBe(MESSAGES.subscribeFailed);
    expect(en['form.networkError']).toBe(MESSAGES.networkError);
    expect(en['subscribe.networkError']).toBe(MESSAGES.networkError);
    expect(en['form.contactSuccess']).toBe(MESSAGES.contactSuccess);
    expect(en['results.noProperties']).toBe(MESSAGES.noProperties);
    expect(en['home.developments.empty']).toBe(MESSAGES.noDevelopments);
    // Every contract message has its id, the English text the contract's word for word.
    for (const [key, text] of Object.entries(MESSAGES))
      expect(en[MESSAGE_IDS[key as keyof typeof MESSAGES]]).toBe(text);
    for (const [key, text] of Object.entries(SAVED_SEARCH_MESSAGES))
      expect(en[SAVED_SEARCH_MESSAGE_IDS[key as keyof typeof SAVED_SEARCH_MESSAGES]]).toBe(text);
  });

  it('write Arabic figures in Latin digits, and load no Intl formatter for a message', async () => {
    await loadCatalogue('ar');
    expect(translate('ar', 'card.baths', { count: 1200, n: '1,200' })).toBe('1,200 حمّام');
    // A tab's first Intl formatter costs tens of ms while hydrating (decision 0058): figures come
    // written by hand ({n}), never by ICU's # (which formats with Intl.NumberFormat).
    for (const locale of LOCALES) expect(JSON.stringify(source(locale))).not.toContain('#');
  });
});
