import { formatDecimal, formatPrice, toPriceNumber, type FormattableCurrency } from '@estate/contract';
import { useMemo } from 'react';
import priceTexts from 'virtual:messages/en/prices';
import { translate, useLocale, useT, type MessageId } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

/** A price in whole units, with its currency, as the page's language writes it. */
export type PriceFormat = (value: unknown, currency: FormattableCurrency) => string;

/**
 * A figure as a language groups it, in Latin digits (Arabic too: docs/decisions/0098): Russian
 * with no-break spaces (4 000 000), the others with commas. Written by hand, as English is
 * (decision 0058), so the server and every browser write the same.
 */
export function localeFigure(locale: Locale, n: number, currency?: FormattableCurrency): string {
  const figure = formatDecimal(n, { maximumFractionDigits: 0, grouping: currency === 'INR' ? 'indian' : 'western' });
  return locale === 'ru' ? figure.replace(/,/g, '\u00a0') : figure;
}

/** English: the contract's formatPrice, as ever; another language: its catalogue's price.<currency>. */
export function priceFormatFor(locale: Locale): PriceFormat {
  if (locale === 'en') return formatPrice;
  return (value, currency) =>
    translate(
      locale,
      `price.${currency}` as MessageId,
      { amount: localeFigure(locale, Math.round(toPriceNumber(value) ?? 0), currency) },
      priceTexts,
    );
}

export function usePriceFormat(): PriceFormat {
  const locale = useLocale();
  // Names the prices' part among those the page used (and loads it for a page a link opened).
  const t = useT(priceTexts);
  return useMemo(
    () =>
      locale === 'en'
        ? formatPrice
        : (value, currency) =>
            t(`price.${currency}` as MessageId, {
              amount: localeFigure(locale, Math.round(toPriceNumber(value) ?? 0), currency),
            }),
    [locale, t],
  );
}
