import { loadNow, ms } from './figures.mjs';
import { canMeasureCpu, cpuMs, timedRequest } from './measure.mjs';
import { SECONDS } from './options.mjs';
import { UNCACHED_LISTS } from './routes.mjs';

/**
 * The CPU section's CMS was just started: its first hundred or so answers also pay for V8
 * compiling the code they run (on its own threads, which /proc counts). That is once per process,
 * not per answer after a save, so each route is first asked this many times, across its pages,
 * before the count starts (docs/decisions/0044: 20 were too few, and the first route measured
 * paid for both).
 */
const CPU_WARM_UP = 200;

/**
 * CPU the CMS spends per uncached list answer: pages of 100 across the catalogue, one request at
 * a time, the process's CPU time (user + system, /proc) divided by the number of answers, after
 * CPU_WARM_UP answers of the same route (above). Its share of garbage collection is part of an
 * answer's cost, so the answers counted span several collections (docs/decisions/0044).
 */
export async function cpuSection(cms, total, path_) {
  const out = [];
  if (!canMeasureCpu()) return [{ name: 'uncached list', missing: 'CPU time is read from /proc (Linux only)' }];
  const pagesOf = Math.max(1, Math.floor(total / 100));
  // Enough answers to span the CMS's major garbage collections (one every few hundred answers
  // here, 60–100 ms each): 75 answers hold one or none, which moves the figure by 2–3 ms.
  const n = Math.max(300, SECONDS * 60);
  for (const route of UNCACHED_LISTS) {
    const ask = (i) => {
      const offset = ((i * 37) % pagesOf) * 100;
      return timedRequest(`${cms.url}${route.path(offset)}`, {
        method: route.method,
        body: route.body?.(offset),
        headers: { accept: 'application/json' },
      });
    };
    for (let i = 0; i < CPU_WARM_UP; i++) await ask(i);
    let statements = 0;
    const before = cpuMs(cms.pid);
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      const res = await ask(i);
      if (res.status !== 200) throw new Error(`${route.name}: ${res.status}`);
      statements = Number(res.headers['x-query-count']);
    }
    const cpu = (cpuMs(cms.pid) - before) / n;
    const wall = (performance.now() - t) / n;
    console.log(
      `    ${`${route.name} (${path_})`.padEnd(48)} ${ms(cpu).padStart(6)} ms CPU  ${ms(wall).padStart(6)} ms wall  ${statements} statements`,
    );
    out.push({ name: route.name, path: path_, cpuMs: cpu, wallMs: wall, statements, requests: n, load: loadNow() });
  }
  return out;
}
