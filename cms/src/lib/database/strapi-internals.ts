/*
 * The one door to Strapi's private database shapes (docs/decisions/0095). The fast reads and the
 * indexes made at start write SQL on Strapi's own tables, so they need what Strapi keeps to
 * itself: the metadata of each model (its table, its attributes' columns, its relations' join
 * tables), the columns of a component's join table, the media library's morph table, and how a
 * date-time is stored. Nothing else in the code reads `strapi.db.metadata` or names those tables
 * and columns: they are all here, and checkStrapiInternals (run at every start and by
 * tests/strapi-internals.db.test.ts) says which of them an upgrade of Strapi changed.
 */

/** The Strapi release these shapes were read from and checked against. */
export const STRAPI_VERIFIED_VERSION = '5.54.0';
/** The packages whose release decides these shapes. */
export const STRAPI_PACKAGES = ['@strapi/strapi', '@strapi/core', '@strapi/database'] as const;

export interface JoinTable {
  name: string;
  joinColumn: { name: string; referencedColumn: string };
  inverseJoinColumn: { name: string; referencedColumn: string };
  /** A component field's rows in the owner's `_cmps` table are told apart by `field`. */
  on?: Record<string, string>;
  orderColumnName?: string;
  /** The media library's morph table: the owner's id and type. */
  morphColumn?: { idColumn: { name: string }; typeColumn: { name: string } };
}

export interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  columnName?: string;
  morphBy?: string;
  joinTable?: JoinTable;
}

export interface Meta {
  uid: string;
  tableName: string;
  attributes: Record<string, Attribute>;
}

/** The media library's files. */
export const FILE_UID = 'plugin::upload.file';

/** The morph table linking files to the rows (and component rows) whose media fields show them. */
export const MEDIA_MORPH = {
  table: 'files_related_mph',
  file: 'file_id',
  ownerId: 'related_id',
  ownerType: 'related_type',
  field: 'field',
  order: 'order',
} as const;

/** The columns of every owner's component join table (`<table>_cmps`). */
export const COMPONENT_JOIN = {
  owner: 'entity_id',
  component: 'cmp_id',
  type: 'component_type',
  field: 'field',
  order: 'order',
} as const;

