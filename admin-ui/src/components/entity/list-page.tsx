import { LIST_SORT_FIELDS } from '@estate/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { failureText, UnexpectedFormatError, type Page } from '@/lib/api-client';
import { useTableQuery, type TableQuery, type TableState } from '@/lib/table-query';

/**
 * A list screen of an editable type (admin spec §2): its header with the Add button, and one
 * page of the server's list in the table, with the search, sort and page in the URL.
 */
export function ListPage<T extends { _id: string }>({
  title,
  eyebrow,
  add,
  caption = title,
  columns,
  table,
  query,
  listFailed,
  emptyText,
  searchLabel,
  actions,
  notice,
}: {
  title: string;
  eyebrow: string;
  add: { to: string; label: string };
  /** More buttons beside Add (an export). */
  actions?: ReactNode;
  /** A message under the header (what became of one of those buttons). */
  notice?: ReactNode;
  /** The table's accessible name, when it differs from the title. */
  caption?: string;
  columns: Column<T>[];
  table: TableState;
  query: UseQueryResult<Page<T>>;
  /** What the error row says when the list could not be loaded. */
  listFailed: string;
  emptyText: string;
  searchLabel?: string;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        eyebrow={eyebrow}
        title={title}
        actions={
          <>
            {actions}
            <ButtonLink to={add.to} variant="primary" icon={<PlusIcon />}>
              {add.label}
            </ButtonLink>
          </>
        }
      />
      {notice}
      <DataTable
        caption={caption}
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(row) => row._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : failureText(query.error, listFailed)
        }
        emptyText={emptyText}
        searchLabel={searchLabel}
      />
    </>
  );
}

/**
 * The Actions column of a list: View and Edit of the row's item, at `/post/:id` and
 * `/update-post/:id` for the kind "post".
 */
export function actionsColumn<T extends { _id: string; title: string }>(kind: string): Column<T> {
  return {
    id: 'actions',
    header: 'Actions',
    className: 'cell-actions',
    cell: (item) => (
      <RowActions view={`/${kind}/${item._id}`} edit={`/update-${kind}/${item._id}`} title={item.title} />
    ),
  };
}

/**
 * The list screen of one editable kind: its search, sort and page from the URL, the server's
 * page through `useList`, the Add button at `/add-post` named "Add Post", and the kind's messages.
 */
export function EntityListPage<T extends { _id: string }>({
  kind,
  noun,
  useList,
  actions,
  ...rest
}: {
  kind: keyof typeof LIST_SORT_FIELDS;
  /** "Post": the Add button says Add Post. */
  noun: string;
  useList: (query: TableQuery) => UseQueryResult<Page<T>>;
  /** More buttons beside Add, given what the table shows (its search). */
  actions?: (query: TableQuery) => ReactNode;
  notice?: ReactNode;
  title: string;
  eyebrow: string;
  caption?: string;
  searchLabel?: string;
  columns: Column<T>[];
  emptyText: string;
}) {
  const table = useTableQuery(LIST_SORT_FIELDS[kind]);
  return (
    <ListPage
      {...rest}
      add={{ to: `/add-${kind}`, label: `Add ${noun}` }}
      table={table}
      actions={actions?.(table.query)}
      query={useList(table.query)}
      listFailed={ADMIN_MESSAGES[kind].listFailed}
    />
  );
}
