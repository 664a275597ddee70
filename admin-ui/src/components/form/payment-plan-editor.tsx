import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { TextField } from './field';
import { blankPlanRow, planTotal, type PlanRowValue } from './off-plan';

/**
 * The payment plan: rows of milestone, percent and due, added and removed at will, with the
 * total shown as the user types (it must come to 100 before the form saves).
 */
export function PaymentPlanEditor({
  rows,
  onChange,
  errors = {},
  name = 'paymentPlan',
}: {
  rows: PlanRowValue[];
  onChange: (rows: PlanRowValue[]) => void;
  errors?: Record<string, string>;
  name?: string;
}) {
  const update = (index: number, patch: Partial<PlanRowValue>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const total = planTotal(rows);
  const complete = Math.round(total * 100) === 10000;
  const listError = errors[name];
  const totalId = `${name}-total`;

  return (
    <fieldset className="rows plan" aria-describedby={totalId}>
      <legend className="rows__legend">Payment plan</legend>
      <p className="rows__description">
        Each instalment with its share of the price and when it is due, e.g. “On booking · 20 % · March 2026”.
      </p>
      {rows.length === 0 ? <p className="rows__empty">No payment plan yet.</p> : null}
      {rows.length ? (
        <ol className="plan__list">
          {rows.map((row, index) => {
            const position = index + 1;
            return (
              <li key={row.key} className="plan__row">
                <span className="row-card__index" aria-hidden="true">
                  {String(position).padStart(2, '0')}
                </span>
                <TextField
                  className="plan__milestone"
                  label={`Milestone ${position}`}
                  name={`${name}[${index}].milestone`}
                  value={row.milestone}
                  onValueChange={(milestone) => update(index, { milestone })}
                  error={errors[`${name}.${index}.milestone`]}
                  placeholder="On booking"
                />
                <TextField
                  className="plan__percent"
                  label={`Percent ${position}`}
                  name={`${name}[${index}].percent`}
                  value={row.percent}
                  onValueChange={(percent) => update(index, { percent })}
                  error={errors[`${name}.${index}.percent`]}
                  inputMode="decimal"
                  placeholder="20"
                />
                <TextField
                  className="plan__due"
                  label={`Due ${position}`}
                  name={`${name}[${index}].due`}
                  value={row.due}
                  onValueChange={(due) => update(index, { due })}
                  error={errors[`${name}.${index}.due`]}
                  placeholder="Q1 2026"
                />
                <Button
                  variant="quiet"
                  size="sm"
                  className="plan__remove"
                  icon={<TrashIcon />}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  aria-label={`Remove instalment ${position}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="plan__foot">
        <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => onChange([...rows, blankPlanRow()])}>
          Add instalment
        </Button>
        {rows.length ? (
          <p
            id={totalId}
            className={['plan__total', complete ? 'plan__total--ok' : 'plan__total--off'].join(' ')}
            aria-live="polite"
          >
            Total <strong>{total.toLocaleString('en-US', { maximumFractionDigits: 2 })} %</strong>
            {complete ? null : <span> · must be 100 %</span>}
          </p>
        ) : null}
      </div>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
