/**
 * The bench's options (bench.mjs's --help lists them), read from the command line and the
 * environment.
 */
import { defaultWebWorkers } from '../../../web/web-workers.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
export const SECTIONS = [
  'pages',
  'saves',
  'sitemap',
  'admin',
  'lighthouse',
  'interactions',
  'api',
  'uncached',
  'cpu',
  'scale',
  'doors',
  'leads',
];

/**
 * --catalogue=10000,100000: the catalogue sizes the same lines run at, side by side (pages, search
 * pages rendered afresh, API, sitemap, feed, the staff admin and its export; scripts/lib/bench/catalogue.mjs), instead of the
 * budget run. Sizes in ascending order, each a whole number of listings.
 */
export const CATALOGUE = (() => {
  if (args.catalogue === undefined) return null;
  const sizes = args.catalogue.split(',').map((v) => Number(v.replace(/_/g, '')));
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(
      `--catalogue takes listing counts separated by commas, e.g. 10000,100000 (got "${args.catalogue}")`,
    );
  return [...new Set(sizes)].sort((a, b) => a - b);
})();
/** The sections of a catalogue run. */
export const CATALOGUE_SECTIONS = ['pages', 'search', 'api', 'sitemap', 'feed', 'admin'];

const only = args.only ? args.only.split(',') : CATALOGUE ? CATALOGUE_SECTIONS : SECTIONS;
const skipped = new Set([
  ...(args.skip ? args.skip.split(',') : []),
  ...(args['skip-lighthouse'] ? ['lighthouse'] : []),
]);
export const want = (section) => only.includes(section) && !skipped.has(section);
export const DBS = (args.db ?? 'sqlite,postgres').split(',');
export const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 10);
export const PROPERTIES = Number(args.properties ?? 10000);
/** The synthetic leads of the leads section (the back office at scale). */
export const LEADS = Number(args.leads ?? 100000);
export const LH_RUNS = String(args['lh-runs'] ?? process.env.LH_RUNS ?? 5);
export const PG_URL = args.pg ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = args.redis ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The web server's processes (WEB_WORKERS, docs/decisions/0045): the environment's, else the default. */
export const WEB_WORKERS =
  process.env.WEB_WORKERS?.trim() || `${defaultWebWorkers()} (the default: the usable cores, at most 4)`;

/** --readme: write docs/benchmarks.md's figures from this run (or, as false, not even from a complete one). */
export const README = args.readme;