/** The columns Strapi gives every content type's rows, named in raw SQL (a document's rows, drafts). */
export const ROW_COLUMNS = {
  id: 'id',
  documentId: 'document_id',
  publishedAt: 'published_at',
  locale: 'locale',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

/** Attribute types stored in the row's own columns (not relations, media or components). */
export const SCALAR = new Set([
  'string',
  'text',
  'richtext',
  'blocks',
  'email',
  'password',
  'uid',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'time',
  'datetime',
  'timestamp',
  'json',
]);

const MEDIA_RELATIONS = new Set(['morphOne', 'morphMany']);

/** A media field of the model (a morph relation to the media library's files). */
export const isMedia = (a: Attribute | undefined) =>
  !!a &&
  a.type === 'relation' &&
  a.target === FILE_UID &&
  MEDIA_RELATIONS.has(a.relation ?? '') &&
  a.morphBy === 'related';

/** A component field of the model (rows of the component's table through the owner's `_cmps` table). */
export const isComponent = (a: Attribute | undefined) =>
  !!a && a.type === 'relation' && !!a.target && !!a.joinTable?.on?.field;

/** The database's metadata of a model (content type or component). */
export const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;
export const attributesOf = (uid: string) => metaOf(uid).attributes;
export const tableOf = (uid: string) => metaOf(uid).tableName;
/** The column an attribute of a model is stored in. */
export const columnOf = (uid: string, attribute: string) => columnIn(metaOf(uid), attribute);
export const columnIn = (meta: Meta, attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;

/** A model's table and a column resolver, for the code that writes several columns of one table. */
export function tableNaming(uid: string): { table: string; col: (attribute: string) => string } {
  const meta = metaOf(uid);
  return { table: meta.tableName, col: (attribute) => columnIn(meta, attribute) };
}

/** A date-time as the database stores it: milliseconds on SQLite, a timestamp on PostgreSQL. */
export const dbTime = (d: Date) => (strapi.db.dialect.client === 'postgres' ? d : d.getTime());

/* ------------------------------------------------------------------ the checks */

/** What the checks read: the metadata of every model, and every table's columns in the database. */
export interface Snapshot {
  models: Array<[uid: string, meta: unknown]>;
  columns: Map<string, Set<string>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Each assumption of this module tested against a snapshot: the broken ones, each saying what was
 * assumed and what was found, and how many were checked.
 */
export function brokenAssumptions(snapshot: Snapshot): { checked: number; broken: string[] } {
  const broken: string[] = [];
  let checked = 0;
  const expect = (ok: boolean, message: string) => {
    checked += 1;
    if (!ok) broken.push(message);
    return ok;
  };
  const hasColumn = (table: string, column: string) => snapshot.columns.get(table)?.has(column) ?? false;
  const column = (where: string, table: string, name: unknown, what: string) =>
    expect(
      typeof name === 'string' && hasColumn(table, name),
      `${where}: ${what} ${typeof name === 'string' ? `"${name}" is not a column of ${table}` : 'is not named in the metadata'}`,
    );

  const models = snapshot.models.filter(([uid]) => uid.includes('::') || /^[\w-]+\.[\w-]+$/.test(uid));
  expect(
    models.some(([uid]) => uid === FILE_UID),
    `strapi.db.metadata: no model ${FILE_UID} (the media library's files)`,
  );
  for (const [uid, raw] of models) {
    if (!expect(isRecord(raw), `${uid}: its metadata is not an object`)) continue;
    const meta = raw as Partial<Meta>;
    const table = meta.tableName;
    if (!expect(typeof table === 'string' && !!table, `${uid}: the metadata has no tableName`)) continue;
    if (!expect(snapshot.columns.has(table!), `${uid}: its table ${table} is not in the database`)) continue;
    if (!expect(isRecord(meta.attributes), `${uid}: the metadata has no attributes`)) continue;
    for (const [name, a] of Object.entries(meta.attributes!)) {
      const where = `${uid}.${name}`;
      if (!expect(isRecord(a) && typeof a.type === 'string', `${where}: the attribute has no type`)) continue;
      if (SCALAR.has(a.type)) column(where, table!, a.columnName ?? name, 'its column');
      if (name in ROW_COLUMNS) {
        const expected = ROW_COLUMNS[name as keyof typeof ROW_COLUMNS];
        expect(
          (a.columnName ?? name) === expected,
          `${where}: stored in "${a.columnName ?? name}", where raw SQL here names "${expected}"`,
        );
      }
      if (a.type !== 'relation' || !a.joinTable) continue;
      const jt = a.joinTable as Partial<JoinTable>;
      if (
        !expect(
          typeof jt.name === 'string' && snapshot.columns.has(jt.name),
          `${where}: its join table ${jt.name} is not in the database`,
        )
      )
        continue;
      const join = `${where} (join table ${jt.name})`;
      column(join, jt.name!, jt.joinColumn?.name, "the owner's column");
      if (jt.inverseJoinColumn) column(join, jt.name!, jt.inverseJoinColumn.name, "the related row's column");
      if (jt.orderColumnName) column(join, jt.name!, jt.orderColumnName, 'the order column');
      if (jt.morphColumn) {
        column(join, jt.name!, jt.morphColumn.idColumn?.name, "the morph's id column");
        column(join, jt.name!, jt.morphColumn.typeColumn?.name, "the morph's type column");
      }
      if (jt.on?.field !== undefined) {
        // A component field: the `_cmps` table as the loaders and the stored forms name it.
        expect(
          jt.joinColumn?.name === COMPONENT_JOIN.owner &&
            jt.inverseJoinColumn?.name === COMPONENT_JOIN.component &&
            jt.orderColumnName === COMPONENT_JOIN.order,
          `${join}: a component join names ${jt.joinColumn?.name}/${jt.inverseJoinColumn?.name}/${jt.orderColumnName}, not ${COMPONENT_JOIN.owner}/${COMPONENT_JOIN.component}/${COMPONENT_JOIN.order}`,
        );
        for (const c of Object.values(COMPONENT_JOIN)) column(join, jt.name!, c, 'the component join column');
      }
    }
    if (uid.startsWith('api::'))
      for (const name of ['documentId', 'publishedAt', 'createdAt', 'updatedAt'])
        expect(name in meta.attributes!, `${uid}: the content type has no ${name} attribute`);
  }

  // The media library's morph table, as the loaders name it.
  const file = models.find(([uid]) => uid === FILE_UID)?.[1] as Partial<Meta> | undefined;
  const related = file?.attributes?.related?.joinTable;
  const named = [
    related?.name,
    related?.joinColumn?.name,
    related?.morphColumn?.idColumn?.name,
    related?.morphColumn?.typeColumn?.name,
  ];
  const assumed = [MEDIA_MORPH.table, MEDIA_MORPH.file, MEDIA_MORPH.ownerId, MEDIA_MORPH.ownerType];
  expect(
    named.every((n, i) => n === assumed[i]),
    `${FILE_UID}.related: the media morph table is ${named.join('/')}, not ${assumed.join('/')}`,
  );
  for (const c of Object.values(MEDIA_MORPH).slice(1))
    column(`${FILE_UID}.related`, MEDIA_MORPH.table, c, 'the media morph column');
  return { checked, broken };
}

/** Every table's columns in the database, in one statement. */
async function databaseColumns(): Promise<Map<string, Set<string>>> {
  const knex = strapi.db.connection;
  const result = (await (strapi.db.dialect.client === 'postgres'
    ? knex.raw(
        'SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = current_schema()',
      )
    : knex.raw(
        "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'",
      ))) as Array<{ t: string; c: string }> | { rows: Array<{ t: string; c: string }> };
  const rows = Array.isArray(result) ? result : result.rows;
  const out = new Map<string, Set<string>>();
  for (const { t, c } of rows) {
    let set = out.get(t);
    if (!set) out.set(t, (set = new Set()));
    set.add(c);
  }
  return out;
}

/** The installed release of each package these shapes depend on. */
export function installedStrapiVersions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of STRAPI_PACKAGES) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      out[name] = (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      out[name] = 'unknown';
    }
  }
  return out;
}

