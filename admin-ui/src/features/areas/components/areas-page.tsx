import { LIST_SORT_FIELDS, type Area } from '@estate/contract';
import { ListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useTableQuery } from '@/lib/table-query';
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
  {
    id: 'actions',
    header: 'Actions',
    cell: (a) => <RowActions view={`/area/${a._id}`} edit={`/update-area/${a._id}`} title={a.title} />,
  },
];

export function AreasPage() {
  const table = useTableQuery(LIST_SORT_FIELDS.area);
  return (
    <ListPage
      title="Areas"
      eyebrow="Area guides"
      add={{ to: '/add-area', label: 'Add Area' }}
      columns={columns}
      table={table}
      query={useAreas(table.query)}
      listFailed={ADMIN_MESSAGES.area.listFailed}
      emptyText="No areas yet."
    />
  );
}
