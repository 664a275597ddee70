import { z } from 'zod';
import { LanguageQuerySchema } from './translations.js';
import { BUYING_COSTS_DEFAULTS, LTV_RULE, type BuyingCosts, type LtvLimits } from './listing-tools.js';

/*
 * The schemas of the listing page's buyer tools (docs/decisions/0037): the buying-cost
 * settings staff may change, and the similar-homes query. The viewing form is a lead (leads.ts).
 */

const fraction = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be between 0 and 1` })
    .max(1, { error: `${field} must be between 0 and 1` });

const aed = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must be 0 or more` })
    .max(1e10, { error: `${field} is too large` });

const ltvInput = (field: string) =>
  z
    .object(
      {
        firstHomeUpToThreshold: fraction(`${field}.firstHomeUpToThreshold`).optional(),
        firstHomeAboveThreshold: fraction(`${field}.firstHomeAboveThreshold`).optional(),
        laterHome: fraction(`${field}.laterHome`).optional(),
      },
      { error: `${field} must be an object` },
    )
    .strict();

const years = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number of years` })
    .min(1, { error: `${field} must be at least 1` })
    .max(40, { error: `${field} must be at most 40` });

const INPUT_FIELDS = {
  ltvValueThresholdAed: aed('buyingCosts.ltvValueThresholdAed'),
  ltvExpat: ltvInput('buyingCosts.ltvExpat'),
  ltvNational: ltvInput('buyingCosts.ltvNational'),
  ltvOffPlan: fraction('buyingCosts.ltvOffPlan'),
  dldTransferRate: fraction('buyingCosts.dldTransferRate'),
  dldAdminFeeAed: aed('buyingCosts.dldAdminFeeAed'),
  brokerageRate: fraction('buyingCosts.brokerageRate'),
  vatRate: fraction('buyingCosts.vatRate'),
  registrationFeeLowAed: aed('buyingCosts.registrationFeeLowAed'),
  registrationFeeHighAed: aed('buyingCosts.registrationFeeHighAed'),
  registrationBracketAed: aed('buyingCosts.registrationBracketAed'),
  titleDeedFeeAed: aed('buyingCosts.titleDeedFeeAed'),
  mortgageRegistrationRate: fraction('buyingCosts.mortgageRegistrationRate'),
  mortgageRegistrationFeeAed: aed('buyingCosts.mortgageRegistrationFeeAed'),
  valuationFeeAed: aed('buyingCosts.valuationFeeAed'),
  arrangementFeeRate: fraction('buyingCosts.arrangementFeeRate'),
  lifeInsuranceRate: fraction('buyingCosts.lifeInsuranceRate'),
  propertyInsuranceRate: fraction('buyingCosts.propertyInsuranceRate'),
  oqoodFeeAed: aed('buyingCosts.oqoodFeeAed'),
  defaultRatePercent: z
    .number({ error: 'buyingCosts.defaultRatePercent must be a number' })
    .min(0, { error: 'buyingCosts.defaultRatePercent must be between 0 and 30' })
    .max(30, { error: 'buyingCosts.defaultRatePercent must be between 0 and 30' }),
  defaultTermYears: years('buyingCosts.defaultTermYears'),
  maxTermYears: years('buyingCosts.maxTermYears'),
} satisfies { [K in keyof BuyingCosts]: z.ZodType };

/**
 * A change of the buying-cost constants: only the fields given change; `null` puts every one back
 * to its default. Rates are fractions (0.04 is 4%), amounts are AED.
 */
export const BuyingCostsInputSchema = z
  .object(
    Object.fromEntries(Object.entries(INPUT_FIELDS).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof INPUT_FIELDS]: z.ZodOptional<(typeof INPUT_FIELDS)[K]>;
    },
    { error: 'buyingCosts must be an object' },
  )
  .strict()
  .meta({ id: 'BuyingCostsInput' });
export type BuyingCostsInput = z.input<typeof BuyingCostsInputSchema>;

const ltvOut = z.object({
  firstHomeUpToThreshold: z.number(),
  firstHomeAboveThreshold: z.number(),
  laterHome: z.number(),
}) satisfies z.ZodType<LtvLimits>;

/** The constants in force: staff's values over the 2026 defaults (BUYING_COSTS_DEFAULTS). */
export const BuyingCostsSchema = z
  .object({
    ...(Object.fromEntries(Object.keys(BUYING_COSTS_DEFAULTS).map((k) => [k, z.number()])) as {
      [K in keyof BuyingCosts]: z.ZodNumber;
    }),
    ltvExpat: ltvOut,
    ltvNational: ltvOut,
  })
  .meta({
    id: 'BuyingCosts',
    description: `Mortgage loan-to-value limits (${LTV_RULE}) and Dubai purchase costs (DLD, the bank's fees and insurance) used by the listing calculator; rates are fractions, amounts AED`,
  });

/** ?slug= of the listing, ?limit= of homes (1 to 12, default 6). */
export const SimilarPropertiesQuerySchema = z
  .object({
    slug: z
      .string({ error: 'slug is required' })
      .trim()
      .min(1, { error: 'slug is required' })
      .max(200, { error: 'slug must be at most 200 characters' }),
    limit: z
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be between 1 and 12' })
      .max(12, { error: 'limit must be between 1 and 12' })
      .optional(),
    ...LanguageQuerySchema.shape,
  })
  .meta({ id: 'SimilarPropertiesQuery' });
export type SimilarPropertiesQuery = z.input<typeof SimilarPropertiesQuerySchema>;
