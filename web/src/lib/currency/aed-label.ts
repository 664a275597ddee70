import { formatPrice as formatEnglish, fromAed, type Currency, type Rates } from '@estate/contract';
import type { PriceFormat } from './price-format';
import { logSilentFailure } from '../log';

/**
 * An amount set in AED (the price quick filters) shown in the visitor's currency with the
 * service's rates. Without rates, or without a rate for that currency, it stays in AED: the
 * spec logs a warning and changes nothing.
 */
export function aedAmountLabel(
  amountAed: number,
  rates: Rates | undefined,
  currency: Currency,
  formatPrice: PriceFormat = formatEnglish,
): string {
  if (currency === 'AED' || !rates) return formatPrice(amountAed, 'AED');
  const converted = fromAed(amountAed, currency, { ...rates.rates, AED: rates.rates.AED ?? 1 });
  if (converted === null) {
    logSilentFailure('converting the price filters', new Error(`no rate for ${currency}`));
    return formatPrice(amountAed, 'AED');
  }
  return formatPrice(converted, currency);
}
