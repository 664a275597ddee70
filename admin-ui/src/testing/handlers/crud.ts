import {
  API_PREFIX,
  AUDIT_KINDS,
  coerceFormFields,
  fieldErrors,
  LIST_SEARCH_FIELDS,
  PREVIEW_PAGES,
  PREVIEW_PARAM,
  ROUTES,
  TOTAL_COUNT_HEADER,
  type AuditKind,
  type DraftResource,
  type EditableListQuery,
  type EditableResource,
} from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, fieldsOf, filesOf, record } from '../db';
import { auditedRows, changesBetween, recordAudit } from './audit';

type Entity = { _id: string; updatedAt: string; slug?: string };

export interface CrudConfig<T extends Entity> {
  label: string;
  list: string;
  get: string;
  add: string;
  update: string;
  remove: string;
  removeImage: string;
  idField: string;
  responseField: string;
  rows: () => T[];
  setRows: (rows: T[]) => void;
  /** A new entity from the submitted fields. */
  create: (fields: Record<string, unknown>, files: (field: string) => File[]) => T;
  /** The entity after an update with the submitted fields. */
  apply: (entity: T, fields: Record<string, unknown>, files: (field: string) => File[]) => T;
  /** The entity without one image. */
  dropImage: (entity: T, path: string) => T;
  /** A kind with drafts (docs/decisions/0036): `draft` in a save, publish-<kind> and unpublish-<kind>. */
  drafts?: boolean;
}

type Publication = 'draft' | 'published' | 'modified';

/** Where an item stands after a save, as the CMS says: `draft` keeps it (and what is public) as it was. */
function publicationAfterSave(fields: Record<string, unknown>, before: Publication | undefined): Publication {
  const draft = fields.draft === true || fields.draft === 'true';
  if (!draft) return 'published';
  return before === 'published' || before === 'modified' ? 'modified' : 'draft';
}

let uploadSeq = 0;
/** Where the fake server "stores" an uploaded file. */
export function storedPath(file: File): string {
  uploadSeq += 1;
  return `/uploads/${uploadSeq}-${file.name.replace(/[^a-z0-9.]+/gi, '-')}`;
}

/**
 * A single image field as the CMS takes it: a picked file, or a stored path sent as text (a
 * gallery image made the cover); otherwise what it held.
 */
export function singleImage(current: string | null, f: Record<string, unknown>, files: File[]): string | null {
  const [file] = files;
  if (file) return storedPath(file);
  const path = f.featuredImage;
  return typeof path === 'string' && path ? path : current;
}

