import { formatPrice, toPriceNumber } from '@estate/contract';
import { imageSignature, keptImages, storedImage, type ImageItem } from './image-item';
import { appendGallery, appendSingleImage, type FormMode } from './listing-body';
import {
  blankInAreaRow,
  blankSpaceRow,
  inAreaRowsFrom,
  inAreaRowsSignature,
  serializeInAreaRows,
  serializeSpaceRows,
  spaceRowsFrom,
  spaceRowsSignature,
  type InAreaRowValue,
  type SpaceRowValue,
} from './rows';

/** Turns a picked file into the stored path a JSON field names (a row's images, an inline picture). */
export type Upload = (file: Blob, fileName: string) => Promise<string>;

/**
 * One form field, declared once: its value on an add form, its value from the stored record's
 * field of the same name, what counts as a change, and what it puts in the multipart body.
 */
export interface FormField<S, V> {
  empty: () => V;
  from: (stored: S) => V;
  // Methods (not function properties) so that a field of a narrower value still fits FormField<S, unknown>.
  /** For change tracking; the value itself when not given. */
  signature?(value: V): unknown;
  /** The value in words (the conflict dialog); valueText when not given. */
  display?(value: V): string;
  /** Nothing is sent when not given (a field the server sets, such as a reference). */
  append?(body: FormData, name: string, value: V, mode: FormMode, upload: Upload): void | Promise<void>;
}

type AnyField = FormField<never, unknown>;
type ValueOf<F> = F extends FormField<never, infer V> ? V : never;

/** The form's values, as react-hook-form holds them: one entry a declared field. */
export type FormValuesOf<F extends Record<string, AnyField>> = { [K in keyof F]: ValueOf<F[K]> };

/**
 * The values, change signature and multipart body of one kind's form, derived from one list of
 * fields named as the contract's record names them (admin spec §7 sends the same names back).
 * The record type checks that every field reads a stored field it can take.
 */
export function defineForm<R>() {
  return <F extends { [K in keyof F]: K extends keyof R ? FormField<R[K], unknown> : never }>(fields: F) => {
    type V = FormValuesOf<F>;
    const entries = Object.entries(fields) as Array<[keyof V & string, FormField<unknown, unknown>]>;
    const build = (value: (name: keyof V & string, field: FormField<unknown, unknown>) => unknown) =>
      Object.fromEntries(entries.map(([name, field]) => [name, value(name, field)])) as V;
    return {
      fields,
      empty: (): V => build((_, field) => field.empty()),
      from: (record: R): V => build((name, field) => field.from((record as Record<string, unknown>)[name])),
      signature: (values: V) => build((name, field) => (field.signature ?? same)(values[name])),
      /** One field's value in words: "$1,500,000", "Yes", "3 pictures". */
      display: (name: string, value: unknown): string => {
        const field = (fields as Record<string, FormField<unknown, unknown> | undefined>)[name];
        return field?.display ? field.display(value) : valueText(value);
      },
      /** The multipart body of add-… / update-… (admin spec §7), fields in the order declared. */
      body: async (values: V, mode: FormMode, upload: Upload): Promise<FormData> => {
        const body = new FormData();
        for (const [name, field] of entries) await field.append?.(body, name, values[name], mode, upload);
        return body;
      },
    };
  };
}

const same = (value: unknown) => value;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** A picture by its file name: "villa-pool.jpg", a file just picked as "villa-pool.jpg (new)". */
export function imageText(item: ImageItem | null): string {
  if (!item) return '';
  return item.kind === 'stored' ? (item.path.split('/').pop() ?? item.path) : `${item.file.name} (new)`;
}

/** A list of pictures by their number, those marked removed left out: "4 pictures (1 new)". */
export const picturesText = (all: readonly ImageItem[]) => {
  const items = keptImages(all);
  const fresh = items.filter((i) => i.kind === 'new').length;
  return items.length ? `${plural(items.length, 'picture')}${fresh ? ` (${fresh} new)` : ''}` : '';
};

/** A form value in words: text as typed (a day as "20 Nov 2026"), Yes/No, a list by its length; '' for nothing. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') {
    const text = value.trim();
    return ISO_DAY.test(text) ? DAY.format(new Date(`${text}T00:00:00Z`)) : clip(text);
  }
  if (Array.isArray(value)) return value.length ? plural(value.length, 'item') : '';
  return '';
}
const appendString = (body: FormData, name: string, value: string) => body.append(name, value);

/** Text staff type: sent trimmed (so spaces around it are no change). A stored null (no country) is an empty field. */
export const text = (): FormField<string | null, string> => ({
  empty: () => '',
  from: (stored) => stored ?? '',
  signature: (value) => value.trim(),
  append: (body, name, value) => body.append(name, value.trim()),
});

/** Long text sent as typed (descriptions keep their leading spaces and blank lines). */
export const longText = (): FormField<string, string> => ({
  empty: () => '',
  from: (stored) => stored,
  append: appendString,
});

