import { useId } from 'react';
import { Link } from 'react-router';
import { useDevelopmentsCount } from '@/features/developments/api/get-developments-count';
import { useAreasCount } from '@/features/areas/api/get-areas-count';
import { useUnhandledLeads } from '@/features/leads/api/get-unhandled-count';
import { usePostsCount } from '@/features/posts/api/get-posts-count';
import { DashboardProperties } from '@/features/properties/components/dashboard-properties';
import { PermitAlerts } from '@/features/properties/components/permit-alerts';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

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

export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const developments = useDevelopmentsCount();
  const posts = usePostsCount();
  const areas = useAreasCount();
  const leads = useUnhandledLeads();
  return (
    <>
      <PageHeader eyebrow="Overview" title="Dashboard" />
      <div className="stats">
        <Stat
          to="/leads/enquiry?handled=false"
          label="Leads to handle"
          value={leads.total}
          note="Enquiries, Start Now and subscribers"
        />
        <Stat to="/developments" label="Developments" value={developments.data} note="Projects on the site" />
        <Stat to="/areas" label="Area guides" value={areas.data} note="Communities described" />
        <Stat to="/posts" label="Posts" value={posts.data} note="Articles in the journal" />
      </div>
      <PermitAlerts />
      <DashboardProperties />
    </>
  );
}
