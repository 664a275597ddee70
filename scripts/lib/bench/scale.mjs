import { randomBytes } from 'node:crypto';
import { startBalancer } from '../balancer.mjs';
import { line, measure } from './figures.mjs';
import { REDIS_URL } from './options.mjs';
import { SCALE_ROUTES } from './routes.mjs';
import { startCms, startWeb } from './servers.mjs';

/**
 * One web + one CMS against two of each behind the balancer, all on one Redis (a prefix of the
 * run's own) and the run's database: what sharing the page cache, the response cache and the
 * content version costs on one machine. "one behind the balancer" separates the balancer's own
 * cost (a Node process, like Caddy an extra hop) from the cost of sharing.
 */
export async function scaleSection(env, up) {
  const shared = { REDIS_URL, REDIS_PREFIX: `estate-bench-${randomBytes(4).toString('hex')}:` };
  // One after the other, as a rolling deploy starts them.
  const cmsA = await up(await startCms(env, shared));
  const cmsB = await up(await startCms(env, shared));
  const cmsLb = await up(await startBalancer({ upstreams: [cmsA.url, cmsB.url] }));
  const one = await up(await startWeb(cmsA.url, shared));
  const webA = await up(await startWeb(cmsLb.url, shared));
  const webB = await up(await startWeb(cmsLb.url, shared));
  const setups = [
    ['one web + one CMS', one.url],
    ['one, behind the balancer', (await up(await startBalancer({ upstreams: [one.url] }))).url],
    ['two + two, behind the balancer', (await up(await startBalancer({ upstreams: [webA.url, webB.url] }))).url],
  ];
  const out = [];
  for (const route of SCALE_ROUTES) {
    console.log(`    ${route.name}`);
    for (const [setup, base] of setups) {
      const m = await measure(`${base}${route.path}`, { connections: 50, headers: route.headers });
      line(`  ${setup}`, m);
      out.push({ route: route.name, setup, ...m });
    }
  }
  return out;
}
