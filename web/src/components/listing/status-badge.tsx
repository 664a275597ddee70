import type { ListingStatus } from '@estate/contract';
import { useT, type MessageId } from '~/lib/i18n/i18n';

/** What a visitor reads for a listing's status; an available listing shows no badge. */
export const STATUS_LABELS: Partial<Record<ListingStatus, MessageId>> = {
  'under-offer': 'status.underOffer',
  sold: 'status.sold',
  // Seen only in a staff preview: the public gets the no-longer-advertised page (410).
  withdrawn: 'status.withdrawn',
};

/**
 * The "Under offer" / "Sold" badge of a card or a listing page. Nothing for an available
 * listing, or for a card whose data carries no status (a development's residences).
 */
export function StatusBadge({ status, className = '' }: { status: ListingStatus | undefined; className?: string }) {
  const t = useT();
  const id = status ? STATUS_LABELS[status] : undefined;
  if (!id) return null;
  const label = t(id);
  return <span className={`status-badge status-badge--${status} ${className}`.trim()}>{label}</span>;
}
