import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@estate/contract';
import { Card } from '@/components/ui/card';
import {
  DetailGallery,
  DetailImage,
  DetailInAreaRows,
  DetailItem,
  DetailList,
  DetailSpaceRows,
  Prose,
  formatDate,
} from './detail';

/*
 * The read-only page body the property, development and area detail pages share: the overview
 * (slug first, last update last), the descriptions, the rows of image sets, the location card
 * with its figures, the featured image and the gallery. Each page gives only what is its own.
 */

type ImageRows = ReadonlyArray<{ title: string; images: string[] }>;

/** What a listing or an area holds that its detail page shows the same way. */
export interface ListingDetailItem {
  slug: string;
  title: string;
  updatedAt: string;
  desc1: string;
  desc2: string;
  locationTitle: string;
  locationDescription: string;
  featuredImage: string | null;
  galleryImages: string[];
}

/** One card of image rows: its title, the rows and what a row is called when untitled. */
export interface DetailRowsSpec {
  title: string;
  rows: ImageRows;
  label: string;
}

/** The location card: its title, the figures between the location title and description, and more below. */
export interface DetailLocationSpec {
  title: string;
  figures: readonly (readonly [label: string, value: ReactNode])[];
  children?: ReactNode;
}

export function ListingDetailGrid({
  item,
  overview,
  overviewAfter,
  before,
  rows,
  location,
  after,
}: {
  item: ListingDetailItem;
  /** Overview items between the slug and the last update. */
  overview: ReactNode;
  /** Overview items after the last update. */
  overviewAfter?: ReactNode;
  /** Cards between the overview and the description. */
  before?: ReactNode;
  rows: readonly DetailRowsSpec[];
  location: DetailLocationSpec;
  /** Cards after the location card. */
  after?: ReactNode;
}) {
  return (
    <div className="detail-grid">
      <div className="detail-grid__main">
        <Card title="Overview">
          <DetailList>
            <DetailItem label="Slug">
              <code className="slug">{item.slug}</code>
            </DetailItem>
            {overview}
            <DetailItem label="Last updated">{formatDate(item.updatedAt, true)}</DetailItem>
            {overviewAfter}
          </DetailList>
        </Card>
        {before}
        <Card title="Description">
          <Prose text={item.desc1} />
          <Prose text={item.desc2} />
          {!item.desc1.trim() && !item.desc2.trim() ? <p className="picker__empty">No description yet.</p> : null}
        </Card>
        {rows.map((r) => (
          <Card key={r.title} title={r.title}>
            <DetailSpaceRows rows={r.rows} label={r.label} />
          </Card>
        ))}
        <Card title={location.title}>
          <DetailList>
            <DetailItem label="Location title">{item.locationTitle}</DetailItem>
            {location.figures.map(([label, value]) => (
              <DetailItem key={label} label={label}>
                {value}
              </DetailItem>
            ))}
            <DetailItem label="Location description" wide>
              {item.locationDescription}
            </DetailItem>
          </DetailList>
          {location.children}
        </Card>
        {after}
      </div>
      <aside className="detail-grid__side">
        <Card title="Featured image">
          <DetailImage path={item.featuredImage} alt={`${item.title}, featured image`} />
        </Card>
        <Card title="Gallery">
          <DetailGallery images={item.galleryImages} label={`${item.title} gallery image`} />
        </Card>
      </aside>
    </div>
  );
}

/** What a property and a development show alike: spaces, amenities and the area's market figures. */
export interface ListingMarket {
  spaces: ImageRows;
  amenities: ImageRows;
  medianPrice: string;
  medianPricePerSq: string;
  rentalYield: string;
  inTheArea: ReadonlyArray<{ title: string; description: string; image: string | null }>;
}

/** The spaces and amenities cards of a property or a development. */
export const listingRows = (item: ListingMarket): DetailRowsSpec[] => [
  { title: 'Spaces', rows: item.spaces, label: 'Spaces' },
  { title: 'Amenities', rows: item.amenities, label: 'Amenities' },
];

/** The "About the area" card of a property or a development. */
export const aboutTheArea = (item: ListingMarket): DetailLocationSpec => ({
  title: 'About the area',
  figures: [
    ['Median price', item.medianPrice],
    ['Median price per sq. ft.', item.medianPricePerSq],
    ['Rental yield', item.rentalYield],
  ],
  children: (
    <>
      <h3 className="card__subtitle">In the area</h3>
      <DetailInAreaRows rows={item.inTheArea} />
    </>
  ),
});

const money = (n: number | null, currency: 'USD' | 'AED' | 'EUR') => (n === null ? '' : formatPrice(n, currency));

/** The price card: the price in USD (as stored) and its computed AED and EUR figures. */
export function DetailPriceCard({
  usdLabel,
  usd,
  aed,
  eur,
}: {
  usdLabel: string;
  usd: number | null;
  aed: number | null;
  eur: number | null;
}) {
  return (
    <Card title="Price">
      <DetailList>
        <DetailItem label={usdLabel}>{money(usd, 'USD')}</DetailItem>
        <DetailItem label="Price (AED)">{money(aed, 'AED')}</DetailItem>
        <DetailItem label="Price (EUR)">{money(eur, 'EUR')}</DetailItem>
      </DetailList>
    </Card>
  );
}

/** Linked items, each a link to its detail page with a muted line beside it, or the empty text. */
export function DetailLinkList<T extends { _id: string; title: string }>({
  items,
  href,
  meta,
  emptyText,
}: {
  items: readonly T[];
  href: (id: string) => string;
  meta: (item: T) => string;
  emptyText: string;
}) {
  if (!items.length) return <p className="picker__empty">{emptyText}</p>;
  return (
    <ul className="link-list">
      {items.map((p) => (
        <li key={p._id}>
          <Link to={href(p._id)} className="cell-link">
            {p.title}
          </Link>
          <span className="cell-muted">{meta(p)}</span>
        </li>
      ))}
    </ul>
  );
}
