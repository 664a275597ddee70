import { type Post } from '@estate/contract';
import { formatDate } from '@/components/detail/detail';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { publicationColumn } from '@/components/entity/publication-status';
import { type Column } from '@/components/ui/data-table';
import { RowThumb } from '@/components/ui/row-actions';
import { usePosts } from '../api/get-posts';

const columns: Column<Post>[] = [
  {
    id: 'title',
    header: 'Post Title',
    sortable: true,
    cell: (p) => (
      <span className="cell-title">
        <RowThumb path={p.featuredImage} />
        <span className="cell-title__main">{p.title}</span>
      </span>
    ),
  },
  { id: 'description', header: 'Description', cell: (p) => <span className="cell-clamp">{p.description}</span> },
  {
    id: 'createdAt',
    header: 'Published',
    sortable: true,
    cell: (p) => <span className="cell-muted">{formatDate(p.createdAt)}</span>,
  },
  publicationColumn(),
  actionsColumn('post'),
];

export function PostsPage() {
  return (
    <EntityListPage
      kind="post"
      noun="Post"
      useList={usePosts}
      title="Posts"
      eyebrow="Journal"
      columns={columns}
      emptyText="No posts yet."
    />
  );
}
