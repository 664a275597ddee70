import { DEAL_STAGE_LABELS, type Deal, type DealStage, type EnquiryLead } from '@estate/contract';

/** A stage as staff read it ("Viewing booked"). */
export const stageLabel = (stage: DealStage) => DEAL_STAGE_LABELS[stage];

/** Who holds a deal, as a card or a row says it. */
export function assigneeText(deal: Deal): string {
  if (!deal.assignee) return 'Unassigned';
  return deal.assignee.active ? deal.assignee.name : `${deal.assignee.name} (deactivated)`;
}

/** The buyer of an enquiry, as a card names them. */
export const buyerName = (lead: Pick<EnquiryLead, 'fname' | 'lname' | 'email'>) =>
  `${lead.fname} ${lead.lname}`.trim() || lead.email;

/** How long ago a deal came ("now", "12 min", "5 h", "3 d"), from `now`. */
export function ageText(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}
