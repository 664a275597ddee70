import { CURRENCIES, CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, type Currency } from '@estate/contract';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { storedChoice } from '../stored-choice';
import { currencyCookie, currencyInCookie } from './currency-cookie';

/*
 * The visitor's display currency (public spec §3), kept in the browser under `currencySelected`:
 * in localStorage (which tells the other tabs) and in a cookie of that name, which the server reads
 * so every page arrives in the chosen currency (docs/decisions/0072). The root loader passes the
 * currency the page was rendered in; hydration starts from it, so the browser's first render is
 * the server's. A choice the cookie does not hold yet (kept in localStorage only) or made in another
 * tab applies right after, as a transition: an urgent update during hydration would make React
 * drop the server's markup of every boundary not hydrated yet (React error 421).
 */

const choice = storedChoice({
  key: CURRENCY_STORAGE_KEY,
  values: CURRENCIES,
  fallback: DEFAULT_CURRENCY,
  apply: (c) => {
    document.cookie = currencyCookie(c);
  },
});
export { isCurrency } from './currency-cookie';

/** The stored choice: the cookie's, else localStorage's (a visitor from before the cookie), else AED. */
function readStoredCurrency(): Currency {
  try {
    return currencyInCookie(document.cookie) ?? choice.read();
  } catch {
    return choice.read();
  }
}

interface CurrencyValue {
  currency: Currency;
  setCurrency: (c: Currency) => void;
}

const CurrencyContext = createContext<CurrencyValue | null>(null);

/** `initial`: the currency the server rendered the page in (the root loader's). */
export function CurrencyProvider({
  initial = DEFAULT_CURRENCY,
  children,
}: {
  initial?: Currency;
  children: ReactNode;
}) {
  const [currency, setState] = useState<Currency>(initial);
  useEffect(() => {
    const sync = () => startTransition(() => setState(readStoredCurrency()));
    const stored = readStoredCurrency();
    // Kept in localStorage only: the cookie learns it, so the next page is rendered in it.
    if (stored !== initial) choice.store(stored);
    sync();
    return choice.subscribe(sync);
  }, [initial]);
  const setCurrency = useCallback((c: Currency) => choice.store(c), []);
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a CurrencyProvider');
  return value;
}
