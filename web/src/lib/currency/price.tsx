import { priceIn, type PricedDevelopment, type PricedProperty } from '@estate/contract';
import { useCurrency } from './currency-store';
import { usePriceFormat } from './price-format';

/** A listing's price in the visitor's currency: price (USD), priceEur/dPriceEur, priceAed/dPriceAed. */
export function Price({ item, className }: { item: PricedProperty & PricedDevelopment; className?: string }) {
  const { currency } = useCurrency();
  const formatPrice = usePriceFormat();
  return (
    <span className={['price', className].filter(Boolean).join(' ')} data-currency={currency}>
      {formatPrice(priceIn(item, currency), currency)}
    </span>
  );
}
