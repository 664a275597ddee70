import {
  BUYING_COSTS_DEFAULTS,
  LTV_RULE,
  type BuyingCosts,
  type BuyingCostsInput,
  type Settings,
} from '@estate/contract';
import { TextField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { UnsavedChangesDialog } from '@/components/form/unsaved-changes-dialog';
import { useEntityForm } from '@/components/form/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText } from '@/lib/api-client';
import { useSettings } from '../api/get-settings';
import { useUpdateBuyingCosts } from '../api/update-buying-costs';

/** How a constant is entered: a rate as a percentage, an amount in AED, or whole years. */
type Unit = 'percent' | 'rate' | 'aed' | 'years';
type Path =
  | Exclude<keyof BuyingCosts, 'ltvExpat' | 'ltvNational'>
  | `${'ltvExpat' | 'ltvNational'}.${keyof BuyingCosts['ltvExpat']}`;

/** Every constant of the listing calculator, in the order a buyer meets them (decision 0037). */
const FIELDS: { path: Path; label: string; unit: Unit; rule?: string }[] = [
  {
    path: 'ltvExpat.firstHomeUpToThreshold',
    label: 'Expat, first home up to the threshold',
    unit: 'percent',
    rule: LTV_RULE,
  },
  {
    path: 'ltvExpat.firstHomeAboveThreshold',
    label: 'Expat, first home above the threshold',
    unit: 'percent',
    rule: LTV_RULE,
  },
  { path: 'ltvExpat.laterHome', label: 'Expat, second and later homes', unit: 'percent', rule: LTV_RULE },
  {
    path: 'ltvNational.firstHomeUpToThreshold',
    label: 'UAE national, first home up to the threshold',
    unit: 'percent',
    rule: LTV_RULE,
  },
  {
    path: 'ltvNational.firstHomeAboveThreshold',
    label: 'UAE national, first home above the threshold',
    unit: 'percent',
    rule: LTV_RULE,
  },
  { path: 'ltvNational.laterHome', label: 'UAE national, second and later homes', unit: 'percent', rule: LTV_RULE },
  { path: 'ltvOffPlan', label: 'Off-plan, any buyer', unit: 'percent', rule: LTV_RULE },
  { path: 'ltvValueThresholdAed', label: 'Value threshold', unit: 'aed', rule: LTV_RULE },
  { path: 'dldTransferRate', label: 'DLD transfer fee', unit: 'percent' },
  { path: 'dldAdminFeeAed', label: 'DLD admin fee', unit: 'aed' },
  { path: 'brokerageRate', label: 'Brokerage', unit: 'percent' },
  { path: 'vatRate', label: 'VAT', unit: 'percent' },
  { path: 'registrationFeeLowAed', label: 'Registration trustee fee below the bracket', unit: 'aed' },
  { path: 'registrationFeeHighAed', label: 'Registration trustee fee from the bracket', unit: 'aed' },
  { path: 'registrationBracketAed', label: 'Registration bracket', unit: 'aed' },
  { path: 'titleDeedFeeAed', label: 'Title deed issuance', unit: 'aed' },
  { path: 'mortgageRegistrationRate', label: 'Mortgage registration', unit: 'percent' },
  { path: 'mortgageRegistrationFeeAed', label: 'Mortgage registration fee', unit: 'aed' },
  { path: 'valuationFeeAed', label: 'Valuation fee', unit: 'aed' },
  { path: 'arrangementFeeRate', label: 'Bank arrangement fee (of the loan, plus VAT)', unit: 'percent' },
  { path: 'lifeInsuranceRate', label: 'Life insurance a year (of the loan)', unit: 'percent' },
  { path: 'propertyInsuranceRate', label: 'Property insurance a year (of the price)', unit: 'percent' },
  { path: 'oqoodFeeAed', label: 'Off-plan (Oqood) registration', unit: 'aed' },
  { path: 'defaultRatePercent', label: 'Starting interest rate', unit: 'rate' },
  { path: 'defaultTermYears', label: 'Starting term', unit: 'years' },
  { path: 'maxTermYears', label: 'Longest term', unit: 'years' },
];

const SUFFIX: Record<Unit, string> = { percent: '%', rate: '%', aed: 'AED', years: 'years' };

/** A form key per constant: react-hook-form would read a dot as nesting. */
const keyOf = (path: Path) => path.replace('.', '_');
type Values = Record<string, string>;

function read(costs: BuyingCosts, path: Path): number {
  const [group, key] = path.split('.') as [keyof BuyingCosts, keyof BuyingCosts['ltvExpat'] | undefined];
  const v = costs[group];
  return key && typeof v === 'object' ? v[key] : (v as number);
}

// Percentages to two decimals, without binary noise (0.0025 reads 0.25, not 0.25000000000000006).
const shown = (n: number, unit: Unit) => String(unit === 'percent' ? Math.round(n * 1e6) / 1e4 : n);

const valuesFrom = (s: Settings): Values =>
  Object.fromEntries(FIELDS.map((f) => [keyOf(f.path), shown(read(s.buyingCosts, f.path), f.unit)]));

function problems(values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of FIELDS) {
    const key = keyOf(f.path);
    const text = values[key] ?? '';
    const n = Number(text.replace(/,/g, ''));
    if (text.trim() === '' || !Number.isFinite(n) || n < 0) out[key] = 'Enter a number, 0 or more';
    else if (f.unit === 'percent' && n > 100) out[key] = 'Enter a percentage from 0 to 100';
    else if (f.unit === 'rate' && n > 30) out[key] = 'Enter a rate from 0 to 30';
    else if (f.unit === 'years' && (!Number.isInteger(n) || n < 1 || n > 40)) out[key] = 'Enter whole years, 1 to 40';
  }
  return out;
}

