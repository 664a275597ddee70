import { step } from '../run.mjs';
import { line, measure } from './figures.mjs';
import { PAGE_CACHE_OFF, STATIC_FILE } from './routes.mjs';
import { html, samples, startCms, startWeb } from './servers.mjs';

/*
 * The public pages at many clients: with a warm page cache beside a static file served by the
 * same web server (pages), and with the page cache off (uncached), the home also at the demo
 * set's size for reference. Each adds its figures to `r`, the database's results.
 */

/**
 * The home with the page cache off on the demo set alone (before the top-up): the reference the
 * home's uncached time at the full catalogue is compared with. Starts a CMS and a web server with
 * `up`, for the caller to stop.
 */
export async function homeReference(r, kind, env, up) {
  const cms = await up(await startCms(env));
  const web = await up(await startWeb(cms.url, PAGE_CACHE_OFF));
  const s = await samples(cms.url);
  step(`${kind}: the home with the page cache off at ${s.total} listings (the reference)`);
  const m = await measure(`${web.url}/`, { connections: 10, headers: html });
  line(`home, ${s.total} listings`, m);
  r.home49 = { ...m, total: s.total };
}

/** Every public page with a warm page cache at 50 clients, beside a static file of the same server. */
export async function pagesSection(r, kind, site, pages) {
  step(`${kind}: every public page with a warm page cache, 50 clients, beside a static file`);
  const fileM = await measure(`${site}${STATIC_FILE}`, { connections: 50 });
  line(`static file ${STATIC_FILE}`, fileM);
  r.staticFile = fileM;
  for (const page of pages) {
    const m = await measure(`${site}${page.path}`, { connections: 50, headers: html });
    const ratio = m.rps / fileM.rps;
    line(page.name, m, `  ${ratio.toFixed(2)} × static`);
    r.pages.push({ ...page, ...m, ratio });
  }
}

/** Every public page with the page cache off at 10 clients, on a web server started with `up`. */
export async function uncachedSection(r, kind, cmsUrl, pages, up) {
  step(`${kind}: every public page with the page cache off, 10 clients`);
  const webOff = await up(await startWeb(cmsUrl, PAGE_CACHE_OFF));
  for (const page of pages) {
    const m = await measure(`${webOff.url}${page.path}`, { connections: 10, headers: html });
    line(page.name, m);
    r.uncached.push({ ...page, ...m });
  }
}
