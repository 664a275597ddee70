import { LIST_SORT_FIELDS, type Review } from '@estate/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
import { useTableQuery } from '@/lib/table-query';
import { useReviews } from '../api/get-reviews';

const columns: Column<Review>[] = [
  {
    id: 'title',
    header: 'Review Title',
    sortable: true,
    cell: (r) => (
      <span className="cell-title">
        <RowThumb path={r.userImage} />
        <span className="cell-title__main">{r.title}</span>
      </span>
    ),
  },
  { id: 'userName', header: 'User Name', sortable: true, cell: (r) => r.userName },
  { id: 'description', header: 'Description', cell: (r) => <span className="cell-clamp">{r.description}</span> },
  {
    id: 'actions',
    header: 'Actions',
    cell: (r) => <RowActions view={`/review/${r._id}`} edit={`/update-review/${r._id}`} title={r.title} />,
  },
];

export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const table = useTableQuery(LIST_SORT_FIELDS.review);
  const query = useReviews(table.query);
  return (
    <>
      <PageHeader
        eyebrow="Clients"
        title="Reviews"
        actions={
          <ButtonLink to="/add-review" variant="primary" icon={<PlusIcon />}>
            Add Review
          </ButtonLink>
        }
      />
      <DataTable
        caption="Reviews"
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(r) => r._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.review.listFailed
        }
        emptyText="No reviews yet."
      />
    </>
  );
}
