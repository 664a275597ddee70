import { describe, expect, it } from 'vitest';
import { parse } from '@messageformat/parser';
import { formatPrice, LANGUAGES } from '@estate/contract';
import { compileMailMessage, MAIL_CATALOGUES, mailTexts } from '../src/lib/mail/mail-texts';
import type { MailMessageId } from '../src/lib/mail/messages/en';

/*
 * The texts of the buyers' mails in each language (docs/decisions/0101): every language says
 * every English message with the same arguments, each compiles with its language's plural rules,
 * and figures, days and prices are written as the language writes them (Latin digits in Arabic).
 */

type Node = ReturnType<typeof parse>[number] | { type: 'octothorpe' };

/** The arguments of a message with how each is used: "label" (plain), "count:plural", "currency:select"... */
function argumentsOf(source: string): string[] {
  const found = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'argument') found.add(node.arg);
      else if (node.type === 'function') found.add(`${node.arg}:${node.key}`);
      else if (node.type === 'plural' || node.type === 'select' || node.type === 'selectordinal') {
        found.add(`${node.arg}:${node.type}`);
        for (const c of node.cases) walk(c.tokens as Node[]);
      }
    }
  };
  walk(parse(source) as Node[]);
  return [...found].sort();
}

const ids = Object.keys(MAIL_CATALOGUES.en).sort() as MailMessageId[];

describe('the catalogues of the buyers’ mails', () => {
  it.each(LANGUAGES)('%s says every English message, and no other', (language) => {
    expect(Object.keys(MAIL_CATALOGUES[language]).sort()).toEqual(ids);
  });

  it.each(LANGUAGES)('%s gives each message the arguments English gives it', (language) => {
    for (const id of ids) {
      expect(argumentsOf(MAIL_CATALOGUES[language][id]), `${language} ${id}`).toEqual(
        argumentsOf(MAIL_CATALOGUES.en[id]),
      );
    }
  });

  it.each(LANGUAGES)('%s compiles, its plurals using only its own CLDR categories', (language) => {
    for (const id of ids) expect(() => compileMailMessage(language, id), `${language} ${id}`).not.toThrow();
  });
});

describe('a buyer’s mail texts', () => {
  const subject = (language: (typeof LANGUAGES)[number], count: number) =>
    mailTexts(language).t('alert.digest.subject', { count, label: 'Villas' });

  it('count new listings by each language’s plural rules', () => {
    expect([1, 2].map((n) => subject('en', n))).toEqual(['1 new listing: Villas', '2 new listings: Villas']);
    // Arabic's forms: one, two, few (3-10), many (11-99), other (100...).
    expect([1, 2, 3, 11, 100].map((n) => subject('ar', n))).toEqual([
      'عقار جديد واحد: Villas',
      'عقاران جديدان: Villas',
      '3 عقارات جديدة: Villas',
      '11 عقارًا جديدًا: Villas',
      '100 عقار جديد: Villas',
    ]);
    // Russian: one (1, 21), few (2-4), many (5-20).
    expect([1, 3, 5, 21].map((n) => subject('ru', n))).toEqual([
      '1 новый объект: Villas',
      '3 новых объекта: Villas',
      '5 новых объектов: Villas',
      '21 новый объект: Villas',
    ]);
    expect(subject('zh', 3)).toBe('3 套新房源：Villas');
  });

  it('write days and prices as each language does, Arabic in Latin digits, English as it always did', () => {
    expect(mailTexts('en').day('2026-03-03')).toBe('2026-03-03');
    expect(mailTexts('ar').day('2026-03-03')).toBe('3 مارس 2026');
    expect(mailTexts('ru').day('2026-03-03')).toBe('3 марта 2026 г.');
    expect(mailTexts('zh').day('2026-03-03')).toBe('2026年3月3日');
    expect(mailTexts('en').price(4_000_000, 'AED')).toBe(formatPrice(4_000_000, 'AED'));
    expect(mailTexts('ar').price(4_000_000, 'AED')).toBe('4,000,000 درهم');
    expect(mailTexts('ru').price(1_250_000.4, 'USD')).toMatch(/^1\s250\s000\u00a0\$$/u);
    expect(mailTexts('zh').price(980_000, 'EUR')).toBe('980,000 欧元');
    expect(mailTexts('ar').t('alert.digest.more', { count: 12 })).toBe('12 عقارًا آخر');
  });

  it('put the site’s links and the layout in the language, and read an unknown stored value as English', () => {
    expect(mailTexts('ar')).toMatchObject({ lang: 'ar', rtl: true });
    expect(mailTexts('zh')).toMatchObject({ lang: 'zh-Hans', rtl: false });
    expect(mailTexts('ru').path('/property/x')).toBe('/ru/property/x');
    expect(mailTexts('en').path('/property/x')).toBe('/property/x');
    expect(mailTexts(null).language).toBe('en');
    expect(mailTexts('fr').language).toBe('en');
  });
});
