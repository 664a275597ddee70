import { type Area } from '@estate/contract';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { publicationColumn } from '@/components/entity/publication-status';
import { type Column } from '@/components/ui/data-table';
import { RowThumb } from '@/components/ui/row-actions';
import { useAreas } from '../api/get-areas';

const columns: Column<Area>[] = [
  {
    id: 'title',
    header: 'Area Title',
    sortable: true,
    cell: (a) => (
      <span className="cell-title">
        <RowThumb path={a.featuredImage} />
        <span>
          <span className="cell-title__main">{a.title}</span>
          <span className="cell-title__sub">{a.tags.join(' · ')}</span>
        </span>
      </span>
    ),
  },
  { id: 'country', header: 'Country', sortable: true, cell: (a) => a.country || '—' },
  {
    id: 'listings',
    header: 'Listings',
    align: 'end',
    cell: (a) => (
      <span className="cell-muted">
        {a.properties.length} properties · {a.developments.length} developments
      </span>
    ),
  },
  {
    id: 'featured',
    header: 'Featured',
    cell: (a) => <span className={`pill pill--${a.isFeatured ? 'yes' : 'no'}`}>{a.isFeatured ? 'Yes' : 'No'}</span>,
  },
  publicationColumn(),
  actionsColumn('area'),
];

export function AreasPage() {
  return (
    <EntityListPage
      kind="area"
      noun="Area"
      useList={useAreas}
      title="Areas"
      eyebrow="Area guides"
      columns={columns}
      emptyText="No areas yet."
    />
  );
}
