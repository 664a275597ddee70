import { LIST_SORT_FIELDS, type Post } from '@estate/contract';
import { formatDate } from '@/components/detail/detail';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
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
  useDocumentTitle('Posts');
  const table = useTableQuery(LIST_SORT_FIELDS.post);
  const query = usePosts(table.query);
  return (
    <>
      <PageHeader
        eyebrow="Journal"
        title="Posts"
        actions={
          <ButtonLink to="/add-post" variant="primary" icon={<PlusIcon />}>
            Add Post
          </ButtonLink>
        }
      />
      <DataTable
        caption="Posts"
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(p) => p._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.post.listFailed
        }
        emptyText="No posts yet."
      />
    </>
  );
}
