import { dim, red, step } from '../run.mjs';
import { kib, loadNow, ms } from './figures.mjs';
import { percentile, timedRequest } from './measure.mjs';
import { SECONDS } from './options.mjs';
import { ADMIN_ROUTES } from './routes.mjs';

/**
 * Whether the stack offers what an admin measurement needs; a reason when it does not (the
 * route is another branch's work: the integrator's run measures it).
 */
async function missing(site, needs = [], token, total) {
  for (const need of needs) {
    if (need === 'q') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=1&q=zzzz-no-such-words-zzzz`);
      if (res.status !== 200 || Number(res.headers['x-total-count']) === total)
        return 'get-properties does not search on the server yet (q)';
    }
    if (need === 'sort') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=1&sort=no-such-field:asc`);
      if (res.status !== 400) return 'get-properties does not sort on the server yet (sort)';
    }
    if (need === 'fields') {
      const res = await timedRequest(`${site}/api/admin/get-properties?limit=2&fields=_id,title`);
      const items = res.status === 200 ? JSON.parse(res.text) : null;
      if (!Array.isArray(items) || items.some((i) => Object.keys(i).sort().join() !== '_id,title'))
        return 'list routes do not project to id and title yet (fields=_id,title)';
    }
    if (need === 'staff' && !token) return 'no staff token';
  }
  return null;
}

/**
 * The staff admin's table pages and choice lists, signed in, one request at a time: time and
 * bytes on the wire (`total`: the catalogue size).
 */
export async function adminSection(r, kind, site, token, total) {
  step(`${kind}: the staff admin's table pages and choice lists`);
  await timeStaffRoutes(r.admin, ADMIN_ROUTES, site, token, {
    pathArg: total,
    missing: (route) => missing(site, route.needs, token, total),
  });
}

/**
 * Each route signed in as staff (so never from the response cache), or as a browser asking for a
 * page when `token` is null, one request at a time (after `warmUp` untimed ones), for half the
 * run's seconds and at least 5 times: p50, p95 and bytes on the wire, pushed on `list`.
 * `pathArg` is what each route's path(...) is given, with the request's number (a route that must
 * not be answered from a cache asks for something new each time); `missing` may name why a route
 * cannot be measured.
 */
export async function timeStaffRoutes(
  list,
  routes,
  site,
  token,
  { pathArg, missing: why = async () => null, warmUp = 0 },
) {
  for (const route of routes) {
    const reason = await why(route);
    const target = route.path(pathArg, 0);
    if (reason) {
      console.log(`    ${route.name.padEnd(34)} ${dim(`not measured: ${reason}`)}`);
      list.push({ name: route.name, missing: reason });
      continue;
    }
    const headers = token ? { authorization: `Bearer ${token}` } : { accept: 'text/html' };
    for (let i = 0; i < warmUp; i++) await timedRequest(`${site}${target}`, { headers });
    const times = [];
    let wire = 0;
    let status = 200;
    const deadline = Date.now() + Math.max(1, SECONDS / 2) * 1000;
    for (let i = 0; i < 5 || Date.now() < deadline; i++) {
      const res = await timedRequest(`${site}${route.path(pathArg, i)}`, { headers });
      times.push(res.ms);
      wire = Math.max(wire, res.wire);
      if (res.status !== 200) status = res.status;
      if (i >= 200) break;
    }
    times.sort((a, b) => a - b);
    const m = {
      name: route.name,
      path: target,
      p95: percentile(times, 95),
      p50: percentile(times, 50),
      wire,
      status,
      load: loadNow(),
    };
    console.log(
      `    ${route.name.padEnd(34)} p50 ${ms(m.p50).padStart(6)}  p95 ${ms(m.p95).padStart(6)} ms  ${kib(wire)}${status !== 200 ? red(`  status ${status}`) : ''}`,
    );
    list.push(m);
  }
}
