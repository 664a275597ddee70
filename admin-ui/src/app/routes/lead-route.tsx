import type { Lead } from '@estate/contract';
import { LeadDetailPage, type LeadAsideSlot } from '@/features/leads/components/lead-detail-page';
import { DealPanel } from '@/features/pipeline/components/deal-panel';
import { DealWork } from '@/features/tasks/components/deal-work';
import { ViewingPanel } from '@/features/viewings/components/viewing-panel';
import { useAccess } from '@/lib/access';

/** An enquiry's deal in the pipeline (docs/decisions/0068), for a role that works deals. */
function LeadDeal({ lead }: { lead: Lead }) {
  const access = useAccess();
  if (lead.kind !== 'enquiry' || !access.can('deals.read')) return null;
  return (
    <>
      <DealPanel lead={lead} />
      {/* Its notes and tasks (docs/decisions/0082). */}
      <DealWork dealId={lead._id} />
      {/* A booked viewing (docs/decisions/0083): confirmed, moved or cancelled here too. */}
      {lead.viewing ? <ViewingPanel lead={lead} /> : null}
    </>
  );
}

const ASIDE: LeadAsideSlot = (lead) => <LeadDeal lead={lead} />;

/** A lead's page, with the pipeline card of an enquiry and the card of its viewing. */
export function LeadRoute() {
  return <LeadDetailPage aside={ASIDE} />;
}
