import MessageFormat from '@messageformat/core';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  formatPrice,
  LANGUAGE_INTL_LOCALE,
  LANGUAGE_TAG,
  languageOr,
  languagePath,
  type Currency,
  type Language,
} from '@estate/contract';
import { ar } from './messages/ar';
import { en, type MailCatalogue, type MailMessageId } from './messages/en';
import { ru } from './messages/ru';
import { zh } from './messages/zh';

/*
 * The texts of the mails to buyers in the buyer's language (docs/decisions/0101): ICU messages
 * (messages/<language>.ts, English the source), compiled by @messageformat/core on first use with
 * the language's Intl locale, so plurals follow CLDR's rules and `#` is written with the
 * language's digits (Latin for Arabic). Staff mails stay English and do not come here.
 */

export const MAIL_CATALOGUES: Record<Language, MailCatalogue> = { en, ar, ru, zh };

type Values = Record<string, string | number>;
type Formatter = (values?: Values) => string;

const formatters = new Map<Language, MessageFormat<'string'>>();
const compiled = new Map<string, Formatter>();

function formatterOf(language: Language): MessageFormat<'string'> {
  let mf = formatters.get(language);
  if (!mf) {
    mf = new MessageFormat<'string'>(LANGUAGE_INTL_LOCALE[language], { returnType: 'string' });
    formatters.set(language, mf);
  }
  return mf;
}

/** A message of a language compiled into a function (throws on one that does not parse). */
export function compileMailMessage(language: Language, id: MailMessageId): Formatter {
  const key = `${language}:${id}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = formatterOf(language).compile(MAIL_CATALOGUES[language][id]) as Formatter;
    compiled.set(key, fn);
  }
  return fn;
}

/** What a buyer's mail is written with: its language's texts, attributes and formats. */
export interface MailTexts {
  language: Language;
  /** The lang attribute of the mail. */
  lang: string;
  rtl: boolean;
  t: (id: MailMessageId, values?: Values) => string;
  /** A path of the public site in the buyer's language ("/property/x" -> "/ar/property/x"). */
  path: (path: string) => string;
  /** A day (YYYY-MM-DD) as the language writes it; English keeps YYYY-MM-DD, as its mails always did. */
  day: (isoDay: string) => string;
  /** A price in whole units, the currency named as the language names it. */
  price: (amount: number, currency: Currency) => string;
}

/** The texts of a buyer's mail in `language` (a stored value: anything unknown is English). */
export function mailTexts(language: unknown): MailTexts {
  const lang = languageOr(language);
  const intl = LANGUAGE_INTL_LOCALE[lang];
  const t = (id: MailMessageId, values?: Values) => compileMailMessage(lang, id)(values);
  return {
    language: lang,
    lang: LANGUAGE_TAG[lang],
    rtl: directionOf(lang) === 'rtl',
    t,
    path: (path) => languagePath(lang, path),
    day: (isoDay) => {
      if (lang === DEFAULT_LANGUAGE) return isoDay;
      const date = new Date(`${isoDay}T00:00:00Z`);
      if (Number.isNaN(date.getTime())) return isoDay;
      return new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      );
    },
    price: (amount, currency) =>
      lang === DEFAULT_LANGUAGE
        ? formatPrice(amount, currency)
        : t('price', {
            currency,
            amount: new Intl.NumberFormat(intl, { maximumFractionDigits: 0 }).format(Math.round(amount)),
          }),
  };
}
