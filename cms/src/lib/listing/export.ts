import { pipeline, Readable } from 'stream';
import { stringify } from 'csv-stringify';
import { PUBLICATION_LABELS, type PublicationState } from '@estate/contract';
import { CSV_OPTIONS } from '../http/csv';
import type { PopulateSpec } from '../read/row-loader';
import type { Row } from '../read/serialize';

/*
 * Every listing as CSV for the staff (docs/decisions/0090), written as it is read: the rows come a
 * keyset page at a time (ResourceReader.draftPages), each page goes out through csv-stringify
 * before the next is asked for, and the next is asked for only when the client has taken what
 * was written (stream back-pressure). Memory holds one page, whatever the catalogue's size; a
 * client that goes away stops the walk.
 */

/** Rows per statement: few statements for the whole catalogue, a small page held at once. */
export const EXPORT_PAGE_SIZE = 500;

/** The columns each row is read with, and the agent's name and address beside them. */
export const EXPORT_SELECT = [
  'documentId',
  'referenceNumber',
  'title',
  'listingStatus',
  'propertyType',
  'country',
  'location',
  'beds',
  'baths',
  'space',
  'price',
  'priceAed',
  'priceEur',
  'isFeatured',
  'permitNumber',
  'permitExpiresAt',
  'completionStatus',
  'handoverDate',
  'slug',
  'createdAt',
  'updatedAt',
];
export const EXPORT_POPULATE: PopulateSpec = { agent: { select: ['title', 'email'] } };

type Cell = string | number | boolean | null;

const when = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  const d = v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
};
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const agent = (r: Row) => (r.agent && typeof r.agent === 'object' ? (r.agent as Row) : null);

/** The CSV's columns: header and value of a row. `site` is the public site's address, for each listing's page. */
export function exportColumns(site: string): Array<[string, (r: Row) => Cell]> {
  return [
    ['Reference', (r) => text(r.referenceNumber)],
    ['Title', (r) => text(r.title)],
    ['Status', (r) => text(r.listingStatus)],
    ['On the site', (r) => PUBLICATION_LABELS[(r.publication as PublicationState) ?? 'draft'] ?? ''],
    ['Type', (r) => text(r.propertyType)],
    ['Country', (r) => text(r.country)],
    ['Location', (r) => text(r.location)],
    ['Beds', (r) => num(r.beds)],
    ['Baths', (r) => num(r.baths)],
    ['Space', (r) => num(r.space)],
    ['Price (USD)', (r) => num(r.price)],
    ['Price (AED)', (r) => num(r.priceAed)],
    ['Price (EUR)', (r) => num(r.priceEur)],
    ['Featured', (r) => (r.isFeatured ? 'yes' : 'no')],
    ['Agent', (r) => text(agent(r)?.title)],
    ['Agent e-mail', (r) => text(agent(r)?.email)],
    ['Permit number', (r) => text(r.permitNumber)],
    ['Permit expires', (r) => when(r.permitExpiresAt)],
    ['Completion', (r) => text(r.completionStatus)],
    ['Handover', (r) => text(r.handoverDate)],
    ['Page', (r) => (r.slug ? `${site}/property/${encodeURIComponent(String(r.slug))}` : '')],
    ['Listing id', (r) => text(r.documentId)],
    ['Created', (r) => when(r.createdAt)],
    ['Updated', (r) => when(r.updatedAt)],
  ];
}

/**
 * The CSV of the rows `pages` yields, as a stream: the header first, then each row as its page
 * arrives. An error while reading ends the stream with that error (the download is cut short,
 * never completed with a missing page), and is logged.
 */
export function listingsCsv(pages: AsyncIterable<Row[]>, site: string): Readable {
  const columns = exportColumns(site);
  async function* records(): AsyncGenerator<Cell[]> {
    yield columns.map(([header]) => header);
    for await (const page of pages) for (const row of page) yield columns.map(([, value]) => value(row));
  }
  const csv = stringify(CSV_OPTIONS);
  return pipeline(Readable.from(records()), csv, (error) => {
    // A client that left (premature close) is not an error of the export.
    if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      strapi.log.error(`listings export: ${error.message}`);
  });
}
