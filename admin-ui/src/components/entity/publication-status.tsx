import { PUBLICATION_LABELS, type PublicationState } from '@estate/contract';
import type { Column } from '@/components/ui/data-table';

/** Where an item stands: Draft, Published, or Published with unpublished changes (docs/decisions/0036). */
export function PublicationStatus({ state }: { state: PublicationState }) {
  return <span className={`pill pill--${state}`}>{PUBLICATION_LABELS[state]}</span>;
}

/** The Status column of the lists of kinds with drafts. */
export function publicationColumn<T extends { publication: PublicationState }>(): Column<T> {
  return { id: 'publication', header: 'Status', cell: (item) => <PublicationStatus state={item.publication} /> };
}
