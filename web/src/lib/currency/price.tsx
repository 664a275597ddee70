import { priceIn, type PricedDevelopment, type PricedProperty } from '@estate/contract';
import { Island } from '~/islands/island';
import { useCurrency } from './currency-store';
import { usePriceFormat } from './price-format';

type Priced = PricedProperty & PricedDevelopment;
const PRICE_FIELDS = ['price', 'priceAed', 'priceEur', 'dPriceAed', 'dPriceEur'] as const;

/** A listing's price in the visitor's currency: price (USD), priceEur/dPriceEur, priceAed/dPriceAed. */
export function LivePrice({ item, className }: { item: Priced; className?: string }) {
  const { currency } = useCurrency();
  const formatPrice = usePriceFormat();
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={currency}>
      {formatPrice(priceIn(item, currency), currency)}
    </span>
  );
}

/**
 * A price; on a page served as islands, an island of its own (its stored prices only), so it
 * follows the visitor's currency once it nears the screen.
 */
export function Price({ item, className }: { item: Priced; className?: string }) {
  const priced: Priced = {};
  for (const field of PRICE_FIELDS) if (field in item) priced[field] = item[field];
  return <Island name="price" component={LivePrice} props={{ item: priced, className }} hydrate="visible" />;
}
