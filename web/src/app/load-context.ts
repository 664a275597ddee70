import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** PUBLIC_SITE_URL: canonical URLs, sitemap and share previews. */
    siteUrl: string;
    /** MAP_ATTRIBUTION, shown on maps when an external tile provider is configured. */
    mapAttribution: string;
    /** This response's Content-Security-Policy nonce (undefined when no policy is sent). */
    cspNonce?: string;
  }
}

export {};