/** Happy-path handlers of one content type, in the contract's shapes. */
export function crudHandlers<T extends Entity>(c: CrudConfig<T>) {
  const url = (path: string) => `${API_PREFIX}/${path}`;
  // Every content kind's writes are in the audit trail, under the kind its response names.
  const kind = (AUDIT_KINDS as readonly string[]).includes(c.responseField) ? (c.responseField as AuditKind) : null;
  type Row = Parameters<typeof changesBetween>[1];
  const asRow = (item: T) => item as unknown as Row;
  const audit = (request: Request, action: string, item: T, changes: ReturnType<typeof changesBetween> = []) => {
    const title = (item as unknown as { title?: unknown }).title;
    if (kind)
      recordAudit(request, { kind, itemId: item._id, title: typeof title === 'string' ? title : '', action, changes });
  };
  if (kind) {
    auditedRows(kind, {
      rows: () => c.rows().map(asRow),
      setRows: (rows) => c.setRows(rows as unknown as T[]),
    });
  }
  return [
    http.get(url(c.list), ({ request }) => {
      // As the CMS answers (docs/decisions/0016): q, sort, limit/offset and fields=_id,title,
      // checked with the contract's schema of the route.
      const route = ROUTES.find((r) => r.method === 'GET' && r.path === `/${c.list}`)!;
      const resource = route.resource as EditableResource;
      const requested = new URL(request.url);
      db.requests.push({
        method: 'GET',
        path: requested.pathname + requested.search,
        body: null,
        form: null,
        headers: request.headers,
      });
      const raw = Object.fromEntries(requested.searchParams);
      const coerced = coerceFormFields(route.query!, raw);
      const parsed = route.query!.safeParse(coerced.data);
      if (coerced.errors.length || !parsed.success) {
        const errors = coerced.errors.length ? coerced.errors : fieldErrors(parsed.error!);
        return HttpResponse.json({ message: errors[0]!.message, errors }, { status: 400 });
      }
      const { limit = 100, offset = 0, q, sort, fields } = parsed.data as EditableListQuery;
      const text = (row: T, field: string) => (row as unknown as Record<string, unknown>)[field];
      let rows = c.rows();
      if (q) {
        const needle = q.toLowerCase();
        rows = rows.filter((row) =>
          LIST_SEARCH_FIELDS[resource].some((field) =>
            String(text(row, field) ?? '')
              .toLowerCase()
              .includes(needle),
          ),
        );
      }
      if (sort) {
        const sign = sort.direction === 'asc' ? 1 : -1;
        rows = [...rows].sort((a, b) => {
          const x = text(a, sort.field);
          const y = text(b, sort.field);
          if (x === y) return 0;
          if (x === null || x === undefined || x === '') return 1;
          if (y === null || y === undefined || y === '') return -1;
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return sign * order;
        });
      }
      const page = rows.slice(offset, offset + limit);
      const body = fields === 'choice' ? page.map((row) => ({ _id: row._id, title: text(row, 'title') })) : page;
      return HttpResponse.json(body, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
    http.get(url(`${c.get}/:id`), ({ params }) => {
      const found = c.rows().find((r) => r._id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
    }),
    http.post(url(c.add), async ({ request }) => {
      const entry = await record(request);
      const { draft, ...fields } = fieldsOf(entry);
      const made = c.create(fields, (field) => filesOf(entry, field));
      const created = c.drafts ? { ...made, publication: publicationAfterSave({ draft }, undefined) } : made;
      c.setRows([created, ...c.rows()]);
      audit(request, 'create', created, changesBetween(null, asRow(created)));
      return HttpResponse.json({ message: `${c.label} added`, [c.responseField]: created });
    }),
    http.put(url(`${c.update}/:id`), async ({ request, params }) => {
      const entry = await record(request);
      const found = c.rows().find((r) => r._id === params.id);
      if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
      // As the CMS does: a save stating an older version than the stored one is refused.
      const { version, draft, ...fields } = fieldsOf(entry);
      if (typeof version === 'string' && version !== found.updatedAt) {
        const message = `${c.label} was changed by someone else since you loaded it: reload it to see the latest version, then save again`;
        return HttpResponse.json({ message, errors: [{ field: 'version', message }] }, { status: 409 });
      }
      const before = (found as { publication?: Publication }).publication;
      const updated = {
        ...c.apply(found, fields, (field) => filesOf(entry, field)),
        updatedAt: new Date().toISOString(),
        ...(c.drafts ? { publication: publicationAfterSave({ draft }, before) } : {}),
      };
      c.setRows(c.rows().map((r) => (r._id === found._id ? updated : r)));
      // A save that changed nothing is no event of the item's history.
      const changes = changesBetween(asRow(found), asRow(updated));
      if (changes.length) audit(request, 'update', updated, changes);
      return HttpResponse.json({ message: `${c.label} updated`, [c.responseField]: updated });
    }),
    http.delete(url(`${c.remove}/:id`), async ({ request, params }) => {
      await record(request);
      const found = c.rows().find((r) => r._id === params.id);
      if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
      c.setRows(c.rows().filter((r) => r._id !== found._id));
      audit(request, 'delete', found);
      return HttpResponse.json({ message: `${c.label} deleted` });
    }),
    ...(c.drafts
      ? [
          http.get(url(`get-preview-link/${c.responseField}/:id`), ({ params }) => {
            const found = c.rows().find((r) => r._id === params.id);
            if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
            const page = PREVIEW_PAGES[c.responseField as DraftResource];
            return HttpResponse.json({
              url: `http://localhost:3000${page}${found.slug ?? found._id}?${PREVIEW_PARAM}=signed-${found._id}`,
              expiresAt: new Date(Date.now() + 3600_000).toISOString(),
            });
          }),
        ]
      : []),
    ...(c.drafts
      ? (['publish', 'unpublish'] as const).map((action) =>
          http.post(url(`${action}-${c.responseField}/:id`), async ({ request, params }) => {
            await record(request);
            const found = c.rows().find((r) => r._id === params.id);
            if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
            const updated = { ...found, publication: action === 'publish' ? 'published' : 'draft' };
            c.setRows(c.rows().map((r) => (r._id === found._id ? updated : r)));
            audit(request, action, found);
            return HttpResponse.json({ message: `${c.label} ${action}ed`, [c.responseField]: updated });
          }),
        )
      : []),
    http.post(url(c.removeImage), async ({ request }) => {
      const entry = await record(request);
      const body = entry.body ?? {};
      const found = c.rows().find((r) => r._id === body[c.idField]);
      if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
      const updated = c.dropImage(found, String(body.imageName));
      c.setRows(c.rows().map((r) => (r._id === found._id ? updated : r)));
      return HttpResponse.json({ message: 'Image removed', [c.responseField]: updated });
    }),
  ];
}

/** Helpers to read submitted multipart fields as the CMS would. */
export const read = {
  text: (fields: Record<string, unknown>, key: string, fallback = '') =>
    typeof fields[key] === 'string' ? (fields[key] as string) : fallback,
  bool: (fields: Record<string, unknown>, key: string, fallback = false) =>
    fields[key] === undefined ? fallback : fields[key] === true || fields[key] === 'true',
  number: (fields: Record<string, unknown>, key: string, fallback: number | null = null) => {
    const v = fields[key];
    if (v === undefined) return fallback;
    if (v === '' || v === null) return null;
    return Number(String(v).replace(/,/g, ''));
  },
  json: <J>(fields: Record<string, unknown>, key: string, fallback: J): J => {
    const v = fields[key];
    if (v === undefined) return fallback;
    return (typeof v === 'string' ? JSON.parse(v) : v) as J;
  },
};

export const uploadCounter = () => db.uploads;
