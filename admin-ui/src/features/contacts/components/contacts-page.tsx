import type { Contact } from '@estate/contract';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { listErrorText } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { TABLE_PAGE_SIZE, useTableQuery } from '@/lib/table-query';
import { useContacts } from '../api/get-contacts';
import { contactName } from '../contact-labels';

const columns: Column<Contact>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (c) => (
      <Link to={`/contacts/${c._id}`} className="cell-link cell-title__main cell-email">
        {contactName(c)}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: (c) => <span className="cell-muted cell-email">{c.email}</span>,
  },
  {
    id: 'phone',
    header: 'Phone',
    cell: (c) => (c.phone ? <span className="cell-nowrap">{c.phone}</span> : <span className="cell-muted">—</span>),
  },
  { id: 'leads', header: 'Leads', align: 'end', cell: (c) => c.leadCount.toLocaleString('en-US') },
  {
    id: 'lastActivity',
    header: 'Last activity',
    cell: (c) =>
      c.lastActivityAt ? (
        <time dateTime={c.lastActivityAt}>{formatWhen(c.lastActivityAt)}</time>
      ) : (
        <span className="cell-muted">—</span>
      ),
  },
];

/** The contacts are in the server's order (newest activity first): nothing to sort by. */
const NO_SORT: readonly string[] = [];

/**
 * /admin/contacts (docs/decisions/0066): one row per person behind the leads, newest activity
 * first, searched by name, e-mail or phone, with the search and page in the address.
 */
export function ContactsPage() {
  useDocumentTitle('Contacts');
  const table = useTableQuery(NO_SORT);
  const { page, q } = table.query;
  const contacts = useContacts({
    q: q || undefined,
    limit: TABLE_PAGE_SIZE,
    offset: (page - 1) * TABLE_PAGE_SIZE,
  });
  return (
    <>
      <PageHeader
        eyebrow="Enquiries and subscriptions"
        title="Contacts"
        description="One row per person: every enquiry, viewing, Start Now request, subscription and saved search from the same e-mail address or phone number."
      />
      <DataTable
        caption="Contacts"
        columns={columns}
        page={contacts.data}
        table={table}
        fetching={contacts.isPlaceholderData}
        rowKey={(c) => c._id}
        status={contacts.status}
        errorText={listErrorText(contacts.error, ADMIN_MESSAGES.contacts.listFailed)}
        emptyText="No contacts yet: each new lead makes or joins one."
        searchLabel="Search by name, e-mail or phone"
      />
    </>
  );
}
