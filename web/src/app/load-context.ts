import 'react-router';
import type { FormAnswer } from '~/lib/form-answer';

declare module 'react-router' {
  interface AppLoadContext {
    /** PUBLIC_SITE_URL: canonical URLs, sitemap and share previews. */
    siteUrl: string;
    /** MAP_ATTRIBUTION, shown on maps when an external tile provider is configured. */
    mapAttribution: string;
    /** PERMIT_CHECK_URL: a permit's validation address, `{permit}` standing for its number. */
    permitCheckUrl: string;
    /** This response's Content-Security-Policy nonce (undefined when no policy is sent). */
    cspNonce?: string;
    /** The answer to a form this visitor sent without script, shown in the page rendered again. */
    formAnswer?: FormAnswer;
  }
}

export {};
