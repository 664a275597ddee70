import type { ServerBuild } from 'react-router';
import { basenameOf, LOCALES, localeFromPath, type Locale } from '../src/lib/i18n/locales';

type BuildOrLoader = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The build as it serves one language: its prefix as React Router's basename, so the pages'
 * links, forms, data requests and route manifest all stay under it, in the server and in the
 * browser (the basename reaches the browser with the rest of the router's context).
 */
export function buildForLocale(build: BuildOrLoader, locale: Locale): BuildOrLoader {
  const basename = basenameOf(locale);
  if (basename === '/') return build;
  return typeof build === 'function' ? async () => ({ ...(await build()), basename }) : { ...build, basename };
}

/**
 * One handler per language over the same build, and the one for an address: its prefix's, or
 * English's for an unprefixed one (an unknown prefix is then English's 404).
 */
export function handlersByLocale<H>(build: BuildOrLoader, make: (build: BuildOrLoader) => H): (path: string) => H {
  const handlers = Object.fromEntries(LOCALES.map((l) => [l, make(buildForLocale(build, l))])) as Record<Locale, H>;
  return (path) => handlers[localeFromPath(path)];
}
