/*
 * The listing page's buyer tools (docs/decisions/0037): the mortgage and purchase-cost
 * calculator's constants and arithmetic, and the viewing slots. Zod-free on purpose: the public
 * site's lazy calculator and viewing form import it as it is (web/vite/contract-browser.ts).
 * Every amount is in AED; every rate is a fraction (0.04 is 4%).
 */

/** Loan-to-value limits of one buyer: first home at or below / above the value threshold, later homes. */
export interface LtvLimits {
  firstHomeUpToThreshold: number;
  firstHomeAboveThreshold: number;
  laterHome: number;
}

/** The rule the loan-to-value limits follow, as staff and buyers read it. */
export const LTV_RULE = 'UAE Central Bank Resolution 31/2/2020';

/**
 * What buying a home in Dubai costs beyond its price, and how much a bank may lend. 2026 defaults
 * (sources in docs/decisions/0037 and 0080), to be checked by staff, who may change each in the settings.
 */
export interface BuyingCosts {
  /** CBUAE Resolution 31/2/2020: the value above which the lower first-home limit applies (AED 5M). */
  ltvValueThresholdAed: number;
  /** CBUAE Resolution 31/2/2020: expatriates 80% / 70% / 60%. */
  ltvExpat: LtvLimits;
  /** CBUAE Resolution 31/2/2020: UAE nationals 85% / 75% / 65%. */
  ltvNational: LtvLimits;
  /** CBUAE Resolution 31/2/2020: off-plan, whoever buys (50%). */
  ltvOffPlan: number;
  /** DLD transfer fee: 4% of the price. */
  dldTransferRate: number;
  /** DLD admin fee on a transfer (AED). */
  dldAdminFeeAed: number;
  /** Agency commission (2%), plus VAT. */
  brokerageRate: number;
  /** UAE VAT (5%) on the brokerage and the service fees. */
  vatRate: number;
  /** Registration trustee (title-deed registration) fee below / from the bracket's value, plus VAT. */
  registrationFeeLowAed: number;
  registrationFeeHighAed: number;
  registrationBracketAed: number;
  /** DLD's title-deed issuance fee (AED). */
  titleDeedFeeAed: number;
  /** DLD mortgage registration: 0.25% of the loan plus an admin fee. */
  mortgageRegistrationRate: number;
  mortgageRegistrationFeeAed: number;
  /** The bank's valuation of the home, plus VAT. */
  valuationFeeAed: number;
  /** The bank's arrangement (processing) fee: up to 1% of the loan, plus VAT. */
  arrangementFeeRate: number;
  /** Mortgage life insurance, a year, as a share of the loan (an estimate: banks quote their own). */
  lifeInsuranceRate: number;
  /** Property (building) insurance the bank requires, a year, as a share of the price (an estimate). */
  propertyInsuranceRate: number;
  /** DLD's Oqood registration of an off-plan sale (AED 1,000 plus the AED 20 knowledge fee), in place of
   *  the admin, trustee and title-deed fees of a ready home. */
  oqoodFeeAed: number;
  /** What the calculator starts with. */
  defaultRatePercent: number;
  defaultTermYears: number;
  /** CBUAE Resolution 31/2/2020: at most 25 years. */
  maxTermYears: number;
}

export const BUYING_COSTS_DEFAULTS: Readonly<BuyingCosts> = {
  ltvValueThresholdAed: 5_000_000,
  ltvExpat: { firstHomeUpToThreshold: 0.8, firstHomeAboveThreshold: 0.7, laterHome: 0.6 },
  ltvNational: { firstHomeUpToThreshold: 0.85, firstHomeAboveThreshold: 0.75, laterHome: 0.65 },
  ltvOffPlan: 0.5,
  dldTransferRate: 0.04,
  dldAdminFeeAed: 580,
  brokerageRate: 0.02,
  vatRate: 0.05,
  registrationFeeLowAed: 2_000,
  registrationFeeHighAed: 4_000,
  registrationBracketAed: 500_000,
  titleDeedFeeAed: 250,
  mortgageRegistrationRate: 0.0025,
  mortgageRegistrationFeeAed: 290,
  valuationFeeAed: 3_000,
  arrangementFeeRate: 0.01,
  lifeInsuranceRate: 0.0024,
  propertyInsuranceRate: 0.0004,
  oqoodFeeAed: 1_020,
  defaultRatePercent: 4.25,
  defaultTermYears: 25,
  maxTermYears: 25,
};

