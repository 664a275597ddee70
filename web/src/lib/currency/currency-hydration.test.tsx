import { CURRENCY_STORAGE_KEY, type Currency } from '@estate/contract';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { currencyCookie } from './currency-cookie';
import { CurrencyProvider } from './currency-store';
import { Price } from './price';

/*
 * A page arrives rendered in the currency its cookie names, and hydrates as it came: the browser's
 * first render is the server's, so React keeps the server's markup of every boundary, also of
 * those still waiting for their code (a lazy section), and logs no error 421.
 */

const property = { price: 4_000_000, priceAed: 14_690_000, priceEur: 3_440_000 };
const PriceOf = () => <Price item={property} />;

function Page({ currency, Section }: { currency: Currency; Section: ComponentType }) {
  return (
    <CurrencyProvider initial={currency}>
      <p>
        Header <PriceOf />
      </p>
      <Suspense fallback={<p>Loading</p>}>
        <Section />
      </Suspense>
    </CurrencyProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Server markup of the page in `serverCurrency`, hydrated with its section's code still loading. */
async function hydrate(serverCurrency: Currency) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page currency={serverCurrency} Section={PriceOf} />);
  document.body.append(container);
  const errors: unknown[] = [];
  let load!: () => void;
  const Section = lazy(
    () => new Promise<{ default: ComponentType }>((resolve) => (load = () => resolve({ default: PriceOf }))),
  );
  await act(async () => {
    root = hydrateRoot(container, <Page currency={serverCurrency} Section={Section} />, {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  const prices = () => [...container.querySelectorAll('.price')].map((p) => p.textContent);
  const before = prices();
  await act(async () => load());
  return { errors, before, after: prices() };
}

describe('A page rendered in the chosen currency', () => {
  it('hydrates with no update: the section still loading keeps its server markup, and no error', async () => {
    document.cookie = currencyCookie('USD');
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'USD');
    const { errors, before, after } = await hydrate('USD');
    expect(before).toEqual(['$4,000,000', '$4,000,000']);
    expect(after).toEqual(['$4,000,000', '$4,000,000']);
    expect(errors).toEqual([]);
  });

  it('applies a choice kept in localStorage only after hydration, with no error, and puts it in the cookie', async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    const { errors, after } = await hydrate('AED');
    expect(after).toEqual(['€3,440,000', '€3,440,000']);
    expect(errors).toEqual([]);
    expect(document.cookie).toContain(`${CURRENCY_STORAGE_KEY}=EUR`);
  });
});
