import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // The public origin (the web server on :3000 proxies /api and /uploads here).
  url: env('PUBLIC_URL', ''),
  // Uploads live in <public>/uploads; tests and deployments may point elsewhere.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: { keys: env.array('APP_KEYS') },
  // No check of the npm registry for a newer Strapi at start (the panel calls no outside host either).
  logger: { updates: { enabled: false } },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
});
