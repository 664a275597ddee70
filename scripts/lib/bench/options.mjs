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
  'api',
  'uncached',
  'cpu',
  'scale',
  'doors',
  'leads',
];
const only = args.only ? args.only.split(',') : SECTIONS;
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
