import { LIST_SORT_FIELDS, type Team } from '@estate/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PlusIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { UnexpectedFormatError } from '@/lib/api-client';
import { useTableQuery } from '@/lib/table-query';
import { useTeams } from '../api/get-teams';

const columns: Column<Team>[] = [
  {
    id: 'title',
    header: 'Name',
    sortable: true,
    cell: (t) => (
      <span className="cell-title">
        <RowThumb path={t.featuredImage} />
        <span className="cell-title__main">{t.title}</span>
      </span>
    ),
  },
  { id: 'position', header: 'Position', sortable: true, cell: (t) => t.position || '—' },
  {
    id: 'email',
    header: 'Email',
    sortable: true,
    cell: (t) => <span className="cell-muted">{t.email}</span>,
  },
  { id: 'whatsapp', header: 'WhatsApp', cell: (t) => <span className="cell-muted">{t.whatsapp}</span> },
  {
    id: 'actions',
    header: 'Actions',
    cell: (t) => <RowActions view={`/team/${t._id}`} edit={`/update-team/${t._id}`} title={t.title} />,
  },
];

export function TeamsPage() {
  useDocumentTitle('Team');
  const table = useTableQuery(LIST_SORT_FIELDS.team);
  const query = useTeams(table.query);
  return (
    <>
      <PageHeader
        eyebrow="People"
        title="Team"
        actions={
          <ButtonLink to="/add-team" variant="primary" icon={<PlusIcon />}>
            Add Team Member
          </ButtonLink>
        }
      />
      <DataTable
        caption="Team members"
        columns={columns}
        page={query.data}
        table={table}
        fetching={query.isPlaceholderData}
        rowKey={(t) => t._id}
        status={query.status}
        errorText={
          query.error instanceof UnexpectedFormatError
            ? ADMIN_MESSAGES.unexpectedFormat
            : ADMIN_MESSAGES.team.listFailed
        }
        emptyText="No team members yet."
        searchLabel="Search by name"
      />
    </>
  );
}
