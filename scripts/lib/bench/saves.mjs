import { red, step } from '../run.mjs';
import { line, measure, ms } from './figures.mjs';
import { percentile } from './measure.mjs';
import { SAVE_ROUTES } from './routes.mjs';
import { html } from './servers.mjs';

/** A staff user saving one property every second through the web server, until stopped. */
export function saveLoop(site, propertyId, token) {
  const times = [];
  const failures = [];
  let stopped = false;
  const loop = (async () => {
    let n = 0;
    while (!stopped) {
      const tick = Date.now();
      try {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const current = await (await fetch(`${site}${SAVE_ROUTES.read(propertyId)}`, { headers })).json();
        // States the version it was loaded from when the contract carries one (lost updates).
        const body = {
          price: 1_000_000 + (n++ % 500) * 1000,
          ...(current.version !== undefined ? { version: current.version } : {}),
        };
        const started = performance.now();
        const res = await fetch(`${site}${SAVE_ROUTES.update(propertyId)}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        if (!res.ok) failures.push(res.status);
      } catch (error) {
        failures.push(error.message);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return { saves: times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), failures };
    },
  };
}

/**
 * Every public page at 50 clients while a staff user saves a property every second: the pages'
 * figures, and the saves' own.
 */
export async function savesSection(r, kind, site, propertyId, token, pages) {
  step(`${kind}: every public page at 50 clients while staff save a property every second`);
  const saves = saveLoop(site, propertyId, token);
  for (const page of pages) {
    const m = await measure(`${site}${page.path}`, { connections: 50, headers: html });
    line(page.name, m);
    r.busy.push({ ...page, ...m });
  }
  r.saves = await saves.stop();
  console.log(
    `    ${'saves'.padEnd(34)} ${String(r.saves.saves).padStart(7)} saves  p50 ${ms(r.saves.p50).padStart(6)}  p95 ${ms(r.saves.p95).padStart(6)} ms${r.saves.failures.length ? red(`  failed: ${[...new Set(r.saves.failures)].join(', ')}`) : ''}`,
  );
}
