import { formatDecimal, type CompletionStatus, type PaymentPlanRow } from '@estate/contract';
import { SectionHeading } from '../section-heading';
import { Term } from '~/components/term';

export const COMPLETION_LABELS: Record<CompletionStatus, string> = { ready: 'Ready', 'off-plan': 'Off-plan' };

const percent = (n: number) => `${formatDecimal(n, { maximumFractionDigits: 2 })}%`;

export interface OffPlanProps {
  completionStatus: CompletionStatus | null;
  handoverDate: string | null;
  paymentPlan: PaymentPlanRow[];
  className?: string;
}

/**
 * An off-plan sale, on a property or a development: completion, handover quarter and
 * the payment plan as a table (milestone, share, when it is due) closed by its total. Nothing for
 * a listing with no off-plan details.
 */
export function OffPlan({ completionStatus, handoverDate, paymentPlan, className = 'section' }: OffPlanProps) {
  if (completionStatus !== 'off-plan' && !handoverDate && paymentPlan.length === 0) return null;
  const total = paymentPlan.reduce((sum, row) => sum + Math.round(row.percent * 100), 0) / 100;
  return (
    <section className={`${className} off-plan`} aria-labelledby="off-plan-heading">
      <div className="container off-plan__grid">
        <div>
          <SectionHeading eyebrow="Off-plan" title="Completion and payment plan" id="off-plan-heading" />
          <dl className="off-plan__facts">
            {completionStatus ? <Term label="Completion">{COMPLETION_LABELS[completionStatus]}</Term> : null}
            {handoverDate ? <Term label="Handover">{handoverDate}</Term> : null}
          </dl>
        </div>
        {paymentPlan.length ? (
          <div className="off-plan__table-wrap">
            <table className="plan-table">
              <caption className="plan-table__caption">Payment plan</caption>
              <thead>
                <tr>
                  <th scope="col">Milestone</th>
                  <th scope="col" className="plan-table__percent">
                    Percent
                  </th>
                  <th scope="col">Due</th>
                </tr>
              </thead>
              <tbody>
                {paymentPlan.map((row, i) => (
                  <tr key={`${row.milestone}-${i}`}>
                    <th scope="row">{row.milestone}</th>
                    <td className="plan-table__percent figure">{percent(row.percent)}</td>
                    <td>{row.due}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="plan-table__percent figure">{percent(total)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}
