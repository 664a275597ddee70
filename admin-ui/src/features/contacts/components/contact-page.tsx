import {
  CONTACT_ACTIVITY_LABELS,
  type AuditEntry,
  type ContactDetail,
  type ContactTimelineItem,
} from '@estate/contract';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DetailItem, DetailList } from '@/components/detail/detail';
import { ItemPage, MissingNotice } from '@/components/entity/item-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Flash } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { formatWhen } from '@/lib/dubai-time';
import { useContact } from '../api/get-contact';
import { contactName, leadCount, statusOf } from '../contact-labels';
import { DataRequestsCard } from './data-requests-card';
import { MergeContactDialog } from './merge-contact-dialog';

const M = ADMIN_MESSAGES.contacts;

/** What the contact's page shows of its audit trail (the app layer gives it: features/audit). */
export type ContactHistorySlot = (entries: AuditEntry[], contact: ContactDetail) => ReactNode;
/** What the contact's page shows beneath its timeline (the app layer gives it: notes and tasks). */
export type ContactWorkSlot = (contact: ContactDetail) => ReactNode;

/**
 * /admin/contacts/:id: who the person is (every address and number their leads came with), the
 * timeline of their leads, newest first, each linked to its own page, and Merge for a role that
 * works leads: another contact of the same person, found by a search, goes into this one; for an
 * administrator, the person's data requests (a copy of their data, their erasure).
 */
export function ContactPage({ history, work }: { history?: ContactHistorySlot; work?: ContactWorkSlot }) {
  const { id = '' } = useParams();
  const query = useContact(id);
  const access = useAccess();
  const flash = useTimedMessage();
  const [merging, setMerging] = useState(false);
  const contact = query.data;
  useDocumentTitle(contact ? `Contact: ${contactName(contact)}` : 'Contact');

  const header = (
    <PageHeader
      eyebrow="Contact"
      title={contact ? contactName(contact) : 'Contact'}
      description={
        contact ? `${leadCount(contact.leadCount)} · first seen ${formatWhen(contact.createdAt)}` : undefined
      }
      back={<GoBackButton fallback="/contacts" />}
      actions={
        contact && access.can('leads.write') ? (
          <Button variant="secondary" onClick={() => setMerging(true)}>
            Merge with another contact
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <ItemPage
      header={header}
      pending={query.isPending}
      data={contact}
      missing={<MissingNotice error={query.error} loadErrorText={M.detailFailed} notFoundText={M.notFound} />}
    >
      {(contact) => (
        <>
          <Flash message={flash.message} />
          <div className="detail-grid">
            <div className="detail-grid__main">
              <Card title="Timeline" description="Every lead of this person you may see, newest first.">
                {contact.timeline.length ? (
                  <ol className="timeline">
                    {contact.timeline.map((item) => (
                      <TimelineItem key={`${item.kind}-${item._id}`} item={item} />
                    ))}
                  </ol>
                ) : (
                  <p className="picker__empty">No leads to show.</p>
                )}
                {contact.leadCount > contact.timeline.length ? (
                  <p className="picker__more">
                    The {contact.timeline.length} most recent of {leadCount(contact.leadCount)}.
                  </p>
                ) : null}
              </Card>
              {work ? work(contact) : null}
              {history ? history(contact.history, contact) : null}
            </div>
            <aside className="detail-grid__side">
              <Card title="Details">
                <DetailList>
                  <DetailItem label="Name" wide>
                    {contact.name}
                  </DetailItem>
                  <DetailItem label="E-mail" wide>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </DetailItem>
                  <DetailItem label="Phone" wide>
                    {contact.phone ? <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> : ''}
                  </DetailItem>
                  {contact.emails.length > 1 || contact.phones.some((p) => p !== contact.phone) ? (
                    <DetailItem label="Also known by" wide>
                      <ul className="contact-aliases">
                        {[...contact.emails.filter((e) => e !== contact.email), ...contact.phones]
                          .filter((v) => v !== contact.phone)
                          .map((value) => (
                            <li key={value}>{value}</li>
                          ))}
                      </ul>
                    </DetailItem>
                  ) : null}
                  <DetailItem label="Leads">{contact.leadCount.toLocaleString('en-US')}</DetailItem>
                  <DetailItem label="Last activity" wide>
                    {contact.lastActivityAt ? formatWhen(contact.lastActivityAt) : ''}
                  </DetailItem>
                </DetailList>
              </Card>
              {access.can('contacts.privacy') ? (
                <DataRequestsCard contact={contact} onFailed={(message) => flash.show('error', message)} />
              ) : null}
            </aside>
          </div>
          <MergeContactDialog
            open={merging}
            contact={contact}
            onClose={() => setMerging(false)}
            onMerged={(message) => flash.show('success', message)}
            onFailed={(message) => flash.show('error', message)}
          />
        </>
      )}
    </ItemPage>
  );
}

function TimelineItem({ item }: { item: ContactTimelineItem }) {
  const access = useAccess();
  const status = statusOf(item);
  const label = CONTACT_ACTIVITY_LABELS[item.activity];
  return (
    <li className="timeline__item">
      <time className="timeline__when" dateTime={item.at}>
        {formatWhen(item.at)}
      </time>
      <div className="timeline__body">
        <p className="timeline__head">
          <Link to={`/leads/${item.kind}/${item._id}`} className="timeline__title">
            {label}
          </Link>
          <span className={`pill pill--${status.tone}`}>{status.label}</span>
        </p>
        {item.viewing ? (
          <p className="timeline__line">
            Viewing on {item.viewing.date} at {item.viewing.time} (Dubai time)
          </p>
        ) : null}
        {item.listing ? (
          <p className="timeline__line">
            Listing:{' '}
            {access.can('listings.write') ? (
              <Link to={`/property/${item.listing._id}`}>{listingText(item.listing)}</Link>
            ) : (
              listingText(item.listing)
            )}
          </p>
        ) : null}
        {item.summary ? <p className="timeline__summary">{item.summary}</p> : null}
      </div>
    </li>
  );
}

const listingText = (listing: NonNullable<ContactTimelineItem['listing']>) =>
  [listing.title || listing.slug, listing.referenceNumber].filter(Boolean).join(' · ');
