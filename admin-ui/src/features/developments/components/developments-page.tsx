import { formatPrice, type Development, LIST_SORT_FIELDS } from '@estate/contract';
import { ListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useTableQuery } from '@/lib/table-query';
import { useDevelopments } from '../api/get-developments';

const columns: Column<Development>[] = [
  {
    id: 'title',
    header: 'Development Title',
    sortable: true,
    cell: (d) => (
      <span className="cell-title">
        <RowThumb path={d.featuredImage} />
        <span>
          <span className="cell-title__main">{d.title}</span>
          <span className="cell-title__sub">
            {[d.location, d.isSold ? 'Sold' : '', d.isFeatured ? 'Featured' : ''].filter(Boolean).join(' · ')}
          </span>
        </span>
      </span>
    ),
  },
  { id: 'units', header: 'Units', cell: (d) => d.units || '—', align: 'end' },
  { id: 'bedUnits', header: 'Bed Units', cell: (d) => d.bedUnits || '—', align: 'end' },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    align: 'end',
    cell: (d) =>
      d.price === null ? (
        '—'
      ) : (
        <span className="cell-price">
          {formatPrice(d.price, 'USD')}
          {d.dPriceAed !== null ? <span className="cell-price__sub">{formatPrice(d.dPriceAed, 'AED')}</span> : null}
        </span>
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (d) => <RowActions view={`/development/${d._id}`} edit={`/update-development/${d._id}`} title={d.title} />,
  },
];

export function DevelopmentsPage() {
  const table = useTableQuery(LIST_SORT_FIELDS.development);
  return (
    <ListPage
      title="Developments"
      eyebrow="Listings"
      add={{ to: '/add-development', label: 'Add Development' }}
      columns={columns}
      table={table}
      query={useDevelopments(table.query)}
      listFailed={ADMIN_MESSAGES.development.listFailed}
      emptyText="No developments yet."
    />
  );
}
