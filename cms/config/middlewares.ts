import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // A write's answer waits until the content version it changed is stored (lib/content-version).
  'global::content-version',
  'strapi::logger',
  'strapi::errors',
  // The contract's own error format, response cache and request accounting for /api/admin/*.
  'global::contract',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io'],
          'media-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:3000', 'http://localhost:1337']),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: env('BODY_JSON_LIMIT', '20mb'),
      formLimit: env('BODY_FORM_LIMIT', '20mb'),
      textLimit: env('BODY_TEXT_LIMIT', '1mb'),
      formidable: {
        // formidable counts this over all files of one request; the per-file limit
        // (UPLOAD_MAX_BYTES) is checked by the contract before anything is stored.
        maxFileSize: env.int('BODY_MAX_FILES_BYTES', 100 * 1024 * 1024),
        maxFieldsSize: env.int('BODY_MAX_FIELDS_BYTES', 20 * 1024 * 1024),
        maxFields: 2000,
      },
    },
  },
  // users-permissions' sign-in door shares the contract login's limit; its reset routes are closed.
  'global::auth-doors',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
