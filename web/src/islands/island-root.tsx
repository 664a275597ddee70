import type { Currency } from '@estate/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CurrencyProvider } from '~/lib/currency/currency-store';
import { I18nProvider } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import { createPopupsStore, PopupsProvider } from '~/lib/popups';
import { IslandRoutesContext, type IslandRoutes } from './router';

/** What the server wrote into a page served as islands, for every island of it. */
export interface IslandPage {
  locale: Locale;
  /** The display currency the page was rendered in (the root loader's, from its cookie). */
  currency: Currency;
  routes: IslandRoutes;
  /**
   * The root route's queries (the settings, the places' names of the page's language): what the
   * islands with TanStack Query's client start from, as the whole page does. A page's own data
   * reaches its islands as their props.
   */
  queries: DehydratedState | null;
}

/** The id of the page's JSON for its islands. */
export const ISLAND_PAGE_ID = 'estate-islands';

// One popup at a time for the whole page: every island's buttons and the popups' island share it.
export const islandPopups = createPopupsStore();

/** Around every island, on the server and in the browser: the page's language, currency, popups and routes. */
export function IslandRoot({ page, children }: { page: IslandPage; children: ReactNode }) {
  return (
    <IslandRoutesContext.Provider value={page.routes}>
      <I18nProvider locale={page.locale}>
        <CurrencyProvider initial={page.currency}>
          <PopupsProvider store={islandPopups}>{children}</PopupsProvider>
        </CurrencyProvider>
      </I18nProvider>
    </IslandRoutesContext.Provider>
  );
}

/** The identifier prefix of an island's root: its `useId`s on the server and in the browser. */
export const islandIdPrefix = (key: number) => `i${key}-`;
