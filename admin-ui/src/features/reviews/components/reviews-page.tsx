import { LIST_SORT_FIELDS, type Review } from '@estate/contract';
import { ListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
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
  const table = useTableQuery(LIST_SORT_FIELDS.review);
  return (
    <ListPage
      title="Reviews"
      eyebrow="Clients"
      add={{ to: '/add-review', label: 'Add Review' }}
      columns={columns}
      table={table}
      query={useReviews(table.query)}
      listFailed={ADMIN_MESSAGES.review.listFailed}
      emptyText="No reviews yet."
    />
  );
}
