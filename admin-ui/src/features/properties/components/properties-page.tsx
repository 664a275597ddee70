import { formatPrice, type Property, LIST_SORT_FIELDS } from '@estate/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
import { useTableQuery } from '@/lib/table-query';
import { useProperties } from '../api/get-properties';

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
  {
    id: 'actions',
    header: 'Actions',
    cell: (p) => <RowActions view={`/property/${p._id}`} edit={`/update-property/${p._id}`} title={p.title} />,
  },
];

export function PropertiesPage() {
  useDocumentTitle('Properties');
  const table = useTableQuery(LIST_SORT_FIELDS.property);
  const query = useProperties(table.query);
  return (
    <>
      <PageHeader
        eyebrow="Listings"
        title="Properties"
        actions={
          <ButtonLink to="/add-property" variant="primary" icon={<PlusIcon />}>
            Add Property
          </ButtonLink>
        }
      />
      <DataTable
        caption="Properties"
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(p) => p._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.property.listFailed
        }
        emptyText="No properties yet."
      />
    </>
  );
}
