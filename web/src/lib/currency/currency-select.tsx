import { SelectField } from '~/components/search/select-field';
import { isCurrency, useCurrency } from './currency-store';

const ORDER = ['EUR', 'USD', 'AED'].filter(isCurrency);

/** The listing pages' own currency dropdown (EUR, USD, AED): applies and saves at once. */
export function CurrencySelect({ label = 'Currency', className }: { label?: string; className?: string }) {
  const { currency, setCurrency } = useCurrency();
  return (
    <SelectField
      className={className}
      label={label}
      value={currency}
      values={ORDER}
      onChange={(c) => {
        if (isCurrency(c)) setCurrency(c);
      }}
    />
  );
}