function input(values: Values): BuyingCostsInput {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const n = Number((values[keyOf(f.path)] ?? '').replace(/,/g, ''));
    const value = f.unit === 'percent' ? Math.round(n * 1e4) / 1e6 : n;
    const [group, key] = f.path.split('.');
    if (key) out[group!] = { ...((out[group!] as object | undefined) ?? {}), [key]: value };
    else out[group!] = value;
  }
  return out as BuyingCostsInput;
}

/**
 * The listing calculator's constants: the Central Bank's loan-to-value limits and the
 * Dubai purchase costs, 2026 defaults until staff change them, with a way back to the defaults.
 */
export function BuyingCostSettings() {
  const query = useSettings();
  if (query.isPending) {
    return (
      <Card title="Mortgage and purchase costs">
        <p className="picker__empty">Loading...</p>
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card title="Mortgage and purchase costs">
        <p className="flash flash--error" role="alert">
          The calculator settings could not be loaded.
        </p>
      </Card>
    );
  }
  return <BuyingCostForm settings={query.data} />;
}

function BuyingCostForm({ settings }: { settings: Settings }) {
  const flash = useTimedMessage();
  const update = useUpdateBuyingCosts();
  const form = useEntityForm<Values, Settings>({
    initial: () => valuesFrom(settings),
    signature: (v) => v,
    validate: problems,
    save: (values) => update.mutateAsync(input(values)),
    valuesFrom,
    onSaved: () => flash.show('success', 'Calculator settings updated!'),
    onFailed: (error) => flash.show('error', errorText(error, 'Failed to update the calculator settings')),
  });
  const { values, setField, errors } = form;
  const restore = async () => {
    try {
      const saved = await update.mutateAsync(null);
      form.markSaved(valuesFrom(saved));
      flash.show('success', 'The 2026 defaults are back');
    } catch (error) {
      flash.show('error', errorText(error, 'Failed to update the calculator settings'));
    }
  };
  const field = (f: (typeof FIELDS)[number]) => (
    <TextField
      key={f.path}
      label={`${f.label} (${SUFFIX[f.unit]})`}
      name={keyOf(f.path)}
      inputMode="decimal"
      value={values[keyOf(f.path)] ?? ''}
      onValueChange={(v) => setField(keyOf(f.path), v)}
      error={errors[keyOf(f.path)]}
      hint={`Default ${shown(read(BUYING_COSTS_DEFAULTS, f.path), f.unit)}${f.rule ? ` (${f.rule})` : ''}`}
    />
  );
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Mortgage and purchase costs">
      <Card
        title="Mortgage and purchase costs"
        description={`The calculator on every property page. Loan-to-value limits follow the ${LTV_RULE}; fees follow the Dubai Land Department's schedule, the banks' arrangement fee (up to 1% of the loan, plus VAT) and their insurance. These are 2026 defaults: check them against the current rules.`}
      >
        <h3 className="card__subtitle">Largest loan, as a share of the price</h3>
        <div className="grid grid--2">{FIELDS.slice(0, 8).map(field)}</div>
        <h3 className="card__subtitle">Purchase costs</h3>
        <div className="grid grid--2">{FIELDS.slice(8, 23).map(field)}</div>
        <h3 className="card__subtitle">Calculator start</h3>
        <div className="grid grid--2">{FIELDS.slice(23).map(field)}</div>
        <FormFooter message={flash.message} dirty={form.dirty}>
          <Button type="button" onClick={() => void restore()} busy={update.isPending && !form.submitting}>
            Restore the defaults
          </Button>
          <Button type="submit" variant="primary" busy={form.submitting}>
            Save calculator settings
          </Button>
        </FormFooter>
      </Card>
      <UnsavedChangesDialog blocker={form.blocker} />
    </form>
  );
}
