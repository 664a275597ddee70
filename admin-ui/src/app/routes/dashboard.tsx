import type { LeadKind } from '@estate/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useDevelopmentsCount } from '@/features/developments/api/get-developments-count';
import { useAreasCount } from '@/features/areas/api/get-areas-count';
import { useUnhandledLeads } from '@/features/leads/api/get-unhandled-count';
import { useDealBoard } from '@/features/pipeline/api/get-deal-board';
import { usePostsCount } from '@/features/posts/api/get-posts-count';
import { DashboardProperties } from '@/features/properties/components/dashboard-properties';
import { PermitAlerts } from '@/features/properties/components/permit-alerts';
import { UndeliveredStaffMails } from '@/features/staff-mails/components/undelivered-staff-mails';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccess } from '@/lib/access';

function Stat({ to, label, value, note }: { to: string; label: string; value: number | undefined; note: string }) {
  const id = useId();
  return (
    <Link to={to} className="stat">
      <span className="stat__label" id={`${id}-label`}>
        {label}
      </span>
      <span className="stat__value" aria-labelledby={`${id}-label ${id}-note`}>
        {value === undefined ? '—' : value.toLocaleString('en-US')}
      </span>
      <span className="stat__note" id={`${id}-note`}>
        {note}
      </span>
    </Link>
  );
}

/** The figures of the sections the member's role opens, and the listings when it works on them. */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { can, leadKinds } = useAccess();
  return (
    <>
      <PageHeader eyebrow="Overview" title="Dashboard" />
      <div className="stats">
        {can('leads.read') && leadKinds.length ? <LeadsStat /> : null}
        {can('deals.read') ? <UnansweredDealsStat /> : null}
        {can('content.write') ? <DevelopmentsStat /> : null}
        {can('content.write') ? <AreasStat /> : null}
        {can('marketing.write') ? <PostsStat /> : null}
      </div>
      {/* Mails to the team the outbox gave up on (docs/decisions/0068): the administrators' to act on. */}
      {can('users.manage') ? <UndeliveredStaffMails /> : null}
      {can('deals.read') ? <MyTasksCard /> : null}
      {can('listings.write') ? (
        <>
          <PermitAlerts />
          <DashboardProperties />
        </>
      ) : null}
    </>
  );
}

/** The leads the tile counts, as its note names them. */
const LEADS_NOTED: Record<LeadKind, string> = {
  enquiry: 'enquiries',
  'start-now': 'Start Now answers',
  subscriber: 'subscribers',
  'saved-search': 'saved searches',
};

/** "Enquiries, Start Now answers and subscribers": the kinds of lead the member works. */
function leadsNote(kinds: readonly LeadKind[]): string {
  const names = kinds.map((kind) => LEADS_NOTED[kind]);
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function LeadsStat() {
  const { leadKinds } = useAccess();
  const leads = useUnhandledLeads();
  return (
    <Stat
      to={`/leads/${leadKinds[0]}?handled=false`}
      label="Leads to handle"
      value={leads.total}
      note={leadsNote(leadKinds)}
    />
  );
}

function DevelopmentsStat() {
  const developments = useDevelopmentsCount();
  return <Stat to="/developments" label="Developments" value={developments.data} note="Projects on the site" />;
}

function AreasStat() {
  const areas = useAreasCount();
  return <Stat to="/areas" label="Area guides" value={areas.data} note="Communities described" />;
}

function PostsStat() {
  const posts = usePostsCount();
  return <Stat to="/posts" label="Posts" value={posts.data} note="Articles in the journal" />;
}

/** The deals nobody answered in time (docs/decisions/0068): the board's Unanswered filter. */
function UnansweredDealsStat() {
  const board = useDealBoard({ unanswered: true, perStage: 1 });
  const hours = board.data?.unansweredHours;
  return (
    <Stat
      to="/pipeline?unanswered=true"
      label="Unanswered deals"
      value={board.data?.columns.reduce((sum, c) => sum + c.count, 0)}
      note={hours ? `New for over ${hours} ${hours === 1 ? 'hour' : 'hours'}` : 'New and waiting'}
    />
  );
}
