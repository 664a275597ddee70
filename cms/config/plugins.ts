import type { Core } from '@strapi/strapi';
import { readAuthEnv } from '../src/lib/auth/auth-env';
import { storeConfig } from '../src/lib/cache/store-config';
import { s3ProviderOptions, uploadStorage } from '../src/lib/uploads/upload-storage';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const auth = readAuthEnv();
  const storage = uploadStorage();
  const pluginLimit = storeConfig().limits.usersPermissions;
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // Strapi's session manager (docs/decisions/0013): every sign-in is a stored session that
        // Logout, a password change, blocking or demotion ends; tokens live STAFF_TOKEN_TTL and a
        // sign-in at most STAFF_SESSION_MAX, also for /api/auth/local and its refresh tokens.
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: auth.tokenTtlSeconds,
          maxSessionLifespan: auth.sessionMaxSeconds,
          idleSessionLifespan: auth.sessionMaxSeconds,
          maxRefreshTokenLifespan: auth.sessionMaxSeconds,
          idleRefreshTokenLifespan: auth.sessionMaxSeconds,
          httpOnly: false,
        },
        // A second guard behind the shared limits of middlewares/auth-doors: every request to the
        // sign-in and password-change doors, per client address (TRUSTED_PROXIES decides it, see
        // middlewares/client-ip), in this instance's memory.
        ratelimit: { enabled: true, max: pluginLimit.max, interval: pluginLimit.windowSeconds * 1000 },
      },
    },
    upload: {
      config: {
        // The CMS's public/uploads folder, or an S3-compatible bucket (docs/decisions/0034);
        // stored URLs are /uploads/<key> either way.
        ...(storage.provider === 's3' ? { provider: 'aws-s3', providerOptions: s3ProviderOptions(storage) } : {}),
        // The largest file taken: images are held to UPLOAD_MAX_BYTES before they get here
        // (lib/uploads/multipart, middlewares/multipart), a listing's brochure to
        // BROCHURE_MAX_BYTES, its film to FILM_MAX_BYTES.
        sizeLimit: Math.max(
          env.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
          env.int('BROCHURE_MAX_BYTES', 20 * 1024 * 1024),
          env.int('FILM_MAX_BYTES', 100 * 1024 * 1024),
        ),
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST', '127.0.0.1'),
          port: env.int('SMTP_PORT', 1025),
          secure: env.bool('SMTP_SECURE', false),
          ignoreTLS: !env.bool('SMTP_SECURE', false) && !env.bool('SMTP_REQUIRE_TLS', false),
          requireTLS: env.bool('SMTP_REQUIRE_TLS', false),
          ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD', '') } } : {}),
          connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
          greetingTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
          socketTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
        },
        settings: {
          defaultFrom: env('MAIL_FROM', 'Estate <no-reply@estate.local>'),
          defaultReplyTo: env('MAIL_REPLY_TO', 'hello@estate.local'),
        },
      },
    },
  };
};