/** Stored settings over the defaults, field by field (a missing or malformed field keeps its default). */
export function buyingCostsFrom(stored: unknown): BuyingCosts {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : d);
  const ltv = (v: unknown, d: LtvLimits): LtvLimits => {
    const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
    return {
      firstHomeUpToThreshold: num(o.firstHomeUpToThreshold, d.firstHomeUpToThreshold),
      firstHomeAboveThreshold: num(o.firstHomeAboveThreshold, d.firstHomeAboveThreshold),
      laterHome: num(o.laterHome, d.laterHome),
    };
  };
  const d = BUYING_COSTS_DEFAULTS;
  const out = { ...d } as BuyingCosts;
  for (const key of Object.keys(d) as (keyof BuyingCosts)[]) {
    if (key === 'ltvExpat' || key === 'ltvNational') out[key] = ltv(s[key], d[key]);
    else out[key] = num(s[key], d[key]);
  }
  return out;
}

export type Residency = 'expat' | 'national';

export interface LtvCase {
  residency: Residency;
  firstHome: boolean;
  offPlan: boolean;
  priceAed: number;
}

/** The most a bank may lend, as a fraction of the price (CBUAE limits). */
export function maxLoanToValue(c: BuyingCosts, k: LtvCase): number {
  if (k.offPlan) return c.ltvOffPlan;
  const limits = k.residency === 'national' ? c.ltvNational : c.ltvExpat;
  if (!k.firstHome) return limits.laterHome;
  return k.priceAed > c.ltvValueThresholdAed ? limits.firstHomeAboveThreshold : limits.firstHomeUpToThreshold;
}

