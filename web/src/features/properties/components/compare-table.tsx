import { COMPARE_MAX, PROPERTY_TYPES, type Property } from '@estate/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import selectionTexts from 'virtual:messages/en/page-selection';
import { EmptyState } from '~/components/empty-state';
import { Img } from '~/components/image';
import { STATUS_LABELS } from '~/components/listing/status-badge';
import { englishSlug } from '~/lib/i18n/content';
import { useT, type MessageId, type Translate } from '~/lib/i18n/i18n';
import { Price } from '~/lib/currency/price';
import { toggleCompare, type Favourite } from '~/lib/favourites';
import { bedsFigure, formatNumber } from '~/lib/format';
import { Area } from '~/lib/units/area-unit';
import { SavedListings, type SavedListingsQuery } from './saved-listings';
import { PlaceName } from '~/lib/i18n/place-names';

export interface CompareTableProps extends SavedListingsQuery {
  /** The slugs chosen; null until the browser has read them. */
  slugs: string[] | null;
  /** The saved listings, to name one that is no longer public. */
  favourites: Favourite[];
}

const COMPLETION: Record<string, MessageId> = { ready: 'page.selection.ready', 'off-plan': 'page.selection.offPlan' };

/** What each row shows of a listing, in the order a buyer reads them. */
function rows(t: Translate): { label: string; cell: (p: Property) => ReactNode }[] {
  const dash = <span aria-label={t('page.selection.notGiven')}>–</span>;
  const orDash = (v: ReactNode) => (v === '' || v === null || v === undefined ? dash : v);
  const completion = (p: Property) => {
    const state = p.completionStatus ? t(COMPLETION[p.completionStatus]!) : '';
    return p.completionStatus === 'off-plan' && p.handoverDate
      ? t('page.selection.handover', { completion: state, date: p.handoverDate })
      : state;
  };
  return [
    { label: t('page.selection.row.price'), cell: (p) => <Price item={p} /> },
    { label: t('page.selection.row.bedrooms'), cell: (p) => orDash(p.beds === '' ? '' : bedsFigure(p.beds)) },
    { label: t('page.selection.row.bathrooms'), cell: (p) => orDash(p.baths === '' ? '' : formatNumber(p.baths)) },
    { label: t('page.selection.row.size'), cell: (p) => (p.space ? <Area sqft={p.space} /> : dash) },
    {
      label: t('page.selection.row.type'),
      cell: (p) =>
        orDash(
          p.propertyType && (PROPERTY_TYPES as readonly string[]).includes(p.propertyType)
            ? t(`propertyType.${p.propertyType}` as MessageId)
            : p.propertyType,
        ),
    },
    {
      label: t('page.selection.row.location'),
      cell: (p) =>
        p.location.trim() ? (
          <>
            <PlaceName name={p.location} />
            {p.country ? `, ${p.country}` : ''}
          </>
        ) : (
          orDash(p.country ?? '')
        ),
    },
    {
      label: t('page.selection.row.status'),
      cell: (p) => (STATUS_LABELS[p.status] ? t(STATUS_LABELS[p.status]!) : t('page.selection.available')),
    },
    { label: t('page.selection.row.completion'), cell: (p) => (p.completionStatus ? completion(p) : dash) },
    { label: t('page.selection.row.reference'), cell: (p) => orDash(p.referenceNumber) },
  ];
}

/**
 * Up to four homes side by side: a column each, a row per fact; a chosen home that is
 * no longer public keeps its column, named and marked as no longer available. States: not read
 * yet, none chosen, loading, failed with Retry, and the table.
 */
export function CompareTable({ slugs, favourites, status, found, onRetry }: CompareTableProps) {
  const t = useT(selectionTexts);
  return (
    <SavedListings
      saved={slugs}
      status={status}
      onRetry={onRetry}
      loading={
        <div className="compare compare--loading" aria-busy="true">
          <p role="status">{t('page.selection.loadingComparison')}</p>
        </div>
      }
      empty={
        <EmptyState title={t('page.selection.nothing')} level={2}>
          <p>{t('page.selection.nothingHint', { max: COMPARE_MAX })}</p>
          <Link className="button" to="/favourites">
            {t('page.selection.favourites')}
          </Link>
        </EmptyState>
      }
      failedTitle={t('page.selection.comparisonFailed')}
    >
      {(chosen) => <Table slugs={chosen} favourites={favourites} found={found} />}
    </SavedListings>
  );
}

function Table({ slugs, favourites, found }: { slugs: string[]; favourites: Favourite[]; found: Property[] }) {
  const bySlug = new Map(found.map((p) => [englishSlug(p), p]));
  const titleOf = (slug: string) => favourites.find((f) => f.slug === slug)?.title ?? slug;
  const t = useT(selectionTexts);
  const dash = <span aria-label={t('page.selection.notGiven')}>–</span>;
  return (
    <div className="compare" role="region" aria-label={t('page.selection.comparison')}>
      <table className="compare__table">
        <caption className="visually-hidden">{t('page.selection.caption')}</caption>
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
                      <span className="compare__gone">{t('page.selection.gone')}</span>
                    </>
                  )}
                  <button
                    type="button"
                    className="link-button compare__remove"
                    aria-label={t('page.selection.removeNamed', { title: p?.title ?? titleOf(slug) })}
                    onClick={() => toggleCompare(slug)}
                  >
                    {t('page.selection.remove')}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows(t).map((row) => (
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
