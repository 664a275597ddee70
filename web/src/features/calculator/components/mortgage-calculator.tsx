import {
  BUYING_COSTS_DEFAULTS,
  FALLBACK_USD_RATES,
  maxLoanToValue,
  monthlyPayment,
  priceIn,
  purchaseCosts,
  USD_AED_PEG,
  type BuyingCosts,
  type Currency,
  type PricedProperty,
  type Residency,
} from '@estate/contract';
import { useId, useState } from 'react';
import calculatorTexts from 'virtual:messages/en/page-calculator';
import { TextField } from '~/components/field';
import { useCurrency } from '~/lib/currency/currency-store';
import { usePriceFormat } from '~/lib/currency/price-format';
import { useT, type MessageId } from '~/lib/i18n/i18n';
import './mortgage-calculator.css';

export interface MortgageCalculatorProps {
  /** The listing's stored prices (price is USD): the starting price and the currency's rate. */
  listing: PricedProperty;
  /** Off-plan homes have their own loan-to-value limit. */
  offPlan: boolean;
  /** The constants in force (the settings); undefined while they load. */
  costs: BuyingCosts | undefined;
  /** The settings could not be read: the 2026 defaults apply, and the calculator says so. */
  failed?: boolean;
}

/** AED per unit of a currency: the listing's own prices when it has them, else the peg and the fallback rate. */
function aedPer(currency: Currency, listing: PricedProperty): number {
  const shown = priceIn(listing, currency);
  if (listing.priceAed && shown) return listing.priceAed / shown;
  if (currency === 'USD') return USD_AED_PEG;
  if (currency === 'EUR') return USD_AED_PEG / (FALLBACK_USD_RATES.EUR ?? 1);
  return 1;
}

const number = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(/,/g, '')));
const whole = (n: number) => String(Math.round(n));

/**
 * Mortgage and purchase costs of a Dubai home: the price in the visitor's currency,
 * deposit, term and rate; the Central Bank's loan-to-value limit for the buyer; the monthly
 * payment (annuity) and the Dubai costs of buying (DLD or Oqood, brokerage, registration, the bank's
 * fees and insurance).
 * A change of the site's currency starts again from the listing's price in it.
 */
export function MortgageCalculator(props: MortgageCalculatorProps) {
  const { currency } = useCurrency();
  const t = useT(calculatorTexts);
  if (!props.costs && !props.failed) {
    return (
      <p className="calculator__status" role="status">
        {t('page.calculator.loading')}
      </p>
    );
  }
  return <Calculator key={currency} {...props} costs={props.costs ?? BUYING_COSTS_DEFAULTS} currency={currency} />;
}

