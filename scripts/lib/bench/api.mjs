import { green, red } from '../run.mjs';
import { BUDGET } from './budgets.mjs';
import { line, measure } from './figures.mjs';
import { apiRoutes } from './routes.mjs';
import { json } from './servers.mjs';

/** The API figures: each route at 10 and 50 clients; statements of one uncached request. */
export async function apiSection(kind, base, mode, s, r) {
  const [sample] = (await json(`${base}/api/admin/get-properties?limit=1&offset=${Math.floor(s.total / 2)}`)).body;
  const routes = apiRoutes(sample.slug);
  if (mode === 'cached') {
    const statements = async (route, limit) => {
      const salt = Math.floor(Math.random() * 1000);
      const res =
        route.method === 'GET'
          ? await fetch(`${base}${route.path}?limit=${limit}&offset=${salt}`)
          : await fetch(`${base}${route.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...(route.body ?? {}), limit, offset: salt }),
            });
      await res.arrayBuffer();
      return Number(res.headers.get('x-query-count'));
    };
    for (const route of routes.slice(0, 2))
      r.statements.push({
        route: route.name,
        page10: await statements(route, 10),
        page100: await statements(route, 100),
      });
  }
  for (const route of routes) {
    for (const connections of [10, 50]) {
      const m = await measure(`${base}${route.path}`, { method: route.method, body: route.body, connections });
      r.api.push({ mode, route: route.name, connections, ...m });
      line(
        `${route.name} c=${connections}`,
        m,
        connections === 50 ? `  ${m.p95 <= BUDGET.apiP95 ? green('✓') : red('✗')}` : '',
      );
    }
  }
}
