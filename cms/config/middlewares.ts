import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // A write's answer waits until the content version it changed is stored (lib/cache/content-version).
  'global::content-version',
  // ctx.request.ip is the client by TRUSTED_PROXIES, for Strapi's own limiters and logs too.
  'global::client-ip',
  // strapi::logger's request line, skipped when the log level hides it.
  'global::request-log',
  'strapi::errors',
  // HSTS only on requests that arrived over HTTPS (strapi::security's own is off below).
  'global::hsts',
  // The contract's own error format, response cache and request accounting for /api/admin/*.
  'global::contract',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        // The panel reaches no other host (docs/decisions/0019): no Marketplace assets, fonts,
        // styles or calls from elsewhere. Strapi fills these lists from its defaults index by index
        // ('https:', market-assets.strapi.io), so each list is as long as Strapi's, padded with 'self'.
        // config/admin.ts's preview adds the public site to frame-src.
        directives: {
          'connect-src': ["'self'", "'self'"],
          'img-src': ["'self'", 'data:', 'blob:', "'self'"],
          'media-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          upgradeInsecureRequests: null,
        },
      },
      // Sent by global::hsts, only on requests that arrived over HTTPS.
      hsts: false,
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // Left empty (.env.example): the site and the panel, as browsers reach them.
      origin: env('CORS_ORIGINS', '').trim()
        ? env.array('CORS_ORIGINS')
        : [
            env('PUBLIC_SITE_URL', '').trim() || `http://localhost:${env('WEB_PORT', '3000')}`,
            env('PANEL_URL', '').trim() || `http://localhost:${env('CMS_PORT', '1337')}`,
          ],
      credentials: true,
    },
  },
  // No strapi::poweredBy: an answer does not name the software behind it.
  'strapi::query',
  // Multipart bodies are refused here before any byte is read, except on the routes that take
  // files, which parse them after authentication (lib/uploads/multipart, docs/decisions/0011).
  'global::multipart-gate',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: env('BODY_JSON_LIMIT', '20mb'),
      formLimit: env('BODY_FORM_LIMIT', '20mb'),
      textLimit: env('BODY_TEXT_LIMIT', '1mb'),
      multipart: false,
    },
  },
  // users-permissions' sign-in door shares the contract login's limit; its reset routes are closed.
  'global::auth-doors',
  'strapi::session',
  'strapi::favicon',
  // A stored PDF goes out as a download (application/pdf, attachment, nosniff).
  'global::upload-headers',
  // With UPLOAD_PROVIDER=s3 the files are read from the bucket; strapi::public serves the folder.
  'global::uploads-bucket',
  // Byte ranges of the folder's files (a film's player seeks), which strapi::public does not answer.
  'global::upload-ranges',
  'strapi::public',
];
