import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A staff token for the contract's staff routes (to check what reached the CMS). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', {
    data: {
      username: process.env.E2E_STAFF_USERNAME ?? 'staff',
      password: process.env.E2E_STAFF_PASSWORD ?? 'Staff-Demo-2026!',
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Leads of a kind matching a search, newest first. */
export async function leads<T = Record<string, unknown>>(
  request: APIRequestContext,
  kind: 'enquiry' | 'start-now' | 'subscriber',
  q: string,
): Promise<T[]> {
  const token = await staffToken(request);
  const res = await request.get(`/api/admin/get-leads/${kind}`, {
    params: { q },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

/** A unique address per run, so checks find this run's lead and nothing else. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The first property of the demo content (newest first). */
export async function firstProperty(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const res = await request.get('/api/admin/get-properties', { params: { limit: 1 } });
  const [first] = (await res.json()) as { slug: string; title: string }[];
  expect(first, 'the demo seed has properties').toBeTruthy();
  return first!;
}

/** Waits until the page has hydrated (client navigation and handlers are live). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState('networkidle');
}
