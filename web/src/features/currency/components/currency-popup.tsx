import { CURRENCIES, type Currency } from '@estate/contract';
import { Dialog } from '~/components/dialog';
import { CheckIcon } from '~/components/icons';
import { useCurrency } from '~/lib/currency/currency-store';
import {
  AREA_UNIT_LABELS,
  AREA_UNIT_NAMES,
  AREA_UNITS,
  DEFAULT_AREA_UNIT,
  storeAreaUnit,
  useAreaUnit,
} from '~/lib/units/area-unit';

const NAMES: Record<Currency, string> = { AED: 'UAE dirham', USD: 'US dollar', EUR: 'Euro' };

/**
 * Choosing a currency or an area unit applies and saves it at once; the save button only closes
 * the popup.
 */
export function CurrencyPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { currency, setCurrency } = useCurrency();
  const unit = useAreaUnit() ?? DEFAULT_AREA_UNIT;
  return (
    <Dialog open={open} onClose={onClose} title="Display currency" eyebrow="Prices shown in" size="sm">
      <fieldset className="currency-options">
        <legend className="visually-hidden">Currency</legend>
        {CURRENCIES.map((c) => (
          <label key={c} className={`currency-option${c === currency ? ' is-selected' : ''}`}>
            <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => setCurrency(c)} />
            <span className="currency-option__code">{c}</span>
            <span className="currency-option__name">{NAMES[c]}</span>
            {c === currency ? <CheckIcon className="currency-option__check" /> : null}
          </label>
        ))}
      </fieldset>
      <fieldset className="currency-options">
        <legend className="currency-options__legend">Areas in</legend>
        {AREA_UNITS.map((u) => (
          <label key={u} className={`currency-option${u === unit ? ' is-selected' : ''}`}>
            <input type="radio" name="areaUnit" value={u} checked={u === unit} onChange={() => storeAreaUnit(u)} />
            <span className="currency-option__code">{AREA_UNIT_LABELS[u]}</span>
            <span className="currency-option__name">{AREA_UNIT_NAMES[u]}</span>
            {u === unit ? <CheckIcon className="currency-option__check" /> : null}
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button type="button" className="button button--solid" onClick={onClose}>
          Save
        </button>
      </div>
    </Dialog>
  );
}
