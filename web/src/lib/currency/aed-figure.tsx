import { Island } from '~/islands/island';
import { useCurrency } from './currency-store';
import { aedAmountLabel } from './aed-label';
import { useDisplayRates } from './get-rates';

const AED_FIGURE = /^\s*(?:AED\s*)?(\d[\d,]*(?:\.\d+)?)\s*([KM])?\s*(?:AED)?\s*$/i;

/**
 * The amount of a figure staff wrote in AED ("AED 2,450,000", "AED 3.2M", "2450000"), or null
 * for a text that is not one amount ("from AED 2M to 4M", "7%"), which is shown as written.
 */
export function parseAedFigure(text: string): number | null {
  const match = AED_FIGURE.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ''));
  const scale = { k: 1e3, m: 1e6 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number.isFinite(amount) ? amount * scale : null;
}

/**
 * A market figure set in AED (an area's average price, a median price) in the visitor's currency,
 * converted like prices with the service's rates. Until the rates
 * are in, or when the text is not one amount, it reads as written.
 */
export function LiveAedFigure({ text }: { text: string }) {
  const { currency } = useCurrency();
  const rates = useDisplayRates();
  const amount = parseAedFigure(text);
  // Marked as every figure shown in the visitor's currency is (a price's `data-currency`).
  const shown =
    amount === null || currency === 'AED' || !rates.data ? text : aedAmountLabel(amount, rates.data, currency);
  return <span data-currency={currency}>{shown}</span>;
}

/** The figure; on a page served as islands, an island of its own that follows the visitor's currency. */
export function AedFigure({ text }: { text: string }) {
  return <Island name="aed-figure" component={LiveAedFigure} props={{ text }} hydrate="visible" query />;
}
