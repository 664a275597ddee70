import { formatPrice, type Development } from '@estate/contract';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { publicationColumn } from '@/components/entity/publication-status';
import { type Column } from '@/components/ui/data-table';
import { RowThumb } from '@/components/ui/row-actions';
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
  publicationColumn(),
  actionsColumn('development'),
];

export function DevelopmentsPage() {
  return (
    <EntityListPage
      kind="development"
      noun="Development"
      useList={useDevelopments}
      title="Developments"
      eyebrow="Listings"
      columns={columns}
      emptyText="No developments yet."
    />
  );
}
