import { LEAD_KINDS, type Lead, type LeadKind, type MailStatus } from '@estate/contract';

export const KIND_LABELS: Record<LeadKind, { tab: string; singular: string }> = {
  enquiry: { tab: 'Enquiries', singular: 'Enquiry' },
  'start-now': { tab: 'Start Now', singular: 'Start Now enquiry' },
  subscriber: { tab: 'Subscribers', singular: 'Subscriber' },
  'saved-search': { tab: 'Saved searches', singular: 'Saved search' },
};

/** A saved search's opt-in state as staff read it. */
export const SEARCH_STATUS_LABELS = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
} as const;

export function isLeadKind(value: string | undefined): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value ?? '');
}

export const MAIL_LABELS: Record<MailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

export { START_NOW_LABELS } from '@/lib/start-now-labels';

export function leadName(lead: Lead): string {
  if (lead.kind === 'subscriber' || lead.kind === 'saved-search') return lead.email;
  return [lead.fname, lead.lname].filter(Boolean).join(' ') || lead.email;
}
