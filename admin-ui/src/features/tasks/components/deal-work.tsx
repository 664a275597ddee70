import { useAccess } from '@/lib/access';
import { NotesCard } from './notes-card';
import { TasksCard } from './tasks-card';

/** The deal work on a contact's or an enquiry's page: its notes and its tasks, for a role that works deals. */
export function DealWork({ contactId, dealId }: { contactId?: string; dealId?: string }) {
  if (!useAccess().can('deals.read')) return null;
  return (
    <>
      <NotesCard contactId={contactId} dealId={dealId} />
      <TasksCard contactId={contactId} dealId={dealId} />
    </>
  );
}
