import { formatPrice, type Property } from '@estate/contract';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { publicationColumn } from '@/components/entity/publication-status';
import { type Column } from '@/components/ui/data-table';
import { Flash } from '@/components/ui/flash';
import { RowThumb } from '@/components/ui/row-actions';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { useProperties } from '../api/get-properties';
import { ExportPropertiesButton } from './export-properties-button';

const columns: Column<Property>[] = [
  {
    id: 'title',
    header: 'Property Title',
    sortable: true,
    cell: (p) => (
      <span className="cell-title">
        <RowThumb path={p.featuredImage} />
        <span>
          <span className="cell-title__main">{p.title}</span>
          <span className="cell-title__sub">{[p.propertyType, p.location].filter(Boolean).join(' · ')}</span>
        </span>
      </span>
    ),
  },
  {
    id: 'referenceNumber',
    header: 'Reference',
    cell: (p) => (
      <span className="cell-ref">
        {p.referenceNumber || '—'}
        {p.permitNumber ? <span className="cell-price__sub">Permit {p.permitNumber}</span> : null}
      </span>
    ),
  },
  { id: 'beds', header: 'Beds', sortable: true, cell: (p) => p.beds || '—', align: 'end' },
  { id: 'baths', header: 'Baths', sortable: true, cell: (p) => p.baths || '—', align: 'end' },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    align: 'end',
    cell: (p) =>
      p.price === null ? (
        '—'
      ) : (
        <span className="cell-price">
          {formatPrice(p.price, 'USD')}
          {p.priceAed !== null ? <span className="cell-price__sub">{formatPrice(p.priceAed, 'AED')}</span> : null}
        </span>
      ),
  },
  publicationColumn(),
  actionsColumn('property'),
];

export function PropertiesPage() {
  const flash = useTimedMessage();
  return (
    <EntityListPage
      kind="property"
      noun="Property"
      useList={useProperties}
      title="Properties"
      eyebrow="Listings"
      columns={columns}
      emptyText="No properties yet."
      actions={(query) => (
        <ExportPropertiesButton
          q={query.q}
          onError={(error) => flash.show('error', errorText(error, ADMIN_MESSAGES.property.exportFailed))}
        />
      )}
      notice={flash.message ? <Flash message={flash.message} /> : null}
    />
  );
}
