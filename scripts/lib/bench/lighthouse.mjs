import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../env.mjs';
import { red, run, step } from '../run.mjs';
import { int } from './figures.mjs';
import { LH_RUNS } from './options.mjs';

/** Lighthouse's pages, by tools/lighthouse/lighthouse.mjs's names. */
export const LH_PAGES = ['home', 'all-properties', 'property', 'map', 'development', 'area', 'post'];
/** Lighthouse is the bench's alone: a package of its own, installed by the bench the first time it is needed. */
export const LIGHTHOUSE_DIR = path.join(ROOT, 'tools', 'lighthouse');

/**
 * Lighthouse's mobile preset on each of LH_PAGES (tools/lighthouse): the median of LH_RUNS runs per
 * page, its report kept in bench-results/lighthouse-<kind>/ (`workDir`: where its figures are written).
 */
export async function lighthouseSection(r, kind, site, total, workDir) {
  step(`${kind}: Lighthouse at ${int(total)} listings (mobile preset, median of ${LH_RUNS} runs)`);
  const jsonFile = path.join(workDir, 'lighthouse.json');
  try {
    const out = await run(
      process.execPath,
      [
        path.join(LIGHTHOUSE_DIR, 'lighthouse.mjs'),
        site,
        `--json=${jsonFile}`,
        `--reports=${path.join(ROOT, 'bench-results', `lighthouse-${kind}`)}`,
        `--pages=${LH_PAGES.join(',')}`,
      ],
      {
        label: 'lighthouse',
        quiet: true,
        env: { LH_RUNS },
      },
    );
    r.lighthouse = { text: out.trim(), results: JSON.parse(fs.readFileSync(jsonFile, 'utf8')).results };
    console.log(r.lighthouse.text.replace(/^/gm, '    '));
  } catch (error) {
    r.lighthouse = { error: error.message };
    console.error(red(`    Lighthouse: ${error.message}`));
    process.exitCode = 1;
  }
}
