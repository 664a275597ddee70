import { formatDecimal, type CompletionStatus, type PaymentPlanRow } from '@estate/contract';
import listingTexts from 'virtual:messages/en/listing';
import { SectionHeading } from '../section-heading';
import { Term } from '~/components/term';
import { useT, type MessageId } from '~/lib/i18n/i18n';

const COMPLETION_LABELS: Record<CompletionStatus, MessageId> = {
  ready: 'listing.offPlan.ready',
  'off-plan': 'listing.offPlan.offPlan',
};

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
  const t = useT(listingTexts);
  if (completionStatus !== 'off-plan' && !handoverDate && paymentPlan.length === 0) return null;
  const total = paymentPlan.reduce((sum, row) => sum + Math.round(row.percent * 100), 0) / 100;
  return (
    <section className={`${className} off-plan`} aria-labelledby="off-plan-heading">
      <div className="container off-plan__grid">
        <div>
          <SectionHeading
            eyebrow={t('listing.offPlan.eyebrow')}
            title={t('listing.offPlan.title')}
            id="off-plan-heading"
          />
          <dl className="off-plan__facts">
            {completionStatus ? (
              <Term label={t('listing.offPlan.completion')}>{t(COMPLETION_LABELS[completionStatus])}</Term>
            ) : null}
            {handoverDate ? <Term label={t('listing.offPlan.handover')}>{handoverDate}</Term> : null}
          </dl>
        </div>
        {paymentPlan.length ? (
          <div className="off-plan__table-wrap">
            <table className="plan-table">
              <caption className="plan-table__caption">{t('listing.offPlan.plan')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('listing.offPlan.milestone')}</th>
                  <th scope="col" className="plan-table__percent">
                    {t('listing.offPlan.percent')}
                  </th>
                  <th scope="col">{t('listing.offPlan.due')}</th>
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
                  <th scope="row">{t('listing.offPlan.total')}</th>
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
