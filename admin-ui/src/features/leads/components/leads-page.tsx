import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  languageOr,
  MAIL_STATUSES,
  type Lead,
  type LeadKind,
  type LeadQuery,
  type MailStatus as Status,
} from '@estate/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { formatDate } from '@/components/detail/detail';
import { SelectField, TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Flash } from '@/components/ui/flash';
import { DownloadIcon, SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAccess } from '@/lib/access';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, listErrorText } from '@/lib/api-client';
import { useExportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { useUnhandledLeads } from '../api/get-unhandled-count';
import { useUpdateLead } from '../api/update-lead';
import { isLeadKind, KIND_LABELS, leadName, MAIL_LABELS, SEARCH_STATUS_LABELS } from '../lead-labels';
import { MailStatus } from './mail-status';
import { TableBody } from '@/components/ui/table-body';
import { TableFrame } from '@/components/ui/table-frame';

export const LEADS_PAGE_SIZE = 50;

/** The filters live in the address, so Back, reload and a shared link show the same table. */
function filtersFrom(params: URLSearchParams): LeadQuery {
  const handled = params.get('handled');
  const mailStatus = params.get('mailStatus');
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  return {
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    handled: handled === 'true' ? true : handled === 'false' ? false : undefined,
    mailStatus: (MAIL_STATUSES as readonly string[]).includes(mailStatus ?? '') ? (mailStatus as Status) : undefined,
    limit: LEADS_PAGE_SIZE,
    offset: (page - 1) * LEADS_PAGE_SIZE,
  };
}

/** /leads: the first kind of lead the member's role works. */
export function LeadsIndexPage() {
  const [first = 'enquiry'] = useAccess().leadKinds;
  return <Navigate to={`/leads/${first}`} replace />;
}

export function LeadsPage() {
  const { kind } = useParams();
  if (!isLeadKind(kind)) return <LeadsIndexPage />;
  return <LeadsOfKind key={kind} kind={kind} />;
}

function LeadsOfKind({ kind }: { kind: LeadKind }) {
  useDocumentTitle(`Leads: ${KIND_LABELS[kind].tab}`);
  const [params, setParams] = useSearchParams();
  const query = filtersFrom(params);
  const leads = useLeads(kind, query);
  const unhandled = useUnhandledLeads();
  const exportLeads = useExportLeads();
  const updateLead = useUpdateLead();
  const flash = useTimedMessage();
  const access = useAccess();
  const searchId = useId();
  const [search, setSearch] = useState(query.q ?? '');
  useEffect(() => setSearch(params.get('q') ?? ''), [params]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };
  const filtered = Boolean(query.q || query.from || query.to || query.handled !== undefined || query.mailStatus);
  const page = Math.floor((query.offset ?? 0) / LEADS_PAGE_SIZE) + 1;
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setParams(next);
  };
  // An address past the last page (a bookmark, a page emptied since) shows the last page instead:
  // never "No ... yet" beside a count of leads.
  const pastEnd = Boolean(leads.data && total > 0 && page > pages);
  useEffect(() => {
    if (!pastEnd) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (pages > 1) next.set('page', String(pages));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pastEnd, pages, setParams]);
  // The empty page's answer, kept on screen while the last one loads, is no answer to show.
  const loadingPage = pastEnd || (leads.isPlaceholderData && total > 0 && !leads.data?.items.length);

  const columns = columnsFor(kind);
  const status = leads.isPending || loadingPage ? 'pending' : leads.isError ? 'error' : 'success';

  return (
    <>
      <PageHeader
        eyebrow="Enquiries and subscriptions"
        title="Leads"
        description="Every enquiry, Start Now answer and subscription, as stored before any e-mail went out."
        actions={
          access.can('leads.export') ? (
            <Button
              variant="secondary"
              icon={<DownloadIcon />}
              busy={exportLeads.isPending}
              onClick={() =>
                exportLeads.mutate(
                  { kind, query },
                  { onError: (error) => flash.show('error', errorText(error, ADMIN_MESSAGES.leads.exportFailed)) },
                )
              }
            >
              Export CSV
            </Button>
          ) : undefined
        }
      />
      <nav className="tabs" aria-label="Kinds of lead">
        {access.leadKinds.map((k) => (
          <Link key={k} to={`/leads/${k}`} className="tabs__link" aria-current={k === kind ? 'page' : undefined}>
            {KIND_LABELS[k].tab}
            {unhandled.byKind[k] ? (
              <span className="tabs__count" aria-label={`${unhandled.byKind[k]} not handled`}>
                {unhandled.byKind[k]}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      <Flash message={flash.message} />
      <div className="table-panel">
        <div className="filters">
          <form className="field field--grow" role="search" onSubmit={onSearch}>
            <label className="field__label" htmlFor={searchId}>
              Search
            </label>
            <div className="search-input search-input--full">
              <SearchIcon />
              <input
                id={searchId}
                type="search"
                className="input"
                value={search}
                placeholder={
                  kind === 'subscriber'
                    ? 'E-mail address'
                    : kind === 'saved-search'
                      ? 'E-mail address or search'
                      : 'Name, e-mail, phone or message'
                }
                onChange={(event) => setSearch(event.target.value)}
                onBlur={() => search.trim() !== (query.q ?? '') && setFilter('q', search.trim())}
              />
            </div>
          </form>
          <TextField
            label="From"
            name="from"
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onValueChange={(v) => setFilter('from', v)}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onValueChange={(v) => setFilter('to', v)}
          />
          <SelectField
            label="Handled"
            name="handled"
            value={query.handled === undefined ? '' : String(query.handled)}
            onValueChange={(v) => setFilter('handled', v)}
            options={[
              { value: 'false', label: 'Not handled' },
              { value: 'true', label: 'Handled' },
            ]}
            placeholder="All"
          />
          <SelectField
            label="E-mail"
            name="mailStatus"
            value={query.mailStatus ?? ''}
            onValueChange={(v) => setFilter('mailStatus', v)}
            options={MAIL_STATUSES.map((s) => ({ value: s, label: MAIL_LABELS[s] }))}
            placeholder="All"
          />
          {filtered ? (
            <div className="filters__actions">
              <Button variant="quiet" size="sm" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
        <TableFrame caption={KIND_LABELS[kind].tab}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cellClass(c)}>
                  {c.header}
                </th>
              ))}
              <th scope="col">Handled</th>
              <th scope="col" className="cell-actions hide-tablet">
                Actions
              </th>
            </tr>
          </thead>
          <TableBody
            status={status}
            colSpan={columns.length + 2}
            errorText={listErrorText(leads.error, ADMIN_MESSAGES.leads.listFailed)}
            emptyText={
              !leads.data?.items.length
                ? total > 0
                  ? 'No leads on this page.'
                  : filtered
                    ? 'No leads match these filters.'
                    : `No ${KIND_LABELS[kind].tab.toLowerCase()} yet.`
                : null
            }
          >
            {leads.data?.items.map((lead) => (
              <tr key={lead._id} className={lead.handled ? 'is-handled' : undefined}>
                {columns.map((c) => (
                  <td key={c.header} className={cellClass(c)}>
                    {c.cell(lead)}
                  </td>
                ))}
                <td>
                  <label className="inline-check">
                    <input
                      type="checkbox"
                      className="check__input"
                      checked={lead.handled}
                      disabled={updateLead.isPending && updateLead.variables?.id === lead._id}
                      onChange={(event) =>
                        updateLead.mutate(
                          { kind, id: lead._id, handled: event.target.checked },
                          {
                            onError: (error) =>
                              flash.show('error', errorText(error, ADMIN_MESSAGES.leads.updateFailed)),
                          },
                        )
                      }
                    />
                    <span className="visually-hidden">Handled: {leadName(lead)}</span>
                  </label>
                </td>
                <td className="cell-actions hide-tablet">
                  <Link
                    to={`/leads/${kind}/${lead._id}`}
                    className="row-actions__link"
                    aria-label={`View Details: ${leadName(lead)}`}
                  >
                    View Details
                  </Link>
                </td>
              </tr>
            ))}
          </TableBody>
        </TableFrame>
        {leads.data && total > 0 && !loadingPage ? (
          <nav className="pagination" aria-label={`${KIND_LABELS[kind].tab} pages`}>
            <p className="pagination__summary" aria-live="polite">
              {total > LEADS_PAGE_SIZE
                ? `Showing ${(page - 1) * LEADS_PAGE_SIZE + 1}–${Math.min(page * LEADS_PAGE_SIZE, total)} of ${total}`
                : `${total} ${total === 1 ? 'lead' : 'leads'}`}
            </p>
            {pages > 1 ? (
              <div className="pagination__buttons">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  Previous
                </button>
                <span className="pagination__page">
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                >
                  Next
                </button>
              </div>
            ) : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}

interface LeadColumn {
  header: string;
  cell: (lead: Lead) => React.ReactNode;
  end?: boolean;
  /** Hidden where the table's box is narrow (a laptop, a tablet), where another cell shows it instead. */
  wide?: boolean;
}

const cellClass = (c: LeadColumn) => [c.end ? 'is-end' : '', c.wide ? 'cell-wide' : ''].join(' ').trim() || undefined;

/** When a saved search's last digest went out and how many listings it held: "2 Dec 2026 · 3 listings". */
function lastDigestText(lead: Extract<Lead, { kind: 'saved-search' }>): string {
  if (!lead.lastDigestAt) return 'None yet';
  const listings = `${lead.lastDigestListings} ${lead.lastDigestListings === 1 ? 'listing' : 'listings'}`;
  return `${formatDate(lead.lastDigestAt)} · ${listings}`;
}

function columnsFor(kind: LeadKind): LeadColumn[] {
  const received: LeadColumn = {
    header: kind === 'subscriber' ? 'Subscribed' : 'Received',
    cell: (l) => (
      <span className="cell-nowrap">
        <span className="cell-title__main">{formatDate(l.createdAt)}</span>
        <span className="cell-title__sub">{formatTime(l.createdAt)}</span>
      </span>
    ),
  };
  const mail: LeadColumn = { header: 'E-mail sent', cell: (l) => <MailStatus lead={l} /> };
  const address: LeadColumn = {
    header: 'E-mail address',
    cell: (l) => (
      <span>
        <Link to={`/leads/${l.kind}/${l._id}`} className="cell-link cell-email">
          {l.email}
        </Link>
        <LeadLanguage lead={l} />
      </span>
    ),
  };
  if (kind === 'saved-search') {
    return [
      received,
      address,
      { header: 'Search', cell: (l) => (l.kind === 'saved-search' ? l.label : '') },
      {
        header: 'Alerts',
        cell: (l) =>
          l.kind === 'saved-search' ? (
            <span>
              {SEARCH_STATUS_LABELS[l.status]}
              <span className="cell-title__sub cell-narrow-only">Last digest: {lastDigestText(l)}</span>
            </span>
          ) : null,
      },
      {
        header: 'Last digest',
        wide: true,
        cell: (l) =>
          l.kind !== 'saved-search' ? null : (
            <span className={l.lastDigestAt ? 'cell-nowrap' : 'cell-muted'}>{lastDigestText(l)}</span>
          ),
      },
      { ...mail, header: 'Confirmation sent' },
    ];
  }
  if (kind === 'subscriber') {
    return [
      received,
      address,
      { header: 'Sign-ups', cell: (l) => (l.kind === 'subscriber' ? l.subscribeCount : ''), end: true },
      { header: 'Page', cell: (l) => <span className="cell-muted cell-url">{pathOf(l.pageURL)}</span> },
      mail,
    ];
  }
  const who: LeadColumn = {
    header: 'Name',
    cell: (l) => (
      <span>
        <Link to={`/leads/${l.kind}/${l._id}`} className="cell-link cell-title__main">
          {leadName(l)}
        </Link>
        <span className="cell-title__sub cell-email">{l.email}</span>
        {'phone' in l && l.phone ? <span className="cell-title__sub cell-narrow-only">{l.phone}</span> : null}
        <LeadLanguage lead={l} />
      </span>
    ),
  };
  const phone: LeadColumn = {
    header: 'Phone',
    wide: true,
    cell: (l) => ('phone' in l ? <span className="cell-nowrap">{l.phone}</span> : ''),
  };
  if (kind === 'start-now') {
    return [
      received,
      who,
      phone,
      {
        header: 'Looking for',
        cell: (l) =>
          l.kind === 'start-now' ? (
            <span className="cell-muted">
              {[l.purpose, l.propertyType, l.budget, l.timeline].filter(Boolean).join(' · ')}
            </span>
          ) : null,
      },
      mail,
    ];
  }
  return [
    received,
    who,
    phone,
    {
      header: 'Message',
      cell: (l) =>
        'message' in l ? (
          <span>
            {/* A booked viewing's day and time first: what the agent acts on. */}
            {l.kind === 'enquiry' && l.viewing ? (
              <span className="cell-title__main">
                Viewing {l.viewing.date} at {l.viewing.time}
              </span>
            ) : null}
            <span className="cell-clamp cell-message">{l.message}</span>
          </span>
        ) : null,
    },
    mail,
  ];
}

/**
 * The language a lead wrote in, when not English: whoever picks it up sees at a glance who should
 * answer, and in which language (its mails to the buyer are already in it).
 */
function LeadLanguage({ lead }: { lead: Lead }) {
  const language = languageOr(lead.language);
  if (language === DEFAULT_LANGUAGE) return null;
  return <span className="cell-title__sub lead-language">Writes in {LANGUAGE_NAMES[language]}</span>;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(date);
}

function pathOf(url: string): string {
  if (!url) return '—';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
