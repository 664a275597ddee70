import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModuleDefault from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

/*
 * The interface texts' catalogues (src/lib/i18n/messages/<locale>.json, ICU MessageFormat) are
 * compiled at build time into ES modules of plain functions: `virtual:messages/<locale>`. What
 * reaches the browser is each message as a function and @messageformat/runtime's few helpers
 * (plural selection, number formatting): no parser, no interpreter (docs/decisions/0098).
 */

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
      const locale = id.slice(RESOLVED.length);
      const file = path.join(MESSAGES_DIR, `${locale}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      return compileCatalogue(locale, source);
    },
  };
}
