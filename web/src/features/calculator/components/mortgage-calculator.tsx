import {
  BUYING_COSTS_DEFAULTS,
  FALLBACK_USD_RATES,
  formatPrice,
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
import { TextField } from '~/components/field';
import { useCurrency } from '~/lib/currency/currency-store';
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
  if (!props.costs && !props.failed) {
    return (
      <p className="calculator__status" role="status">
        Loading the calculator…
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
  if (!(priceValue > 0)) errors.price = 'Enter the price, a number above 0';
  if (!Number.isFinite(depositValue) || depositValue < 0 || depositValue > 100)
    errors.deposit = 'Enter a deposit between 0 and 100%';
  else if (depositValue < minDeposit)
    errors.deposit = `The minimum deposit for this purchase is ${minDeposit}% (UAE Central Bank limit)`;
  if (!Number.isInteger(yearsValue) || yearsValue < 1 || yearsValue > costs.maxTermYears)
    errors.years = `Enter a term of 1 to ${costs.maxTermYears} whole years`;
  if (!Number.isFinite(rateValue) || rateValue < 0 || rateValue > 30) errors.rate = 'Enter a rate between 0 and 30%';
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
          <legend className="field__label">Buyer</legend>
          <label>
            <input
              type="radio"
              name={`${ids}-res`}
              checked={residency === 'expat'}
              onChange={() => setResidency('expat')}
            />
            Resident or overseas buyer
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-res`}
              checked={residency === 'national'}
              onChange={() => setResidency('national')}
            />
            UAE national
          </label>
          <label>
            <input type="checkbox" checked={firstHome} onChange={(e) => setFirstHome(e.target.checked)} />
            First home in the UAE
          </label>
        </fieldset>
        <TextField
          label={`Price (${currency})`}
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <div className="form__row">
          <TextField
            label="Deposit (%)"
            inputMode="decimal"
            value={deposit}
            error={errors.deposit}
            hint={errors.deposit ? undefined : `At least ${minDeposit}% for this purchase`}
            onChange={(e) => setDeposit(e.target.value)}
          />
          <TextField
            label="Term (years)"
            inputMode="numeric"
            value={years}
            error={errors.years}
            onChange={(e) => setYears(e.target.value)}
          />
          <TextField
            label="Interest rate (%)"
            inputMode="decimal"
            value={interest}
            error={errors.rate}
            onChange={(e) => setInterest(e.target.value)}
          />
        </div>
      </form>

      <div className="calculator__results" aria-live="polite">
        <p className="calculator__label">Monthly payment</p>
        <p className="calculator__monthly figure" data-testid="monthly-payment">
          {valid ? money(monthly) : '—'}
        </p>
        {valid ? (
          <>
            <dl className="calculator__summary">
              <div>
                <dt>Loan</dt>
                <dd>{money(loanAed)}</dd>
              </div>
              <div>
                <dt>Deposit</dt>
                <dd>{money(priceAed - loanAed)}</dd>
              </div>
            </dl>
            <table className="calculator__costs">
              <caption>Purchase costs</caption>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.key}>
                    <th scope="row">{l.label}</th>
                    <td>{money(l.amountAed)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total purchase costs</th>
                  <td>{money(costsAed)}</td>
                </tr>
                <tr>
                  <th scope="row">Cash needed (deposit + costs)</th>
                  <td>{money(priceAed - loanAed + costsAed)}</td>
                </tr>
              </tfoot>
            </table>
          </>
        ) : (
          <p className="calculator__note">Correct the figures marked to see the payment and costs.</p>
        )}
        <p className="calculator__note">
          {failed ? 'Standard 2026 rates shown. ' : ''}An estimate, not an offer: banks and the Dubai Land Department
          set the final figures.
        </p>
      </div>
    </div>
  );
}
