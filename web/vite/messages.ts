import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModuleDefault from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/*
 * The interface texts' catalogues (src/lib/i18n/messages/<locale>.json, ICU MessageFormat) are
 * compiled at build time into ES modules of plain functions. What reaches the browser is each
 * message as a function and @messageformat/runtime's plural selection: no parser, no interpreter
 * (docs/decisions/0098).
 *
 * Each catalogue is split by part of the site (the ids' prefixes below):
 * - `virtual:messages/<locale>`: the texts every page shows (header, menus, footer, cards);
 * - `virtual:messages/<locale>/<part>`: the texts of one part. English parts are imported by the
 *   components that show them (so each stays in the chunks of the pages that use it); another
 *   language's are loaded for the parts its page used (the server names them in the page);
 * - `virtual:messages/loaders`: each language's part chunks, to load by name.
 */

/** The parts of the catalogues kept apart from the texts every page shows, by message id. */
export const PARTS: Record<string, RegExp> = {
  home: /^(home|meta\.home)\./,
  // The home's search uses the few texts it shares with the listing search from the layout's part.
  search: /^(search\.(?!(propertyType|location|allLocations|submit|properties)$)|results\.|sort\.)/,
  listing: /^listing\./,
  dates: /^(date|post)\./,
  // English prices are written by the contract's formatPrice (the spec's own figures): the English
  // entries name each id's English form, and no English page loads them.
  prices: /^price\./,
  forms: /^form\./,
};

/**
 * A page's own texts (`page.<name>.*`: a guide, a legal page, a service page) are a part of their
 * own, `page-<name>`, which only that page loads: long static texts never weigh on other pages.
 */
const PAGE_ID = /^page\.([A-Za-z0-9]+)\./;

/** Every part: the fixed ones, and one per page named in the English catalogue. */
export function partsOf(english: Record<string, string>): Record<string, RegExp> {
  const pages = new Set(Object.keys(english).flatMap((id) => PAGE_ID.exec(id)?.[1] ?? []));
  return {
    ...PARTS,
    ...Object.fromEntries([...pages].map((name) => [`page-${name}`, new RegExp(`^page\\.${name}\\.`)])),
  };
}

const englishSource = () =>
  JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, 'en.json'), 'utf8')) as Record<string, string>;

/** The messages of a part, or (`part` undefined) those of no part. */
function partOf(source: Record<string, string>, part: string | undefined): Record<string, string> {
  const all = partsOf(englishSource());
  const parts = Object.values(all);
  const pattern = part ? all[part] : undefined;
  if (part && !pattern) throw new Error(`No catalogue part ${part}`);
  return Object.fromEntries(
    Object.entries(source).filter(([id]) => (pattern ? pattern.test(id) : !parts.some((p) => p.test(id)))),
  );
}

/** Each language's parts, loaded by name (English's are imported where they are shown). */
function loadersModule(): string {
  const entries = Object.keys(FORMAT_LOCALE)
    .filter((locale) => locale !== 'en')
    .map((locale) => {
      const parts = ['', ...Object.keys(partsOf(englishSource()))].map(
        (part) =>
          `${JSON.stringify(part || 'layout')}: () => import(${JSON.stringify(`${PREFIX}${locale}${part ? `/${part}` : ''}`)})`,
      );
      return `${JSON.stringify(locale)}: { ${parts.join(', ')} }`;
    });
  return `export default { ${entries.join(', ')} };\n`;
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

/**
 * A catalogue's source compiled into a module (throws on a message that does not parse), its
 * default export named by its part (`$part`): what a page used is told by it (useT()).
 */
export function compileCatalogue(locale: string, source: Record<string, string>, part = 'layout'): string {
  const intl = FORMAT_LOCALE[locale];
  if (!intl) throw new Error(`No catalogue locale ${locale}`);
  const mf = new MessageFormat(intl, { currency: 'AED', strict: false });
  const code = compileModule(mf, source).replace('export default {', 'const messages = {');
  return `${code}\nObject.defineProperty(messages, '$part', { value: ${JSON.stringify(part)} });\nexport default messages;\n`;
}

export function messagesPlugin(): Plugin {
  return {
    name: 'estate:messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      if (id === `${RESOLVED}loaders`) {
        this.addWatchFile(path.join(MESSAGES_DIR, 'en.json'));
        return loadersModule();
      }
      const [locale = '', part] = id.slice(RESOLVED.length).split('/');
      const file = path.join(MESSAGES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      return compileCatalogue(locale, partOf(source, part), part);
    },
  };
}
