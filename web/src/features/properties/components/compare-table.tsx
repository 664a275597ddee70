import { COMPARE_MAX, type Property } from '@estate/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { Img } from '~/components/image';
import { STATUS_LABELS } from '~/components/listing/status-badge';
import { translate } from '~/lib/i18n/i18n';
import { Price } from '~/lib/currency/price';
import { toggleCompare, type Favourite } from '~/lib/favourites';
import { bedsFigure, formatNumber } from '~/lib/format';
import { Area } from '~/lib/units/area-unit';
import { SavedListings, type SavedListingsQuery } from './saved-listings';

export interface CompareTableProps extends SavedListingsQuery {
  /** The slugs chosen; null until the browser has read them. */
  slugs: string[] | null;
  /** The saved listings, to name one that is no longer public. */
  favourites: Favourite[];
}

const dash = <span aria-label="Not given">–</span>;
const orDash = (v: ReactNode) => (v === '' || v === null || v === undefined ? dash : v);

const COMPLETION: Record<string, string> = { ready: 'Ready', 'off-plan': 'Off-plan' };

/** What each row shows of a listing, in the order a buyer reads them. */
const ROWS: { label: string; cell: (p: Property) => ReactNode }[] = [
  { label: 'Price', cell: (p) => <Price item={p} /> },
  { label: 'Bedrooms', cell: (p) => orDash(p.beds === '' ? '' : bedsFigure(p.beds)) },
  { label: 'Bathrooms', cell: (p) => orDash(p.baths === '' ? '' : formatNumber(p.baths)) },
  { label: 'Size', cell: (p) => (p.space ? <Area sqft={p.space} /> : dash) },
  { label: 'Type', cell: (p) => orDash(p.propertyType) },
  { label: 'Location', cell: (p) => orDash([p.location.trim(), p.country].filter(Boolean).join(', ')) },
  { label: 'Status', cell: (p) => (STATUS_LABELS[p.status] ? translate('en', STATUS_LABELS[p.status]!) : 'Available') },
  {
    label: 'Completion',
    cell: (p) =>
      p.completionStatus
        ? `${COMPLETION[p.completionStatus]}${p.completionStatus === 'off-plan' && p.handoverDate ? `, handover ${p.handoverDate}` : ''}`
        : dash,
  },
  { label: 'Reference', cell: (p) => orDash(p.referenceNumber) },
];

/**
 * Up to four homes side by side: a column each, a row per fact; a chosen home that is
 * no longer public keeps its column, named and marked as no longer available. States: not read
 * yet, none chosen, loading, failed with Retry, and the table.
 */
export function CompareTable({ slugs, favourites, status, found, onRetry }: CompareTableProps) {
  return (
    <SavedListings
      saved={slugs}
      status={status}
      onRetry={onRetry}
      loading={
        <div className="compare compare--loading" aria-busy="true">
          <p role="status">Loading the comparison…</p>
        </div>
      }
      empty={
        <EmptyState title="Nothing to compare yet" level={2}>
          <p>Choose up to {COMPARE_MAX} homes on your favourites page to compare them here.</p>
          <Link className="button" to="/favourites">
            Your favourites
          </Link>
        </EmptyState>
      }
      failedTitle="The comparison could not be loaded"
    >
      {(chosen) => <Table slugs={chosen} favourites={favourites} found={found} />}
    </SavedListings>
  );
}

function Table({ slugs, favourites, found }: { slugs: string[]; favourites: Favourite[]; found: Property[] }) {
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const titleOf = (slug: string) => favourites.find((f) => f.slug === slug)?.title ?? slug;
  return (
    <div className="compare" role="region" aria-label="Comparison">
      <table className="compare__table">
        <caption className="visually-hidden">The chosen homes side by side</caption>
        <thead>
          <tr>
            <td />
            {slugs.map((slug) => {
              const p = bySlug.get(slug);
              return (
                <th key={slug} scope="col" className="compare__home">
                  {p ? (
                    <>
                      <Img src={p.featuredImage} alt="" width={400} height={300} sizes="280px" />
                      <Link to={`/property/${p.slug}`} className="compare__title">
                        {p.title}
                      </Link>
                    </>
                  ) : (
                    <>
                      <span className="compare__title">{titleOf(slug)}</span>
                      <span className="compare__gone">No longer available</span>
                    </>
                  )}
                  <button
                    type="button"
                    className="link-button compare__remove"
                    aria-label={`Remove ${p?.title ?? titleOf(slug)} from the comparison`}
                    onClick={() => toggleCompare(slug)}
                  >
                    Remove
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {slugs.map((slug) => {
                const p = bySlug.get(slug);
                return <td key={slug}>{p ? row.cell(p) : dash}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
