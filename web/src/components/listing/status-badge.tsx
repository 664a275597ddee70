import type { ListingStatus } from '@estate/contract';

/** What a visitor reads for a listing's status; an available listing shows no badge. */
export const STATUS_LABELS: Partial<Record<ListingStatus, string>> = {
  'under-offer': 'Under offer',
  sold: 'Sold',
  // Seen only in a staff preview: the public gets the no-longer-advertised page (410).
  withdrawn: 'Withdrawn',
};

/**
 * The "Under offer" / "Sold" badge of a card or a listing page. Nothing for an available
 * listing, or for a card whose data carries no status (a development's residences).
 */
export function StatusBadge({ status, className = '' }: { status: ListingStatus | undefined; className?: string }) {
  const label = status ? STATUS_LABELS[status] : undefined;
  if (!label) return null;
  return <span className={`status-badge status-badge--${status} ${className}`.trim()}>{label}</span>;
}
