/** The quick price filters, upper bounds in AED (public spec §9). */
export const DEVELOPMENT_PRICE_QUICK_FILTERS_AED = [500_000, 1_500_000] as const;

/** A developments search as it lives in the URL of /all-developments. */
export interface DevelopmentSearch {
  country: string;
  /** Upper bound in AED. */
  price: number | null;
  page: number;
}

const positiveInt = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function parseDevelopmentSearch(params: URLSearchParams): DevelopmentSearch {
  return {
    country: (params.get('country') ?? '').trim(),
    price: positiveInt(params.get('price')),
    page: Math.min(positiveInt(params.get('page')) ?? 0, 50),
  };
}

export function toDevelopmentSearchParams(search: Partial<DevelopmentSearch>): URLSearchParams {
  const out = new URLSearchParams();
  if (search.country) out.set('country', search.country);
  if (search.price) out.set('price', String(search.price));
  if (search.page) out.set('page', String(search.page));
  return out;
}
