import { formatPrice, priceIn, type PricedDevelopment, type PricedProperty } from '@estate/contract';
import { useCurrency } from './currency-store';

/** A listing's price in the visitor's currency: price (USD), priceEur/dPriceEur, priceAed/dPriceAed. */
export function Price({ item, className }: { item: PricedProperty & PricedDevelopment; className?: string }) {
  const { currency } = useCurrency();
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={currency}>
      {formatPrice(priceIn(item, currency), currency)}
    </span>
  );
}
