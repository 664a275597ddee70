import { CURRENCIES } from '@estate/contract';
import { useId } from 'react';
import { isCurrency, useCurrency } from './currency-store';

/** The listing pages' own currency dropdown (EUR, USD, AED): applies and saves at once. */
export function CurrencySelect({ label = 'Currency', className }: { label?: string; className?: string }) {
  const { currency, setCurrency } = useCurrency();
  const id = useId();
  const order = ['EUR', 'USD', 'AED'].filter((c) => (CURRENCIES as readonly string[]).includes(c));
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={currency}
        onChange={(e) => {
          if (isCurrency(e.target.value)) setCurrency(e.target.value);
        }}
      >
        {order.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
