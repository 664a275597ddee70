import { AsyncLocalStorage } from 'async_hooks';

/**
 * Counts the SQL statements each request runs (QUERY_STATS=true), answered in X-Query-Count so
 * the benchmark can show that the count stays flat as lists grow.
 */
const requests = new AsyncLocalStorage<{ count: number }>();
let attached = false;

export const queryStatsEnabled = () => process.env.QUERY_STATS === 'true';

export function attachQueryCounter(): void {
  if (attached || !queryStatsEnabled()) return;
  attached = true;
  strapi.db.connection.on('query', () => {
    const counter = requests.getStore();
    if (counter) counter.count += 1;
  });
}

export function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const counter = { count: 0 };
  return requests.run(counter, async () => ({ result: await fn(), count: counter.count }));
}
