import { CURRENCIES, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, type Currency } from '@estate/contract';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { storedChoice } from '../stored-choice';

/*
 * The visitor's display currency, kept in localStorage under `currencySelected` (public spec §3).
 * The server always renders the default (AED); after hydration the stored choice applies. Prices
 * reserve their width and use tabular figures, so the switch shifts nothing.
 */

const choice = storedChoice({ key: CURRENCY_STORAGE_KEY, values: CURRENCIES, fallback: DEFAULT_CURRENCY });
export const isCurrency = choice.is;
const { read: readStoredCurrency, store: storeCurrency, subscribe } = choice;

interface CurrencyValue {
  currency: Currency;
  setCurrency: (c: Currency) => void;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const currency = useSyncExternalStore(subscribe, readStoredCurrency, () => DEFAULT_CURRENCY);
  const setCurrency = useCallback((c: Currency) => storeCurrency(c), []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
