import {
  FORBIDDEN_MESSAGE,
  STAFF_ROLE_LABELS,
  permissionFor,
  type AuditKind,
  type ImageTextResult,
  type UpdateImageTextSchema,
} from '@estate/contract';
import type { z } from 'zod';
import { record, KIND_OF_UID } from '../audit/trail';
import { assertOwnListing, can, type StaffAccess } from '../auth/roles';
import { bumpAfterCommit } from '../cache/content-version';
import { forbidden, notFound } from '../http/errors';
import { withConnection } from '../read/row-loader';
import { englishSql } from '../read/publication';
import { columnIn, COMPONENT_JOIN, isComponent, MEDIA_MORPH, metaOf as meta } from '../database/strapi-internals';
import { normalisePath } from './images';

/*
 * A picture's alternative text and caption (docs/decisions/0087), written on the stored upload
 * itself: every entry that shows the picture answers them. The write is an update of the file
 * row through the query engine, so its lifecycles clear the stored forms of the entries that show
 * it (lib/read/stored-forms) and retire the cached answers and pages (lib/save/save-hooks).
 */

const FILE_UID = 'plugin::upload.file';

/** The editable kinds whose entries can show a picture, with the permission their edits need. */
const KINDS = ['property', 'development', 'area', 'post', 'team', 'review', 'insta'] as const;
type Kind = (typeof KINDS)[number];
const UID_OF: Record<Kind, string> = Object.fromEntries(
  Object.entries(KIND_OF_UID)
    .filter(([, kind]) => (KINDS as readonly string[]).includes(kind))
    .map(([uid, kind]) => [kind, uid]),
) as Record<Kind, string>;

/** An entry that shows the picture. */
interface Showing {
  kind: Kind;
  documentId: string;
  title: string;
}

interface FileRow {
  id: number;
  url: string;
  alternativeText: string | null;
  caption: string | null;
}

/** The entries (documents) that show file `fileId`: in a media field or in a component row. */
async function entriesShowing(fileId: number): Promise<Showing[]> {
  return withConnection(async (knex) => {
    const links = (await knex(MEDIA_MORPH.table)
      .select({ type: MEDIA_MORPH.ownerType, id: MEDIA_MORPH.ownerId })
      .where(MEDIA_MORPH.file, fileId)) as Array<{ type: string; id: number | string }>;
    const rowIds = new Map<Kind, Set<number>>();
    const add = (kind: Kind, id: number) => rowIds.set(kind, (rowIds.get(kind) ?? new Set()).add(id));
    const componentLinks = links.filter((l) => l.type in strapi.components);
    for (const kind of KINDS) {
      const uid = UID_OF[kind];
      for (const l of links) if (l.type === uid) add(kind, Number(l.id));
      if (!componentLinks.length) continue;
      // Component rows reach their entry through the kind's component join table (one per kind).
      const tables = new Map(
        Object.values(meta(uid).attributes)
          .filter(isComponent)
          .map((a) => [a.joinTable!.name, a.joinTable!]),
      );
      for (const jt of tables.values()) {
        const rows = (await knex({ c: jt.name })
          .distinct(`c.${jt.joinColumn.name} as id`)
          .where((q) => {
            for (const l of componentLinks)
              q.orWhere((w) =>
                w.where(`c.${jt.inverseJoinColumn.name}`, l.id).where(`c.${COMPONENT_JOIN.type}`, l.type),
              );
          })) as Array<{ id: number | string }>;
        for (const r of rows) add(kind, Number(r.id));
      }
    }
    const out = new Map<string, Showing>();
    for (const [kind, ids] of rowIds) {
      const m = meta(UID_OF[kind]);
      const titleColumn = m.attributes.title ? columnIn(m, 'title') : null;
      const rows = (await knex(m.tableName)
        .select({ documentId: columnIn(m, 'documentId'), ...(titleColumn ? { title: titleColumn } : {}) })
        .whereIn('id', [...ids])
        // Named by its English row: a translation's row shows the same pictures under another title.
        .whereRaw(englishSql(UID_OF[kind]))) as Array<{ documentId: string; title?: string | null }>;
      for (const r of rows)
        if (!out.has(`${kind} ${r.documentId}`))
          out.set(`${kind} ${r.documentId}`, { kind, documentId: r.documentId, title: r.title ?? '' });
    }
    return [...out.values()];
  });
}

/**
 * 403 unless the member may edit every entry that shows the picture: the kind's write permission,
 * and for an own-only role (an agent) only their own listings. A picture no entry shows yet is
 * described by those who are not limited to their own listings.
 */
async function assertMayDescribe(access: StaffAccess, entries: Showing[]): Promise<void> {
  const refuse = (why: string) => forbidden(`${FORBIDDEN_MESSAGE(STAFF_ROLE_LABELS[access.role])}: ${why}`);
  if (!entries.length && access.ownOnly) throw refuse('agents describe only the pictures of their own listings');
  for (const entry of entries) {
    if (!can(access, permissionFor(entry.kind, 'write')))
      throw refuse(`this picture is shown by a ${entry.kind} they may not edit`);
    if (entry.kind === 'property') await assertOwnListing(access, entry.documentId);
    else if (access.ownOnly) throw refuse('agents describe only the pictures of their own listings');
  }
}

const stored = (v: string | null | undefined) => (v ?? '').trim();

/** Write a picture's texts (empty removes one), audited on every entry that shows it. */
export async function describeImage(
  access: StaffAccess,
  input: z.output<typeof UpdateImageTextSchema>,
): Promise<ImageTextResult> {
  const path = normalisePath(input.path);
  const file = (await strapi.db.query(FILE_UID).findOne({
    where: { url: path },
    select: ['id', 'url', 'alternativeText', 'caption'],
  })) as FileRow | null;
  if (!file) throw notFound(`No stored picture has the path ${path}`);
  const entries = await entriesShowing(file.id);
  await assertMayDescribe(access, entries);

  const before = { alt: stored(file.alternativeText), caption: stored(file.caption) };
  const after = { alt: input.alt, caption: input.caption };
  const changes = (['alt', 'caption'] as const)
    .filter((f) => before[f] !== after[f])
    .map((f) => ({
      field: `${f === 'alt' ? 'alternative text' : 'caption'} of ${path}`,
      before: before[f],
      after: after[f],
    }));
  if (changes.length) {
    await strapi.db.transaction(async () => {
      await strapi.db.query(FILE_UID).update({
        where: { id: file.id },
        data: { alternativeText: after.alt || null, caption: after.caption || null },
      });
      for (const entry of entries)
        await record({
          kind: entry.kind as AuditKind,
          itemId: entry.documentId,
          title: entry.title,
          action: 'describe-image',
          changes,
        });
    });
    // The file's lifecycle changed the version inside the transaction; once more now that it has
    // committed, so no answer read in between stays cached under the version the answer is sent at.
    bumpAfterCommit();
  }
  return { message: 'Picture description saved', path, ...after };
}
