import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError, type Page } from '@/lib/api-client';
import type { TableState } from '@/lib/table-query';

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
}: {
  title: string;
  eyebrow: string;
  add: { to: string; label: string };
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
          <ButtonLink to={add.to} variant="primary" icon={<PlusIcon />}>
            {add.label}
          </ButtonLink>
        }
      />
      <DataTable
        caption={caption}
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(row) => row._id}
        status={query.status}
        errorText={query.error instanceof UnexpectedFormatError ? ADMIN_MESSAGES.unexpectedFormat : listFailed}
        emptyText={emptyText}
        searchLabel={searchLabel}
      />
    </>
  );
}
