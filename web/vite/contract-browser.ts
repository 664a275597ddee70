import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/*
 * The contract's zod schemas cost ~35 KiB gzipped, a quarter of the page budget. In the browser
 * bundle, `@estate/contract` is therefore a module generated from the real contract at build
 * time: its zod-free modules (currency, text, property types, route paths with apiPath()) are
 * re-exported as they are, and its constants (MESSAGES, START_NOW_*, PAGE_SIZE, ...) serialised.
 * Nothing is copied by hand: change the contract and the next build follows. Schemas are not
 * exported here (importing one in browser code fails the build); code that validates with them
 * loads `@estate/contract/schemas`, the full contract, lazily. The country list is imported from
 * `@estate/contract/countries` by the one screen that shows it, so it stays out of the shared chunk.
 */

const VIRTUAL_ID = '\0estate-contract-browser';
const require = createRequire(import.meta.url);

/** The contract's ESM build folder (require.resolve finds the CommonJS entry: go from its package). */
function contractDist(): string {
  let dir = path.dirname(require.resolve('@estate/contract'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; module?: string };
      if (pkg.name === '@estate/contract') return path.dirname(path.join(dir, pkg.module ?? 'dist/index.js'));
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the @estate/contract package was not found');
    dir = parent;
  }
}

/** The contract's modules that import no zod, bundled as they are. */
const ZOD_FREE_MODULES = [
  'currency.js',
  'number-format.js',
  'embeds.js',
  'text.js',
  'languages.js',
  'property-types.js',
  'route-paths.js',
  'listing-limits.js',
  'listing-tools.js',
  'saved-search-messages.js',
  'saved-search-text.js',
  'search-rules.js',
] as const;

const CONSTANTS = [
  'COMPLETION_STATUSES',
  'GONE_REASONS',
  'HOME_LIMITS',
  'HONEYPOT_FIELD',
  'LEAD_KINDS',
  'LIST_DEFAULT_LIMIT',
  'LIST_MAX_LIMIT',
  'MAIL_STATUSES',
  'MESSAGES',
  'PAGE_SIZE',
  'PREVIEW_PARAM',
  'PROPERTY_SORTS',
  'RICH_CONTENT_MAX',
  'START_NOW_DEFAULTS',
  'START_NOW_FIELDS',
  'START_NOW_OPTIONS',
  'TOTAL_COUNT_HEADER',
  'TOTAL_LOWER_BOUND_HEADER',
] as const;

/**
 * Each constant is a module of its own: a module goes whole into one chunk, so one module of all
 * of them put the start-now form's options and the calculator's costs into every page's scripts.
 */
const CONSTANT_PREFIX = '\0estate-contract-browser:';

/** The contract as Node loads it, read once per build (a fresh copy per build in watch mode). */
let loaded: { at: number; contract: Promise<Record<string, unknown>> } | null = null;
function contractModule(dist: string): Promise<Record<string, unknown>> {
  if (!loaded || Date.now() - loaded.at > 5000)
    loaded = {
      at: Date.now(),
      contract: import(`${pathToFileURL(path.join(dist, 'index.js')).href}?t=${Date.now()}`) as Promise<
        Record<string, unknown>
      >,
    };
  return loaded.contract;
}

/** Absolute ESM entry of the full contract (schemas included), for `@estate/contract/schemas`. */
export function contractSchemasEntry(): string {
  return path.join(contractDist(), 'index.js');
}

export function contractForBrowser(): Plugin {
  return {
    name: 'estate:contract-browser',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (id === '@estate/contract' && !options?.ssr) return VIRTUAL_ID;
      if (id.startsWith(CONSTANT_PREFIX)) return { id, moduleSideEffects: false };
      return null;
    },
    async load(id) {
      const dist = contractDist();
      if (id.startsWith(CONSTANT_PREFIX)) {
        const name = id.slice(CONSTANT_PREFIX.length);
        const contract = await contractModule(dist);
        if (!(name in contract)) throw new Error(`the contract no longer exports ${name}`);
        return { code: `export const ${name} = ${JSON.stringify(contract[name])};`, moduleSideEffects: false };
      }
      // Every contract module is declarations only (schemas, constants, pure functions): side-effect
      // free, so a zod-free one lands in the chunk of the code that uses it, not in every page's,
      // and the lazily loaded schemas hold only the modules whose schemas the browser parses with
      // (not the staff's, the reports' or the OpenAPI document's): less to evaluate on a phone.
      if (id.startsWith(dist + path.sep) && id.endsWith('.js'))
        return { code: fs.readFileSync(id, 'utf8'), moduleSideEffects: false };
      if (id !== VIRTUAL_ID) return null;
      const contract = await contractModule(dist);
      const lines = [
        ...ZOD_FREE_MODULES.map((file) => `export * from ${JSON.stringify(path.join(dist, file))};`),
        ...CONSTANTS.map((name) => {
          if (!(name in contract)) throw new Error(`the contract no longer exports ${name}`);
          return `export { ${name} } from ${JSON.stringify(CONSTANT_PREFIX + name)};`;
        }),
      ];
      for (const file of ['index.js', ...ZOD_FREE_MODULES]) this.addWatchFile(path.join(dist, file));
      return lines.join('\n');
    },
  };
}
