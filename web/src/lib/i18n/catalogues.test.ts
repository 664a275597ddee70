import fs from 'node:fs';
import path from 'node:path';
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
    await Promise.all(LOCALES.map(loadCatalogue));
    const count = (locale: (typeof LOCALES)[number], n: number) =>
      translate(locale, 'results.properties', { count: n, n: String(n) });
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

  it('write Arabic figures in Latin digits', async () => {
    await loadCatalogue('ar');
    expect(translate('ar', 'card.baths', { count: 1200 })).toBe('1,200 حمّام');
  });
});