/** A required choice sent as it is (a listing's status). */
export const choice = <T extends string>(empty: T): FormField<T, T> => ({
  empty: () => empty,
  from: (stored) => stored,
  append: appendString,
});

/**
 * An optional choice or date sent as it is, empty text for none: the contract reads empty text as
 * none for agent, permitExpiresAt, completionStatus and handoverDate, as the spec's own clients send it.
 */
export const optional = <T extends string>(): FormField<T | null, T | ''> => ({
  empty: () => '',
  from: (stored) => stored ?? '',
  append: appendString,
});

/** Shown on the form, never sent: the server sets it (a property's reference). */
export const shown = (): FormField<string, string> => ({ empty: () => '', from: (stored) => stored });

/** A stored number (a price in US dollars) as typed text; "1500000" and "1500000.00" are the same. */
export const amount = (): FormField<number | null, string> => ({
  ...text(),
  from: (stored) => (stored === null ? '' : String(stored)),
  signature: (value) => toPriceNumber(value) ?? value.trim(),
  display: (value) => (toPriceNumber(value) === null ? value.trim() : formatPrice(value, 'USD')),
});

/**
 * A coordinate (a listing's latitude or longitude) as typed text. Sent only when there is one: with
 * none the CMS finds the point from the location text, as it does for the spec's own clients.
 */
export const coordinate = (): FormField<number | null, string> => ({
  empty: () => '',
  from: (stored) => (stored === null ? '' : String(stored)),
  signature: (value) => value.trim(),
  append: (body, name, value) => {
    if (value.trim()) body.append(name, value.trim());
  },
});

export const flag = (): FormField<boolean, boolean> => ({
  empty: () => false,
  from: (stored) => stored,
  append: (body, name, value) => body.append(name, String(value)),
});

/** One linked record chosen by id (a property's agent), '' for none. */
export const link = (): FormField<{ _id: string } | null, string> => ({
  empty: () => '',
  from: (stored) => stored?._id ?? '',
  append: appendString,
});

/** Linked records chosen by id; their order on the form is no change. */
export const links = (): FormField<ReadonlyArray<{ _id: string }>, string[]> => ({
  empty: () => [],
  from: (stored) => stored.map((item) => item._id),
  signature: (ids) => [...ids].sort(),
  display: (ids) => (ids.length ? `${plural(ids.length, 'item')} chosen` : ''),
  append: (body, name, ids) => body.append(name, JSON.stringify(ids)),
});

/** A single image slot; a new file goes as a file, a stored one kept needs nothing (appendSingleImage). */
export const image = (): FormField<string | null, ImageItem | null> => ({
  empty: () => null,
  from: (stored) => (stored ? storedImage(stored) : null),
  signature: imageSignature,
  display: imageText,
  append: (body, name, item) => appendSingleImage(body, name, item),
});

/** An ordered list of images (gallery, floor plans). */
export const gallery = (): FormField<readonly string[], ImageItem[]> => ({
  empty: () => [],
  from: (stored) => stored.map(storedImage),
  // An image marked removed is a change; undoing it is none.
  signature: (items) => keptImages(items).map(imageSignature),
  display: picturesText,
  append: (body, name, items, mode, upload) => appendGallery(body, name, items, mode, uploadFile(upload)),
});

const uploadFile = (upload: Upload) => (file: File) => upload(file, file.name);

/** Titled rows of images (spaces, amenities, area highlights); a form always shows at least one row. */
export const spaceRows = (): FormField<ReadonlyArray<{ title: string; images: string[] }>, SpaceRowValue[]> => ({
  empty: () => [blankSpaceRow()],
  from: (stored) => orOneBlank(spaceRowsFrom(stored), blankSpaceRow),
  signature: spaceRowsSignature,
  display: (rows) =>
    rows
      .filter((row) => row.title.trim() || row.images.length)
      .map((row) => `${row.title.trim() || 'Untitled'} (${picturesText(row.images) || 'no pictures'})`)
      .join('; '),
  append: async (body, name, rows, _mode, upload) =>
    body.append(name, JSON.stringify(await serializeSpaceRows(rows, uploadFile(upload)))),
});

/** Nearby places with one picture each. */
export const inAreaRows = (): FormField<
  ReadonlyArray<{ title: string; description: string; image: string | null }>,
  InAreaRowValue[]
> => ({
  empty: () => [blankInAreaRow()],
  from: (stored) => orOneBlank(inAreaRowsFrom(stored), blankInAreaRow),
  signature: inAreaRowsSignature,
  display: (rows) =>
    rows
      .filter((row) => row.title.trim() || row.description.trim() || row.image)
      .map((row) => row.title.trim() || 'Untitled')
      .join('; '),
  append: async (body, name, rows, _mode, upload) =>
    body.append(name, JSON.stringify(await serializeInAreaRows(rows, uploadFile(upload)))),
});

const orOneBlank = <T>(rows: T[], blank: () => T) => (rows.length ? rows : [blank()]);
