import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModuleDefault from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/*
 * The interface texts' catalogues (src/lib/i18n/messages/<locale>.json, ICU MessageFormat) are
 * compiled at build time into ES modules of plain functions. What reaches the browser is each
 * message as a function and @messageformat/runtime's few helpers (plural selection, number
 * formatting): no parser, no interpreter (docs/decisions/0098).
 *
 * - `virtual:messages/ar` (ru, zh): a whole catalogue, the chunk a page in that language loads.
 * - `virtual:messages/en`: the English texts every page shows (header, menus, footer, cards).
 * - `virtual:messages/en/<part>`: the English texts of one part of the site, imported by the
 *   components that show them, so that each stays in the chunks of the pages that use it.
 */

/** The parts of the English catalogue kept out of the layout, by message id. */
export const ENGLISH_PARTS: Record<string, RegExp> = {
  home: /^(home|meta\.home)\./,
  search: /^(search|results|sort|propertyType)\./,
  listing: /^listing\./,
  dates: /^(date|post)\./,
  // English prices are written by the contract's formatPrice (the spec's own figures): these
  // entries name each id's English form, and no English page loads them.
  prices: /^price\./,
  forms: /^form\./,
};

/** The messages of an English part, or (`part` undefined) those of no part. */
function englishPart(source: Record<string, string>, part: string | undefined): Record<string, string> {
  const parts = Object.values(ENGLISH_PARTS);
  const pattern = part ? ENGLISH_PARTS[part] : undefined;
  if (part && !pattern) throw new Error(`No English part ${part}`);
  return Object.fromEntries(
    Object.entries(source).filter(([id]) => (pattern ? pattern.test(id) : !parts.some((p) => p.test(id)))),
  );
}

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0estate-messages:';
const MESSAGES_DIR = path.resolve(__dirname, '../src/lib/i18n/messages');

/** The Intl locale each catalogue formats with (src/lib/i18n/locales.ts INTL_LOCALE). */
const FORMAT_LOCALE: Record<string, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

const compileModule = ((compileModuleDefault as unknown as { default?: typeof compileModuleDefault }).default ??
  compileModuleDefault) as (mf: MessageFormat, messages: Record<string, string>) => string;

/** A catalogue's source compiled into a module (throws on a message that does not parse). */
export function compileCatalogue(locale: string, source: Record<string, string>): string {
  const intl = FORMAT_LOCALE[locale];
  if (!intl) throw new Error(`No catalogue locale ${locale}`);
  const mf = new MessageFormat(intl, { currency: 'AED', strict: false });
  return compileModule(mf, source);
}

export function messagesPlugin(): Plugin {
  return {
    name: 'estate:messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = '', part] = id.slice(RESOLVED.length).split('/');
      const file = path.join(MESSAGES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      return compileCatalogue(locale, locale === 'en' ? englishPart(source, part) : source);
    },
  };
}