/**
 * At start: every assumption checked against the running Strapi and its database (one statement),
 * each broken one logged as an error naming it, and a warning when Strapi is not the release
 * they were verified against. Never stops the start: the reads that assume them fail on their own.
 */
export async function checkStrapiInternals(): Promise<string[]> {
  const started = Date.now();
  const metadata = strapi.db.metadata as unknown as Map<string, unknown>;
  const models = metadata instanceof Map ? [...metadata.entries()] : [];
  const { checked, broken } = brokenAssumptions({ models, columns: await databaseColumns() });
  for (const message of broken) strapi.log.error(`Strapi internals: ${message}`);
  const versions = installedStrapiVersions();
  const other = Object.entries(versions).filter(([, v]) => v !== STRAPI_VERIFIED_VERSION);
  if (other.length)
    strapi.log.warn(
      `Strapi internals: ${other.map(([n, v]) => `${n} ${v}`).join(', ')} installed, lib/database/strapi-internals was verified against ${STRAPI_VERIFIED_VERSION}: re-verify its shapes (docs/decisions/0095)`,
    );
  if (!broken.length)
    strapi.log.info(
      `Strapi internals: the ${checked} assumptions of lib/database/strapi-internals hold (${Date.now() - started} ms)`,
    );
  return broken;
}
