import { LIST_SORT_FIELDS, type Area } from '@estate/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
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
  useDocumentTitle('Areas');
  const table = useTableQuery(LIST_SORT_FIELDS.area);
  const query = useAreas(table.query);
  return (
    <>
      <PageHeader
        eyebrow="Area guides"
        title="Areas"
        actions={
          <ButtonLink to="/add-area" variant="primary" icon={<PlusIcon />}>
            Add Area
          </ButtonLink>
        }
      />
      <DataTable
        caption="Areas"
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(a) => a._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.area.listFailed
        }
        emptyText="No areas yet."
      />
    </>
  );
}
