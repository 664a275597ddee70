import {
  COMPLETION_STATUSES,
  HANDOVER_PATTERN,
  planAddsUp,
  type CompletionStatus,
  type PaymentPlanRow,
} from '@estate/contract';
import { z } from 'zod';
import { optional, type FormField, type FormValuesOf } from './form-definition';

/*
 * The off-plan fields of properties and developments in a form: completion status,
 * handover quarter and payment plan, with the plan's check built on the contract's own rule.
 */

export interface PlanRowValue {
  key: string;
  milestone: string;
  /** As typed: "20", "33.33". */
  percent: string;
  due: string;
}

let counter = 0;
export const blankPlanRow = (): PlanRowValue => {
  counter += 1;
  return { key: `plan-${counter}`, milestone: '', percent: '', due: '' };
};

export const COMPLETION_OPTIONS = COMPLETION_STATUSES.map((value) => ({
  value,
  label: value === 'off-plan' ? 'Off-plan' : 'Ready',
}));

/** A typed percent as a number ("12,5" reads as 12.5), NaN when it is not one. */
export const percentOf = (typed: string): number =>
  typed.trim() === '' ? NaN : Number(typed.trim().replace(',', '.'));

/** The plan's total as the user reads it: 100, 99.5. */
export function planTotal(rows: readonly PlanRowValue[]): number {
  const hundredths = rows.reduce(
    (sum, r) => sum + (Number.isFinite(percentOf(r.percent)) ? Math.round(percentOf(r.percent) * 100) : 0),
    0,
  );
  return hundredths / 100;
}

/** The plan as the contract sends it: rows with a milestone, numbers for percents. */
export function planRows(rows: readonly PlanRowValue[]): PaymentPlanRow[] {
  return rows
    .filter((r) => r.milestone.trim() || r.percent.trim() || r.due.trim())
    .map((r) => ({ milestone: r.milestone.trim(), percent: percentOf(r.percent), due: r.due.trim() }));
}

/**
 * The checks of the off-plan fields, run on submit: every row a milestone and a percent, the
 * percentages adding up to 100 (the contract's `planAddsUp`), a handover such as Q4 2027.
 */
export const offPlanSchema = z
  .looseObject({
    handoverDate: z
      .string()
      .refine((v) => v === '' || HANDOVER_PATTERN.test(v), { error: 'Handover must be a quarter such as Q4 2027' }),
    paymentPlan: z.array(
      z.looseObject({
        milestone: z.string(),
        percent: z.string(),
        due: z.string(),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    const rows = values.paymentPlan as unknown as PlanRowValue[];
    rows.forEach((row, index) => {
      const blank = !row.milestone.trim() && !row.percent.trim() && !row.due.trim();
      if (blank) return;
      if (!row.milestone.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['paymentPlan', index, 'milestone'],
          message: 'Every row needs a milestone',
        });
      const percent = percentOf(row.percent);
      if (!Number.isFinite(percent) || percent <= 0 || percent > 100)
        ctx.addIssue({
          code: 'custom',
          path: ['paymentPlan', index, 'percent'],
          message: 'Percent must be a number more than 0 and at most 100',
        });
    });
    const sent = planRows(rows);
    if (sent.length && sent.every((r) => Number.isFinite(r.percent)) && !planAddsUp(sent)) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentPlan'],
        message: `Payment plan: the percentages must add up to 100 (they add up to ${planTotal(rows)})`,
      });
    }
  });

const paymentPlan: FormField<readonly PaymentPlanRow[], PlanRowValue[]> = {
  empty: () => [],
  from: (stored) => stored.map((row) => ({ ...blankPlanRow(), ...row, percent: String(row.percent) })),
  signature: (rows) => rows.map(({ milestone, percent, due }) => ({ milestone, percent, due })),
  display: (rows) =>
    planRows(rows)
      .map((row) => `${row.milestone} ${row.percent}%${row.due ? ` (${row.due})` : ''}`)
      .join('; '),
  append: (body, name, rows) => body.append(name, JSON.stringify(planRows(rows))),
};

/** The off-plan fields of a property or development form (see defineForm). */
export const offPlanFields = {
  completionStatus: {
    ...optional<CompletionStatus>(),
    display: (value: CompletionStatus | '') => COMPLETION_OPTIONS.find((o) => o.value === value)?.label ?? '',
  },
  /** "Q4 2027", or '' for none. */
  handoverDate: optional<string>(),
  paymentPlan,
};

/** The off-plan values the off-plan card edits. */
export type OffPlanValues = FormValuesOf<typeof offPlanFields>;
