import { z } from 'zod';

/**
 * What the browser bundle knows about its environment. The admin UI talks to its own origin
 * (/api/admin/..., /uploads/...), so nothing here is secret and everything has a default.
 */
const BrowserEnvSchema = z.object({
  BASE_URL: z.string().default('/admin/'),
  MODE: z.string().default('production'),
  /** Origin of the public site for 'View on site' links; empty means this origin. */
  ADMIN_PUBLIC_SITE_URL: z
    .union([z.literal(''), z.url({ error: 'ADMIN_PUBLIC_SITE_URL must be a URL' })])
    .default('')
    .transform((v) => v.replace(/\/+$/, '')),
});

function parse() {
  const result = BrowserEnvSchema.safeParse(import.meta.env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`admin-ui: invalid environment: ${lines.join('; ')}`);
  }
  return result.data;
}

export const env = parse();

/** The router's basename: the build's base without its trailing slash. */
export const ROUTER_BASENAME = env.BASE_URL.replace(/\/+$/, '') || '/';
