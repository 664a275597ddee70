import { z } from 'zod';

/**
 * Settings of the admin UI's build and dev server, parsed once. Only the ADMIN_PUBLIC_* names
 * ever reach the browser bundle (Vite's envPrefix); everything else stays in Node.
 */
const portNumber = z.coerce.number().int().min(1).max(65535);

/** CMS_URL left empty follows the root .env's CMS_PORT, as `npm start` and the web server read it. */
const ServerEnvSchema = z
  .object({
    CMS_URL: z.url({ error: 'CMS_URL must be a URL such as http://127.0.0.1:1337' }).optional(),
    CMS_PORT: portNumber.default(1337),
    ADMIN_DEV_PORT: portNumber.default(5174),
  })
  .transform(({ CMS_URL, CMS_PORT, ADMIN_DEV_PORT }) => ({
    CMS_URL: CMS_URL ?? `http://127.0.0.1:${CMS_PORT}`,
    ADMIN_DEV_PORT,
  }));

export const BROWSER_ENV_PREFIX = 'ADMIN_PUBLIC_';

export type ServerEnv = z.output<typeof ServerEnvSchema>;

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = ServerEnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`admin-ui: invalid environment\n${lines.join('\n')}`);
  }
  return result.data;
}
