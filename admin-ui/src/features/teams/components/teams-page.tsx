import { LIST_SORT_FIELDS, type Team } from '@estate/contract';
import { ListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowActions, RowThumb } from '@/components/ui/row-actions';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
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
  const table = useTableQuery(LIST_SORT_FIELDS.team);
  return (
    <ListPage
      title="Team"
      eyebrow="People"
      add={{ to: '/add-team', label: 'Add Team Member' }}
      caption="Team members"
      searchLabel="Search by name"
      columns={columns}
      table={table}
      query={useTeams(table.query)}
      listFailed={ADMIN_MESSAGES.team.listFailed}
      emptyText="No team members yet."
    />
  );
}