/** The monthly payment of an annuity loan: P·r / (1 − (1 + r)^−n), r the monthly rate; P / n at 0%. */
export function monthlyPayment(loan: number, ratePercent: number, years: number): number {
  const n = Math.round(years * 12);
  if (loan <= 0 || n <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return loan / n;
  return (loan * r) / (1 - Math.pow(1 + r, -n));
}

export interface CostLine {
  /** Stable key, for tests and styling. */
  key: string;
  label: string;
  amountAed: number;
}

/** Dubai purchase costs of a price (AED), with the loan's own costs when there is a loan. An off-plan
 *  home is registered in Oqood (its fee in place of the admin, trustee and title-deed fees). */
export function purchaseCosts(c: BuyingCosts, priceAed: number, loanAed: number, offPlan = false): CostLine[] {
  const vat = 1 + c.vatRate;
  // The labels name the rates in use, which staff may have changed.
  const pct = (rate: number) => `${Math.round(rate * 10000) / 100}%`;
  const registration = priceAed < c.registrationBracketAed ? c.registrationFeeLowAed : c.registrationFeeHighAed;
  const lines: CostLine[] = [
    { key: 'dld', label: `DLD transfer fee (${pct(c.dldTransferRate)})`, amountAed: priceAed * c.dldTransferRate },
  ];
  if (offPlan) lines.push({ key: 'oqood', label: 'Off-plan (Oqood) registration', amountAed: c.oqoodFeeAed });
  else lines.push({ key: 'dld-admin', label: 'DLD admin fee', amountAed: c.dldAdminFeeAed });
  lines.push({
    key: 'brokerage',
    label: `Brokerage (${pct(c.brokerageRate)} + VAT)`,
    amountAed: priceAed * c.brokerageRate * vat,
  });
  if (!offPlan) {
    lines.push(
      { key: 'registration', label: 'Registration trustee fee + VAT', amountAed: registration * vat },
      { key: 'title-deed', label: 'Title deed issuance', amountAed: c.titleDeedFeeAed },
    );
  }
  if (loanAed > 0) {
    lines.push(
      {
        key: 'mortgage-registration',
        label: `Mortgage registration (${pct(c.mortgageRegistrationRate)} + fee)`,
        amountAed: loanAed * c.mortgageRegistrationRate + c.mortgageRegistrationFeeAed,
      },
      {
        key: 'arrangement',
        label: `Bank arrangement fee (${pct(c.arrangementFeeRate)} + VAT)`,
        amountAed: loanAed * c.arrangementFeeRate * vat,
      },
      { key: 'valuation', label: 'Valuation + VAT', amountAed: c.valuationFeeAed * vat },
      {
        key: 'insurance',
        label: 'Life and property insurance, first year (estimate)',
        amountAed: loanAed * c.lifeInsuranceRate + priceAed * c.propertyInsuranceRate,
      },
    );
  }
  return lines;
}

// The similar and more-listings sizes live in listing-limits.ts: a listing page's first scripts
// need them, the calculator's and the viewings' rules above and below wait for their screens.
export { NEARBY_DEFAULT_LIMIT, SIMILAR_DEFAULT_LIMIT, SIMILAR_PRICE_BAND } from './listing-limits.js';

/* ---------------------------------------------------------------------------------------------
 * Viewings: a day among the next VIEWING_DAYS (today included) and a half-hour slot, Dubai time.
 * ------------------------------------------------------------------------------------------- */

export const VIEWING_TIME_ZONE = 'Asia/Dubai';
/** Dubai keeps UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MINUTES = 4 * 60;
export const VIEWING_DAYS = 14;
export const VIEWING_FIRST_SLOT = '09:00';
export const VIEWING_LAST_SLOT = '19:00';

/** Every slot from 09:00 to 19:00, half-hourly ("09:00", "09:30", ...). */
export const VIEWING_SLOTS: readonly string[] = (() => {
  const out: string[] = [];
  const [fh, fm] = VIEWING_FIRST_SLOT.split(':').map(Number) as [number, number];
  const [lh, lm] = VIEWING_LAST_SLOT.split(':').map(Number) as [number, number];
  for (let m = fh * 60 + fm; m <= lh * 60 + lm; m += 30) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
})();

/** The day (YYYY-MM-DD) it is in Dubai at `now`. */
export function dubaiToday(now = Date.now()): string {
  return new Date(now + DUBAI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The days a viewing may be booked for, from today in Dubai (YYYY-MM-DD). */
export function viewingDays(now = Date.now()): string[] {
  const first = Date.parse(`${dubaiToday(now)}T00:00:00Z`);
  return Array.from({ length: VIEWING_DAYS }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

/** The instant a slot of a day starts (Dubai time), in epoch milliseconds. */
export function viewingStart(day: string, time: string): number {
  return Date.parse(`${day}T${time}:00Z`) - DUBAI_OFFSET_MINUTES * 60_000;
}

/** The slots of a day still ahead at `now` (today's past slots are gone). */
export function viewingSlots(day: string, now = Date.now()): string[] {
  return VIEWING_SLOTS.filter((t) => viewingStart(day, t) > now);
}

/** Why a day and slot cannot be booked at `now`, naming the field; null when they can. */
export function viewingProblem(
  day: string,
  time: string,
  now = Date.now(),
): { field: 'date' | 'time'; message: string } | null {
  const days = viewingDays(now);
  if (day < days[0]!) return { field: 'date', message: 'date must not be in the past' };
  if (!days.includes(day)) return { field: 'date', message: `date must be within the next ${VIEWING_DAYS} days` };
  if (!VIEWING_SLOTS.includes(time))
    return {
      field: 'time',
      message: `time must be a half-hour slot from ${VIEWING_FIRST_SLOT} to ${VIEWING_LAST_SLOT} (Dubai time)`,
    };
  if (viewingStart(day, time) <= now) return { field: 'time', message: 'time must not be in the past' };
  return null;
}

/** What the site says once a viewing request is stored. */
export const VIEWING_SUCCESS = 'Thank you. Your viewing request is with us; your agent will confirm the time.';
