import { type Team } from '@estate/contract';
import { actionsColumn, EntityListPage } from '@/components/entity/list-page';
import { type Column } from '@/components/ui/data-table';
import { RowThumb } from '@/components/ui/row-actions';
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
  actionsColumn('team'),
];

export function TeamsPage() {
  return (
    <EntityListPage
      kind="team"
      noun="Team Member"
      useList={useTeams}
      title="Team"
      eyebrow="People"
      caption="Team members"
      searchLabel="Search by name"
      columns={columns}
      emptyText="No team members yet."
    />
  );
}
