import { formatPrice, type Property } from '@estate/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
import { useProperties } from '../api/get-properties';

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(/,/g, '')));

const columns: Column<Property>[] = [
  {
    id: 'title',
    header: 'Property Title',
    sortValue: (p) => p.title,
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
  { id: 'beds', header: 'Beds', sortValue: (p) => toNumber(p.beds), cell: (p) => p.beds || '—', align: 'end' },
  { id: 'baths', header: 'Baths', sortValue: (p) => toNumber(p.baths), cell: (p) => p.baths || '—', align: 'end' },
  {
    id: 'price',
    header: 'Price',
    sortValue: (p) => p.price,
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
  const query = useProperties();
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
        rows={query.data}
        rowKey={(p) => p._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.property.listFailed
        }
        emptyText="No properties yet."
        searchText={(p) => p.title}
      />
    </>
  );
}
