import { type Review } from '@estate/contract';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowThumb } from '@/components/ui/row-actions';
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
  actionsColumn('review'),
];

export function ReviewsPage() {
  return (
    <EntityListPage
      kind="review"
      noun="Review"
      useList={useReviews}
      title="Reviews"
      eyebrow="Clients"
      columns={columns}
      emptyText="No reviews yet."
    />
  );
}
