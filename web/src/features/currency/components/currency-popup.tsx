import { CURRENCIES, type Currency } from '@estate/contract';
import { Dialog } from '~/components/dialog';
import { CheckIcon } from '~/components/icons';
import { useCurrency } from '~/lib/currency/currency-store';
import { AREA_UNITS, DEFAULT_AREA_UNIT, storeAreaUnit, useAreaUnit, useAreaUnitLabels } from '~/lib/units/area-unit';
import { useT, type MessageId } from '~/lib/i18n/i18n';

const NAMES: Record<Currency, MessageId> = { AED: 'currency.AED', USD: 'currency.USD', EUR: 'currency.EUR' };

/**
 * Choosing a currency or an area unit applies and saves it at once; the save button only closes
 * the popup.
 */
export function CurrencyPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { currency, setCurrency } = useCurrency();
  const unit = useAreaUnit() ?? DEFAULT_AREA_UNIT;
  const t = useT();
  const unitLabels = useAreaUnitLabels();
  return (
    <Dialog open={open} onClose={onClose} title={t('currency.title')} eyebrow={t('currency.eyebrow')} size="sm">
      <fieldset className="currency-options">
        <legend className="visually-hidden">{t('currency.legend')}</legend>
        {CURRENCIES.map((c) => (
          <label key={c} className={`currency-option${c === currency ? ' is-selected' : ''}`}>
            <input type="radio" name="currency" value={c} checked={c === currency} onChange={() => setCurrency(c)} />
            <span className="currency-option__code">{c}</span>
            <span className="currency-option__name">{t(NAMES[c])}</span>
            {c === currency ? <CheckIcon className="currency-option__check" /> : null}
          </label>
        ))}
      </fieldset>
      <fieldset className="currency-options">
        <legend className="currency-options__legend">{t('currency.areasIn')}</legend>
        {AREA_UNITS.map((u) => (
          <label key={u} className={`currency-option${u === unit ? ' is-selected' : ''}`}>
            <input type="radio" name="areaUnit" value={u} checked={u === unit} onChange={() => storeAreaUnit(u)} />
            <span className="currency-option__code">{unitLabels[u]}</span>
            <span className="currency-option__name">{t(u === 'sqm' ? 'unit.sqmName' : 'unit.sqftName')}</span>
            {u === unit ? <CheckIcon className="currency-option__check" /> : null}
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <button type="button" className="button button--solid" onClick={onClose}>
          {t('currency.save')}
        </button>
      </div>
    </Dialog>
  );
}
