import { isSafeLink, LANGUAGE_NAMES, START_NOW_FIELDS, type Lead, type LeadKind } from '@estate/contract';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { DetailItem, DetailList, formatDate } from '@/components/detail/detail';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ItemPage, MissingNotice } from '@/components/entity/item-page';
import { Flash } from '@/components/ui/flash';
import { GoBackButton } from '@/components/ui/go-back-button';
import { CheckIcon, RefreshIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { useLead } from '../api/get-lead';
import { useRetryLeadMail } from '../api/retry-lead-mail';
import { useUpdateLead } from '../api/update-lead';
import { isLeadKind, KIND_LABELS, leadName, START_NOW_LABELS } from '../lead-labels';
import { SavedSearchDetails } from './saved-search-details';
import { MailStatus } from './mail-status';

const M = ADMIN_MESSAGES.leads;

/** What another section shows of a lead beside its own cards (the pipeline's deal of an enquiry). */
export type LeadAsideSlot = (lead: Lead) => ReactNode;

export function LeadDetailPage({ aside }: { aside?: LeadAsideSlot }) {
  const { kind, id = '' } = useParams();
  if (!isLeadKind(kind)) return <Navigate to="/leads" replace />;
  return <LeadDetail kind={kind} id={id} aside={aside} />;
}

function LeadDetail({ kind, id, aside }: { kind: LeadKind; id: string; aside?: LeadAsideSlot }) {
  const query = useLead(kind, id);
  const updateLead = useUpdateLead();
  const retry = useRetryLeadMail();
  const flash = useTimedMessage();
  const lead = query.data;
  useDocumentTitle(lead ? `${KIND_LABELS[kind].singular}: ${leadName(lead)}` : KIND_LABELS[kind].singular);

  const header = (
    <PageHeader
      eyebrow={KIND_LABELS[kind].singular}
      title={lead ? leadName(lead) : 'Lead details'}
      description={lead ? `Received ${formatDate(lead.createdAt, true)}` : undefined}
      back={<GoBackButton fallback={`/leads/${kind}`} />}
      actions={
        lead ? (
          <Button
            variant={lead.handled ? 'secondary' : 'primary'}
            icon={lead.handled ? undefined : <CheckIcon />}
            busy={updateLead.isPending}
            onClick={() =>
              updateLead.mutate(
                { kind, id: lead._id, handled: !lead.handled },
                {
                  onSuccess: (saved) =>
                    flash.show('success', saved.handled ? 'Marked as handled.' : 'Marked as not handled.'),
                  onError: (error) => flash.show('error', errorText(error, M.updateFailed)),
                },
              )
            }
          >
            {lead.handled ? 'Mark as not handled' : 'Mark as handled'}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <ItemPage
      header={header}
      pending={query.isPending}
      data={lead}
      missing={<MissingNotice error={query.error} loadErrorText={M.detailFailed} notFoundText={M.notFound} />}
    >
      {(lead) => (
        <>
          <Flash message={flash.message} />
          <div className="detail-grid">
            <div className="detail-grid__main">
              <Card
                title="Contact"
                actions={
                  // Every lead of the same person, on the contact's page (docs/decisions/0066).
                  lead.contactId ? (
                    <ButtonLink to={`/contacts/${lead.contactId}`} variant="quiet" size="sm">
                      Open the contact
                    </ButtonLink>
                  ) : undefined
                }
              >
                <DetailList>
                  {lead.kind !== 'subscriber' && lead.kind !== 'saved-search' ? (
                    <DetailItem label="Name">{leadName(lead)}</DetailItem>
                  ) : null}
                  <DetailItem label="Email">
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                  </DetailItem>
                  {lead.kind === 'subscriber' ? (
                    <DetailItem label="Sign-ups">{lead.subscribeCount}</DetailItem>
                  ) : lead.kind === 'saved-search' ? null : (
                    <DetailItem label="Phone">
                      {lead.phone ? <a href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`}>{lead.phone}</a> : ''}
                    </DetailItem>
                  )}
                  {/* The language of the page it came from: the buyer's mails are in it, and so is the reply. */}
                  <DetailItem label="Language">{LANGUAGE_NAMES[lead.language] ?? lead.language}</DetailItem>
                  <DetailItem label="Received">{formatDate(lead.createdAt, true)}</DetailItem>
                </DetailList>
              </Card>
              {lead.kind === 'saved-search' ? <SavedSearchDetails lead={lead} /> : null}
              {lead.kind === 'enquiry' && lead.viewing ? (
                <Card title="Viewing requested">
                  <DetailList>
                    <DetailItem label="Day">{viewingDay(lead.viewing.date)}</DetailItem>
                    <DetailItem label="Time">{lead.viewing.time} (Dubai time)</DetailItem>
                  </DetailList>
                </Card>
              ) : null}
              {lead.kind !== 'subscriber' && lead.kind !== 'saved-search' ? (
                <Card title="Message">
                  {lead.message.trim() ? (
                    <p className="message-block">{lead.message}</p>
                  ) : (
                    <p className="picker__empty">No message.</p>
                  )}
                </Card>
              ) : null}
              {lead.kind === 'start-now' ? <StartNowAnswers lead={lead} /> : null}
              <Card title="Where it came from">
                <DetailList>
                  <DetailItem label="Page" wide>
                    {/* A page stored before unsafe schemes were refused is shown, never linked. */}
                    {lead.pageURL && isSafeLink(lead.pageURL) ? (
                      <a href={lead.pageURL} target="_blank" rel="noopener noreferrer">
                        {lead.pageURL}
                      </a>
                    ) : (
                      lead.pageURL
                    )}
                  </DetailItem>
                  {lead.kind === 'enquiry' && lead.listing ? (
                    <DetailItem label="Listing" wide>
                      <Link to={`/property/${lead.listing._id}`}>
                        {lead.listing.title}
                        {lead.listing.referenceNumber ? ` · ${lead.listing.referenceNumber}` : ''}
                      </Link>
                    </DetailItem>
                  ) : (
                    <DetailItem label="Listing">{lead.listingSlug}</DetailItem>
                  )}
                  {lead.kind === 'enquiry' && lead.agent ? (
                    <DetailItem label="Agent" wide>
                      {lead.agent.name} ({lead.agent.email}):{' '}
                      {lead.agent.mailSentAt
                        ? `notified ${formatDate(lead.agent.mailSentAt, true)}`
                        : 'notification pending'}
                    </DetailItem>
                  ) : null}
                  {Object.entries(lead.utm).map(([key, value]) => (
                    <DetailItem key={key} label={key.replace(/^utm_/, 'UTM ')}>
                      {value}
                    </DetailItem>
                  ))}
                </DetailList>
              </Card>
            </div>
            <aside className="detail-grid__side">
              {aside?.(lead)}
              <Card title="E-mail notification">
                <DetailList>
                  <DetailItem label="State" wide>
                    <MailStatus lead={lead} showError={false} />
                  </DetailItem>
                  <DetailItem label="Attempts">{lead.mailAttempts}</DetailItem>
                  <DetailItem label="Sent">{formatDate(lead.mailSentAt, true)}</DetailItem>
                  {lead.mailLastError ? (
                    <DetailItem label="Last error" wide>
                      <span className="mail-error">{lead.mailLastError}</span>
                    </DetailItem>
                  ) : null}
                </DetailList>
                {lead.mailStatus === 'failed' ? (
                  <Button
                    variant="secondary"
                    icon={<RefreshIcon />}
                    busy={retry.isPending}
                    onClick={() =>
                      retry.mutate(
                        { kind, id: lead._id },
                        {
                          onSuccess: ({ message }) => flash.show('success', message || M.retried),
                          onError: (error) => flash.show('error', errorText(error, M.retryFailed)),
                        },
                      )
                    }
                  >
                    Retry the e-mail
                  </Button>
                ) : null}
              </Card>
              <Card title="Follow-up">
                <DetailList>
                  <DetailItem label="Handled" wide>
                    <span className={`pill pill--${lead.handled ? 'yes' : 'pending'}`}>
                      {lead.handled ? 'Handled' : 'Not handled'}
                    </span>
                  </DetailItem>
                  {lead.handledAt ? (
                    <DetailItem label="Handled on">{formatDate(lead.handledAt, true)}</DetailItem>
                  ) : null}
                </DetailList>
              </Card>
            </aside>
          </div>
        </>
      )}
    </ItemPage>
  );
}

function StartNowAnswers({ lead }: { lead: Extract<Lead, { kind: 'start-now' }> }) {
  return (
    <Card title="Start Now answers">
      <dl className="answers">
        {START_NOW_FIELDS.map((field) => (
          <div key={field}>
            <dt>{START_NOW_LABELS[field]}</dt>
            <dd>{lead[field] || '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** A requested viewing's day, as staff read it ("Wednesday, 2 December 2026"). */
export function viewingDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}
