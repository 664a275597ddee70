import type { Core } from '@strapi/strapi';
import { previewOrigin, previewUrl } from '../src/lib/auth/preview';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // The contract tests run the API without building the panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  autoOpen: false,
  // Strapi's own limit on panel sign-ins (per address and e-mail, 5 per 5 minutes by default);
  // the browser tests sign in once per test and raise it.
  rateLimit: { max: env.int('PANEL_LOGIN_RATE_LIMIT', 5) },
  flags: { nps: false, promoteEE: false },
  // "Open preview" shows the public page (PUBLIC_SITE_URL) of the listing, development, area or
  // post being edited; Strapi adds the origin to the panel's frame-src (docs/decisions/0019).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [previewOrigin()],
      handler: (uid: string, params: { documentId: string }) => previewUrl(strapi, uid, params),
    },
  },
});
