import { formatPrice } from '@estate/contract';
import { ReadOnlyField, TextField } from './field';

/**
 * Staff enter the price in US dollars; the server computes AED and EUR on save, and they are
 * shown here once it has (admin spec §4).
 */
export function PriceFields({
  value,
  onValueChange,
  error,
  aed,
  eur,
  label = 'Price (USD)',
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  aed?: number | null;
  eur?: number | null;
  label?: string;
}) {
  const computed = aed !== undefined || eur !== undefined;
  return (
    <div className="price-fields">
      <TextField
        label={label}
        name="price"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={value}
        onValueChange={onValueChange}
        error={error}
        hint={computed ? undefined : 'AED and EUR prices are computed when you save.'}
      />
      {computed ? (
        <>
          <ReadOnlyField
            label="Price in AED"
            value={aed === null || aed === undefined ? '—' : formatPrice(aed, 'AED')}
          />
          <ReadOnlyField
            label="Price in EUR"
            value={eur === null || eur === undefined ? '—' : formatPrice(eur, 'EUR')}
          />
        </>
      ) : null}
    </div>
  );
}
