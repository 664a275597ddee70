import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // The contract tests run the API without building the panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  autoOpen: false,
  flags: { nps: false, promoteEE: false },
});
