import type { AuditEntry } from '@estate/contract';
import { AuditRow, AuditTable } from '@/features/audit/components/audit-table';
import {
  ContactPage,
  type ContactHistorySlot,
  type ContactWorkSlot,
} from '@/features/contacts/components/contact-page';
import { DealWork } from '@/features/tasks/components/deal-work';
import { useAccess } from '@/lib/access';

/**
 * The audit trail of a contact and of its leads, as the answer of get-contact holds it (its 50
 * latest entries), for a role that reads the trail.
 */
function ContactHistory({ entries }: { entries: AuditEntry[] }) {
  if (!useAccess().can('audit.read')) return null;
  return (
    <section className="table-panel item-history" aria-label="History">
      <div className="table-toolbar">
        <p className="item-history__intro">
          Every recorded change to this contact and to its leads, newest first: merges, leads marked handled, notes.
        </p>
      </div>
      <AuditTable
        caption="History of the contact and its leads"
        showWhat
        status="success"
        errorText=""
        emptyText={entries.length ? null : 'No changes recorded for this contact or its leads yet.'}
      >
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} showWhat />
        ))}
      </AuditTable>
    </section>
  );
}

const HISTORY: ContactHistorySlot = (entries) => <ContactHistory entries={entries} />;

/** The notes and tasks of the contact (docs/decisions/0082), beneath its timeline. */
const WORK: ContactWorkSlot = (contact) => <DealWork contactId={contact._id} />;

/** A contact's page, with its notes and tasks and the audit trail of the contact and its leads. */
export function ContactRoute() {
  return <ContactPage history={HISTORY} work={WORK} />;
}
