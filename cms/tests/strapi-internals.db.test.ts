import { createRequire } from 'module';
import path from 'path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CMS_DIR } from './harness/cms-process';
import { runSql } from './harness/database';
import { startCms, type CmsInstance } from './harness/stack';
import {
  brokenAssumptions,
  COMPONENT_JOIN,
  MEDIA_MORPH,
  ROW_COLUMNS,
  STRAPI_PACKAGES,
  STRAPI_VERIFIED_VERSION,
} from '../src/lib/database/strapi-internals';

/*
 * The private shapes of Strapi's tables that the fast reads and the start-up indexes rely on
 * (lib/database/strapi-internals, docs/decisions/0095). An upgrade of Strapi that changes one of
 * them fails here, saying which: the release installed, each assumption as the CMS checks it at
 * start against its metadata and its database, and the fixed names read from the database's own
 * catalogue by this test.
 */

const env = inject('cmsEnv');
const onPostgres = inject('dbClient') === 'postgres';

let cms: CmsInstance | undefined;
afterAll(async () => {
  await cms?.stop();
});

/** The columns of a table, from the database's catalogue. */
async function columnsOf(table: string): Promise<string[]> {
  const rows = onPostgres
    ? await runSql(
        env,
        'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?',
        [table],
      )
    : await runSql(env, 'SELECT name FROM pragma_table_info(?)', [table]);
  return rows.map((r) => String(r.name));
}

describe("Strapi's private table shapes", () => {
  it('are those of the Strapi release they were verified against', () => {
    const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));
    for (const name of STRAPI_PACKAGES) {
      const { version } = requireFromCms(`${name}/package.json`) as { version: string };
      expect(
        version,
        `${name} ${version} is installed; lib/database/strapi-internals was verified against ${STRAPI_VERIFIED_VERSION}. ` +
          'Re-verify what it names (metadata shape, the media morph table, component join columns, row columns) ' +
          'against the new release, run this test on SQLite and PostgreSQL, then set STRAPI_VERIFIED_VERSION.',
      ).toBe(STRAPI_VERIFIED_VERSION);
    }
  });

  it('hold on a running CMS: each one checked at its start, none broken', async () => {
    cms = await startCms();
    const lines = cms.process.log.join('').split('\n');
    const broken = lines.filter((l) => /Strapi internals: /.test(l) && !/ assumptions .* hold /.test(l));
    expect(broken, `Strapi internals an upgrade changed:\n${broken.join('\n')}`).toEqual([]);
    const held = lines.map((l) => /Strapi internals: the (\d+) assumptions .* hold/.exec(l)).find(Boolean);
    expect(held, 'the CMS logs at start how many assumptions it checked').toBeTruthy();
    // Every model's table, scalar columns, join tables and the media morph table: hundreds of checks.
    expect(Number(held![1])).toBeGreaterThan(300);
  });

  it('name tables and columns the database has', async () => {
    const morph = await columnsOf(MEDIA_MORPH.table);
    for (const column of Object.values(MEDIA_MORPH).slice(1))
      expect(morph, `the media morph table ${MEDIA_MORPH.table} has the column ${column}`).toContain(column);
    const components = await columnsOf('properties_cmps');
    for (const column of Object.values(COMPONENT_JOIN))
      expect(components, `a component join table (properties_cmps) has the column ${column}`).toContain(column);
    for (const table of ['properties', 'developments', 'areas', 'posts', 'enquiries']) {
      const columns = await columnsOf(table);
      for (const column of Object.values(ROW_COLUMNS))
        expect(columns, `the content type table ${table} has the column ${column}`).toContain(column);
    }
  });

  it('say which one an upgrade broke', () => {
    const columns = new Map([
      ['things', new Set(['id', 'doc_id', 'published_at', 'created_at', 'updated_at'])],
      ['things_cmps', new Set(['id', 'entity_id', 'component_id', 'component_type', 'field', 'order'])],
      ['files', new Set(['id', 'url'])],
      ['files_related_morphs', new Set(['id', 'file_id', 'related_id', 'related_type', 'field', 'order'])],
    ]);
    const thing = {
      tableName: 'things',
      attributes: {
        documentId: { type: 'string', columnName: 'doc_id' },
        publishedAt: { type: 'datetime', columnName: 'published_at' },
        createdAt: { type: 'datetime', columnName: 'created_at' },
        updatedAt: { type: 'datetime', columnName: 'updated_at' },
        title: { type: 'string', columnName: 'title' },
        spaces: {
          type: 'relation',
          relation: 'oneToMany',
          target: 'listing.space',
          joinTable: {
            name: 'things_cmps',
            joinColumn: { name: 'entity_id', referencedColumn: 'id' },
            inverseJoinColumn: { name: 'component_id', referencedColumn: 'id' },
            on: { field: 'spaces' },
            orderColumnName: 'order',
          },
        },
      },
    };
    const file = {
      tableName: 'files',
      attributes: {
        url: { type: 'string', columnName: 'url' },
        related: {
          type: 'relation',
          relation: 'morphToMany',
          joinTable: {
            name: 'files_related_morphs',
            joinColumn: { name: 'file_id', referencedColumn: 'id' },
            morphColumn: { idColumn: { name: 'related_id' }, typeColumn: { name: 'related_type' } },
          },
        },
      },
    };
    const { broken } = brokenAssumptions({
      models: [
        ['api::thing.thing', thing],
        ['plugin::upload.file', file],
        ['api::gone.gone', { attributes: {} }],
      ],
      columns,
    });
    expect(broken).toEqual(
      expect.arrayContaining([
        'api::thing.thing.documentId: stored in "doc_id", where raw SQL here names "document_id"',
        'api::thing.thing.title: its column "title" is not a column of things',
        expect.stringMatching(
          /^api::thing\.thing\.spaces \(join table things_cmps\): a component join names entity_id\/component_id/,
        ),
        expect.stringMatching(/cmp_id" is not a column of things_cmps$/),
        'plugin::upload.file.related: the media morph table is files_related_morphs/file_id/related_id/related_type, not files_related_mph/file_id/related_id/related_type',
        'api::gone.gone: the metadata has no tableName',
      ]),
    );
  });
});