function Calculator({
  listing,
  offPlan,
  costs,
  failed,
  currency,
}: MortgageCalculatorProps & { costs: BuyingCosts; currency: Currency }) {
  const rate = aedPer(currency, listing);
  const startPrice = priceIn(listing, currency) ?? 0;
  const [residency, setResidency] = useState<Residency>('expat');
  const [firstHome, setFirstHome] = useState(true);
  const [price, setPrice] = useState(startPrice > 0 ? whole(startPrice) : '');
  const startLtv = maxLoanToValue(costs, { residency, firstHome, offPlan, priceAed: startPrice * rate });
  const [deposit, setDeposit] = useState(whole((1 - startLtv) * 100));
  const [years, setYears] = useState(String(Math.min(costs.defaultTermYears, costs.maxTermYears)));
  const [interest, setInterest] = useState(String(costs.defaultRatePercent));
  const ids = useId();
  const t = useT(calculatorTexts);
  const formatPrice = usePriceFormat();

  const priceValue = number(price);
  const priceAed = priceValue * rate;
  const ltv = maxLoanToValue(costs, {
    residency,
    firstHome,
    offPlan,
    priceAed: Number.isFinite(priceAed) ? priceAed : 0,
  });
  const minDeposit = Math.round((1 - ltv) * 1000) / 10;
  const depositValue = number(deposit);
  const yearsValue = number(years);
  const rateValue = number(interest);

  const errors: Partial<Record<'price' | 'deposit' | 'years' | 'rate', string>> = {};
  if (!(priceValue > 0)) errors.price = t('page.calculator.errorPrice');
  if (!Number.isFinite(depositValue) || depositValue < 0 || depositValue > 100)
    errors.deposit = t('page.calculator.errorDeposit');
  else if (depositValue < minDeposit) errors.deposit = t('page.calculator.errorMinDeposit', { min: minDeposit });
  if (!Number.isInteger(yearsValue) || yearsValue < 1 || yearsValue > costs.maxTermYears)
    errors.years = t('page.calculator.errorTerm', { max: costs.maxTermYears });
  if (!Number.isFinite(rateValue) || rateValue < 0 || rateValue > 30) errors.rate = t('page.calculator.errorRate');
  // A cost's label names the rate in use (which staff may change): kept from the contract's label.
  const costLabel = (key: string, label: string) =>
    t(`page.calculator.cost.${key}` as MessageId, { rate: /\(([\d.]+%)/.exec(label)?.[1] ?? '' });
  const valid = Object.keys(errors).length === 0;

  const money = (aed: number) => formatPrice(aed / rate, currency);
  const loanAed = valid ? priceAed * (1 - depositValue / 100) : 0;
  const lines = valid ? purchaseCosts(costs, priceAed, loanAed, offPlan) : [];
  const costsAed = lines.reduce((sum, l) => sum + l.amountAed, 0);
  const monthly = valid ? monthlyPayment(loanAed, rateValue, yearsValue) : 0;

  return (
    <div className="calculator">
      <form className="calculator__inputs form" noValidate onSubmit={(e) => e.preventDefault()}>
        <fieldset className="calculator__choice">
          <legend className="field__label">{t('page.calculator.buyer')}</legend>
          <label>
            <input
              type="radio"
              name={`${ids}-res`}
              checked={residency === 'expat'}
              onChange={() => setResidency('expat')}
            />
            {t('page.calculator.expat')}
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-res`}
              checked={residency === 'national'}
              onChange={() => setResidency('national')}
            />
            {t('page.calculator.national')}
          </label>
          <label>
            <input type="checkbox" checked={firstHome} onChange={(e) => setFirstHome(e.target.checked)} />
            {t('page.calculator.firstHome')}
          </label>
        </fieldset>
        <TextField
          label={t('page.calculator.price', { currency })}
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <div className="form__row">
          <TextField
            label={t('page.calculator.deposit')}
            inputMode="decimal"
            value={deposit}
            error={errors.deposit}
            hint={errors.deposit ? undefined : t('page.calculator.depositHint', { min: minDeposit })}
            onChange={(e) => setDeposit(e.target.value)}
          />
          <TextField
            label={t('page.calculator.term')}
            inputMode="numeric"
            value={years}
            error={errors.years}
            onChange={(e) => setYears(e.target.value)}
          />
          <TextField
            label={t('page.calculator.rate')}
            inputMode="decimal"
            value={interest}
            error={errors.rate}
            onChange={(e) => setInterest(e.target.value)}
          />
        </div>
      </form>

      <div className="calculator__results" aria-live="polite">
        <p className="calculator__label">{t('page.calculator.monthly')}</p>
        <p className="calculator__monthly figure" data-testid="monthly-payment">
          {valid ? money(monthly) : '—'}
        </p>
        {valid ? (
          <>
            <dl className="calculator__summary">
              <div>
                <dt>{t('page.calculator.loan')}</dt>
                <dd>{money(loanAed)}</dd>
              </div>
              <div>
                <dt>{t('page.calculator.depositAmount')}</dt>
                <dd>{money(priceAed - loanAed)}</dd>
              </div>
            </dl>
            <table className="calculator__costs">
              <caption>{t('page.calculator.costs')}</caption>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.key}>
                    <th scope="row">{costLabel(l.key, l.label)}</th>
                    <td>{money(l.amountAed)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('page.calculator.totalCosts')}</th>
                  <td>{money(costsAed)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('page.calculator.cash')}</th>
                  <td>{money(priceAed - loanAed + costsAed)}</td>
                </tr>
              </tfoot>
            </table>
          </>
        ) : (
          <p className="calculator__note">{t('page.calculator.correct')}</p>
        )}
        <p className="calculator__note">
          {failed ? t('page.calculator.standardRates') : ''}
          {t('page.calculator.estimate')}
        </p>
      </div>
    </div>
  );
}
