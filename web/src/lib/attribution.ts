/** Campaign parameters a lead is credited to (kept for the visit, as landing pages carry them). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmField = (typeof UTM_FIELDS)[number];
const STORAGE_KEY = 'estate.utm';

export type Attribution = { pageURL: string; listingSlug?: string } & Partial<Record<UtmField, string>>;

function readStored(): Partial<Record<UtmField, string>> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<UtmField, string>>;
  } catch {
    return {};
  }
}

/** Remembers the UTM parameters of the landing URL for the rest of the visit. */
export function rememberUtm(search: string): void {
  const params = new URLSearchParams(search);
  const found = Object.fromEntries(
    UTM_FIELDS.map((f) => [f, params.get(f)?.trim() ?? ''] as const).filter(([, v]) => v),
  );
  if (Object.keys(found).length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Private mode without storage: attribution then comes from the current URL only.
  }
}

/** What a form adds to its answers: the page, the listing it was sent from, the campaign. */
export function attribution(listingSlug?: string): Attribution {
  const current = new URLSearchParams(window.location.search);
  const stored = readStored();
  const utm = Object.fromEntries(
    UTM_FIELDS.map((f) => [f, current.get(f)?.trim() || stored[f] || ''] as const).filter(([, v]) => v),
  );
  return { pageURL: window.location.href, ...(listingSlug ? { listingSlug } : {}), ...utm };
}
