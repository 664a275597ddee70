import { API_PREFIX, TOTAL_COUNT_HEADER } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db, fieldsOf, filesOf, record } from '../db';

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
}

let uploadSeq = 0;
/** Where the fake server "stores" an uploaded file. */
export function storedPath(file: File): string {
  uploadSeq += 1;
  return `/uploads/${uploadSeq}-${file.name.replace(/[^a-z0-9.]+/gi, '-')}`;
}

/** Happy-path handlers of one content type, in the contract's shapes. */
export function crudHandlers<T extends Entity>(c: CrudConfig<T>) {
  const url = (path: string) => `${API_PREFIX}/${path}`;
  return [
    http.get(url(c.list), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('limit') ?? 100);
      const offset = Number(params.get('offset') ?? 0);
      const rows = c.rows();
      return HttpResponse.json(rows.slice(offset, offset + limit), {
        headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
      });
    }),
    http.get(url(`${c.get}/:id`), ({ params }) => {
      const found = c.rows().find((r) => r._id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
    }),
    http.post(url(c.add), async ({ request }) => {
      const entry = await record(request);
      const created = c.create(fieldsOf(entry), (field) => filesOf(entry, field));
      c.setRows([created, ...c.rows()]);
      return HttpResponse.json({ message: `${c.label} added`, [c.responseField]: created });
    }),
    http.put(url(`${c.update}/:id`), async ({ request, params }) => {
      const entry = await record(request);
      const found = c.rows().find((r) => r._id === params.id);
      if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
      // As the CMS does: a save stating an older version than the stored one is refused.
      const { version, ...fields } = fieldsOf(entry);
      if (typeof version === 'string' && version !== found.updatedAt) {
        const message = `${c.label} was changed by someone else since you loaded it: reload it to see the latest version, then save again`;
        return HttpResponse.json({ message, errors: [{ field: 'version', message }] }, { status: 409 });
      }
      const updated = {
        ...c.apply(found, fields, (field) => filesOf(entry, field)),
        updatedAt: new Date().toISOString(),
      };
      c.setRows(c.rows().map((r) => (r._id === found._id ? updated : r)));
      return HttpResponse.json({ message: `${c.label} updated`, [c.responseField]: updated });
    }),
    http.delete(url(`${c.remove}/:id`), async ({ request, params }) => {
      await record(request);
      const found = c.rows().find((r) => r._id === params.id);
      if (!found) return HttpResponse.json({ message: `${c.label} not found` }, { status: 404 });
      c.setRows(c.rows().filter((r) => r._id !== found._id));
      return HttpResponse.json({ message: `${c.label} deleted` });
    }),
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
