import { LIST_SORT_FIELDS, type Post } from '@estate/contract';
import { formatDate } from '@/components/detail/detail';
import { ListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { useTableQuery } from '@/lib/table-query';
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
  {
    id: 'actions',
    header: 'Actions',
    cell: (p) => <RowActions view={`/post/${p._id}`} edit={`/update-post/${p._id}`} title={p.title} />,
  },
];

export function PostsPage() {
  const table = useTableQuery(LIST_SORT_FIELDS.post);
  return (
    <ListPage
      title="Posts"
      eyebrow="Journal"
      add={{ to: '/add-post', label: 'Add Post' }}
      columns={columns}
      table={table}
      query={usePosts(table.query)}
      listFailed={ADMIN_MESSAGES.post.listFailed}
      emptyText="No posts yet."
    />
  );
}
