import { Card } from '@/components/ui/card';
import { SelectField } from './field';
import { COMPLETION_OPTIONS, type OffPlanValues } from './off-plan';
import { PaymentPlanEditor } from './payment-plan-editor';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => ({ value: q, label: q }));

/** Handover years offered: two years back (a late handover) to ten ahead. */
function handoverYears(current: string): { value: string; label: string }[] {
  const now = new Date().getFullYear();
  const years = new Set<number>();
  for (let y = now - 2; y <= now + 10; y += 1) years.add(y);
  const stored = Number(current.split(' ')[1]);
  if (Number.isInteger(stored)) years.add(stored);
  return [...years].sort((a, b) => a - b).map((y) => ({ value: String(y), label: String(y) }));
}

/**
 * Off-plan details of a property or development: completion status, the handover quarter (a
 * quarter and a year, sent as "Q4 2027") and the payment plan.
 */
export function OffPlanCard<V extends OffPlanValues>({
  values,
  onChange,
  errors,
}: {
  values: V;
  onChange: <K extends keyof V & string>(key: K, value: V[K]) => void;
  errors: Record<string, string>;
}) {
  const [quarter = '', year = ''] = values.handoverDate ? values.handoverDate.split(' ') : [];
  // Half a choice stays as it is ("Q4 ", " 2027") so the other select can complete it; the
  // form's check asks for both before it saves.
  const setHandover = (q: string, y: string) =>
    onChange('handoverDate', (q || y ? `${q} ${y}` : '') as V['handoverDate']);
  return (
    <Card title="Off-plan" description="Completion, handover and the payment plan buyers see on the listing.">
      <div className="grid grid--3">
        <SelectField
          label="Completion status"
          name="completionStatus"
          value={values.completionStatus}
          onValueChange={(v) => onChange('completionStatus', v as V['completionStatus'])}
          options={COMPLETION_OPTIONS}
          placeholder="Not stated"
          error={errors.completionStatus}
        />
        <SelectField
          label="Handover quarter"
          name="handoverQuarter"
          value={quarter}
          onValueChange={(q) => setHandover(q, year)}
          options={QUARTERS}
          placeholder="Quarter"
          error={errors.handoverDate}
        />
        <SelectField
          label="Handover year"
          name="handoverYear"
          value={year}
          onValueChange={(y) => setHandover(quarter, y)}
          options={handoverYears(values.handoverDate)}
          placeholder="Year"
        />
      </div>
      <PaymentPlanEditor
        rows={values.paymentPlan}
        onChange={(rows) => onChange('paymentPlan', rows as V['paymentPlan'])}
        errors={errors}
      />
    </Card>
  );
}
