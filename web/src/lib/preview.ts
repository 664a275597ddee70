import { PREVIEW_PARAM, type DraftResource } from '@estate/contract';
import { useMatches } from 'react-router';

/*
 * A draft preview (docs/decisions/0036): staff open a public page with `?preview=<token>`, a
 * signed, expiring link from the staff admin. The page then shows the draft the token names; the
 * CMS checks the token. Such pages are never cached (server/page-cache/keys.ts, server/app.ts) and
 * never indexed.
 */

export interface PreviewRequest {
  kind: DraftResource;
  token: string;
}

/** The preview a page request asks for, or null for an ordinary visit. */
export function previewOf(request: Request, kind: DraftResource): PreviewRequest | null {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM)?.trim();
  return token ? { kind, token } : null;
}

/** Why a preview link did not open: its token is not the CMS's, or it ran out. */
export type PreviewProblem = 'invalid' | 'expired';

/** The problem an error response carries when it is a preview link's. */
export function previewProblemOf(data: unknown): PreviewProblem | null {
  const problem = (data as { preview?: unknown } | null)?.preview;
  return problem === 'invalid' || problem === 'expired' ? problem : null;
}

/**
 * Whether the page shown is a draft preview: a route's loader opened one (its data says
 * `preview: true`). Such a page shows the draft preview banner, and its forms and favourites are
 * switched off, so no lead is sent from a preview.
 */
export function useDraftPreview(): boolean {
  return useMatches().some((m) => (m.data as { preview?: unknown } | null | undefined)?.preview === true);
}

/** Why a form of a draft preview does nothing. */
export const PREVIEW_FORMS_OFF = 'This is a draft preview: forms are switched off and nothing is sent from this page.';
