import { formatDecimal, type CompletionStatus, type PaymentPlanRow } from '@estate/contract';
import offPlanTexts from 'virtual:messages/en/page-offPlan';
import { SectionHeading } from '../section-heading';
import { Term } from '~/components/term';
import { staffEnglish } from '~/lib/i18n/content';
import { useLocale, useT, type MessageId } from '~/lib/i18n/i18n';

const COMPLETION_LABELS: Record<CompletionStatus, MessageId> = {
  ready: 'page.offPlan.ready',
  'off-plan': 'page.offPlan.offPlan',
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
  // Below the first screen: the texts load beside the page's code, under HydrateLater (useT's defer).
  const t = useT(offPlanTexts, { defer: true });
  const english = staffEnglish(useLocale());
  if (completionStatus !== 'off-plan' && !handoverDate && paymentPlan.length === 0) return null;
  const total = paymentPlan.reduce((sum, row) => sum + Math.round(row.percent * 100), 0) / 100;
  return (
    <section className={`${className} off-plan`} aria-labelledby="off-plan-heading">
      <div className="container off-plan__grid">
        <div>
          <SectionHeading eyebrow={t('page.offPlan.eyebrow')} title={t('page.offPlan.title')} id="off-plan-heading" />
          <dl className="off-plan__facts">
            {completionStatus ? (
              <Term label={t('page.offPlan.completion')}>{t(COMPLETION_LABELS[completionStatus])}</Term>
            ) : null}
            {handoverDate ? <Term label={t('page.offPlan.handover')}>{handoverDate}</Term> : null}
          </dl>
        </div>
        {paymentPlan.length ? (
          <div className="off-plan__table-wrap">
            <table className="plan-table">
              <caption className="plan-table__caption">{t('page.offPlan.plan')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('page.offPlan.milestone')}</th>
                  <th scope="col" className="plan-table__percent">
                    {t('page.offPlan.percent')}
                  </th>
                  <th scope="col">{t('page.offPlan.due')}</th>
                </tr>
              </thead>
              <tbody>
                {paymentPlan.map((row, i) => (
                  <tr key={`${row.milestone}-${i}`}>
                    <th scope="row" {...english}>
                      {row.milestone}
                    </th>
                    <td className="plan-table__percent figure">{percent(row.percent)}</td>
                    <td {...english}>{row.due}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('page.offPlan.total')}</th>
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
