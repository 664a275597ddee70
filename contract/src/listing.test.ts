import { describe, expect, it } from 'vitest';
import { DevelopmentInputSchema, PropertyInputSchema } from './index.js';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe("the Dubai listing's optional choices and dates", () => {
  it('read empty text as none, as the spec’s clients send a field left empty', () => {
    const blank = { agent: '', permitExpiresAt: ' ', completionStatus: '', handoverDate: '', brochure: '' };
    expect(PropertyInputSchema.parse({ title: 'Villa', ...blank })).toMatchObject({
      agent: null,
      permitExpiresAt: null,
      completionStatus: null,
      handoverDate: null,
      brochure: null,
    });
    expect(DevelopmentInputSchema.parse({ title: 'Tower', completionStatus: '', handoverDate: '' })).toMatchObject({
      completionStatus: null,
      handoverDate: null,
    });
  });

  it('take null as none and still refuse a wrong value, naming the field', () => {
    expect(PropertyInputSchema.parse({ title: 'Villa', agent: null, handoverDate: null })).toMatchObject({
      agent: null,
      handoverDate: null,
    });
    const wrong = PropertyInputSchema.safeParse({
      title: 'Villa',
      completionStatus: 'soon',
      handoverDate: 'next year',
      permitExpiresAt: 'tomorrow',
      brochure: '/uploads/x.exe',
    });
    expect(errorsOf(wrong)).toEqual([
      'permitExpiresAt: permitExpiresAt must be a date (YYYY-MM-DD) or an ISO 8601 date-time',
      'completionStatus: completionStatus must be one of ready, off-plan',
      'handoverDate: handoverDate must be a quarter such as Q4 2027',
      'brochure: brochure must be a stored PDF path (/uploads/....pdf)',
    ]);
  });
});
