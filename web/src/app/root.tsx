import { CurrencyProvider } from '~/lib/currency/currency-store';
import { currencyFromCookie } from '~/lib/currency/currency-cookie';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import displayFont from '~/styles/fonts/cormorant-garamond-core.woff2?url';
import textFont from '~/styles/fonts/jost-core.woff2?url';
import arabicFont from '~/styles/fonts/ibm-plex-sans-arabic-400-core.woff2?url';
import cyrillicDisplayFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2?url';
import cyrillicTextFont from '@fontsource-variable/jost/files/jost-cyrillic-wght-normal.woff2?url';
import { useCspNonce } from '~/lib/csp-nonce';
import { settingsQuery } from '~/features/settings/api/get-settings';
import { PopupsProvider } from '~/lib/popups';
import { getQueryClient, mergeDehydrated } from '~/lib/query-client';
import { withQueries, type RouteData } from '~/lib/route-data';
import { SITE_NAME } from '~/lib/site';
import { AREA_UNIT_SCRIPT } from '~/lib/units/area-unit';
import { useDraftPreview } from '~/lib/preview';
import { sentAnswerOf } from '~/lib/form-answer';
import type { PublicConfig } from '~/lib/seo';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { DEFAULT_LOCALE, dirOf, LANG_TAG, localeFromPath, type Locale } from '~/lib/i18n/locales';
import { placeNamesQuery } from '~/lib/i18n/place-names';
import arabicFontCss from '~/styles/fonts/arabic.css?inline';
import cyrillicFontCss from '~/styles/fonts/cyrillic.css?inline';
import siteCss from '~/styles/index.css?inline';
import { PageQueryClient } from '~/islands/island';
import { IslandScripts, IslandsProvider, useIslandsPage } from '~/islands/islands-page';
import { Shell } from './layout/shell';
import { errorTitle, RouteErrorPage } from './layout/error-page';
import type { Route } from './+types/root';

/** The site's stylesheet, inlined by the server into every page (empty in the browser's build). */
const SITE_CSS = import.meta.env.SSR ? siteCss : '';
/** The faces of a language's own script, inlined into its pages only (Chinese uses the system's). */
const SCRIPT_CSS: Partial<Record<Locale, string>> = import.meta.env.SSR
  ? { ar: arabicFontCss, ru: cyrillicFontCss }
  : {};

/**
 * The faces of a language's own script, preloaded with the site's two so they arrive together:
 * found only by the first layout, they came 75-200 ms after the Latin ones and the whole page was
 * laid out again when they did. Arabic's regular weight only (its semibold's few labels load on
 * demand); Russian's two Cyrillic cuts (31 KB). Lighthouse's LCP of the Russian pages did not move.
 */
const SCRIPT_FONTS: Partial<Record<Locale, string[]>> = {
  ar: [arabicFont],
  ru: [cyrillicDisplayFont, cyrillicTextFont],
};

/** A face's file fetched with the page, as its @font-face asks for it (CORS, so the one fetch serves both). */
const fontPreload = (href: string) =>
  ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }) as const;

// Both faces' core files (the characters nearly every page uses: src/styles/fonts,
// scripts/subset-fonts.mjs) are preloaded, so the first layout usually has them and the page is
// not laid out a second time when they arrive; their metric-matched fallbacks cover the rest.
export const links: Route.LinksFunction = () => [
  fontPreload(displayFont),
  fontPreload(textFont),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/images/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The page's language, from its address (React Router's basename for it: server/app.ts).
  const locale = localeFromPath(new URL(request.url).pathname);
  await loadCatalogue(locale);
  return withQueries(async (client) => {
    await Promise.all([
      client.prefetchQuery(settingsQuery(locale)),
      // The places' names of the page's language, for every card, filter and label it shows; none in English.
      locale === DEFAULT_LOCALE ? null : client.prefetchQuery(placeNamesQuery(locale)),
    ]);
    const settings = client.getQueryData(settingsQuery(locale).queryKey);
    const publicConfig: PublicConfig = {
      siteUrl: context.siteUrl,
      mapAttribution: context.mapAttribution,
      agencyName: settings?.agencyName || SITE_NAME,
      locale,
    };
    // The visitor's display currency, from its cookie: prices are rendered in it (decision 0072).
    return {
      publicConfig,
      currency: currencyFromCookie(request.headers.get('Cookie')),
      // A form sent without script: its errors (the page rendered again) or its thanks (the address).
      formAnswer: context.formAnswer ?? sentAnswerOf(request),
    };
  });
}

// The root data (settings, public configuration) does not change while a visitor browses.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // A draft preview's bar sits above the fixed header, which moves down under it.
  const preview = useDraftPreview();
  // The language's prefix is the router's basename: '/ar' answers Arabic, '/' English.
  const locale = localeFromPath(useHref('/'));
  // A route served as islands (decision 0107): its interactive parts hydrate alone, without the router.
  const islands = useIslandsPage(locale);
  return (
    // The head script below may set data-area-unit before hydration: React must not mind it.
    <html lang={LANG_TAG[locale]} dir={dirOf(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#14171a" />
        <Meta />
        {/* Before the first paint: sizes in the visitor's stored unit, with no flash (decision 0026). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: AREA_UNIT_SCRIPT }} />
        {/* The stylesheet is the server's to write: hydration keeps the element as it came, so the
            browser's bundle leaves the text out (it was ~12 KiB of every route's JavaScript). */}
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
        {locale === 'ar' || locale === 'ru' ? (
          <style
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: SCRIPT_CSS[locale] ?? '' }}
          />
        ) : null}
        <Links />
        {SCRIPT_FONTS[locale]?.map((href) => (
          <link key={href} {...fontPreload(href)} />
        ))}
      </head>
      <body className={preview ? 'is-preview' : undefined}>
        <I18nProvider locale={locale}>
          <IslandsProvider value={islands}>{children}</IslandsProvider>
        </I18nProvider>
        {islands ? (
          <IslandScripts value={islands} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  const matches = useMatches();
  const state = mergeDehydrated(matches.map((m) => (m.data as RouteData | undefined)?.dehydratedState ?? null));
  const root = useRouteLoaderData<typeof loader>('root');
  // Marks the document once the page's tree has hydrated (effects run after that commit): what the
  // browser tests wait for before they act, in place of a quiet network.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <PageQueryClient.Provider value={client}>
        <HydrationBoundary state={state}>
          <CurrencyProvider initial={root?.currency}>
            <PopupsProvider>{children}</PopupsProvider>
          </CurrencyProvider>
        </HydrationBoundary>
      </PageQueryClient.Provider>
    </QueryClientProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Shell>
        <Outlet />
      </Shell>
    </Providers>
  );
}

export const meta: Route.MetaFunction = ({ error, data }) => [
  // The same agency name as every other title: the CMS settings' one when the root loader ran.
  { title: errorTitle(error, data?.publicConfig.agencyName ?? SITE_NAME) },
  { name: 'robots', content: 'noindex' },
];

export function ErrorBoundary() {
  return (
    <Providers>
      <Shell>
        <RouteErrorPage />
      </Shell>
    </Providers>
  );
}
