import { AUDIT_KIND_LABELS, AUDIT_KINDS } from '@estate/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { describedBy, FieldError, SelectField, TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fieldErrorsOf, listErrorText } from '@/lib/api-client';
import type { AuditListQuery } from '@/lib/query-keys';
import { TABLE_PAGE_SIZE } from '@/lib/table-query';
import { useAuditEntries } from '../api/get-audit-entries';
import { AuditRow, AuditTable } from './audit-table';

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }));

/** The filters of the address (?actor=&kind=&from=&to=&page=), as they are sent. */
const FILTERS = ['actor', 'kind', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The filters and page live in the address, so a filtered view can be shared and Back and reload
 * show the same rows. Values are sent as they are: one the server refuses is named at its field.
 */
function queryFrom(params: URLSearchParams): { query: AuditListQuery; page: number } {
  const pageText = params.get('page');
  const page = pageText && /^\d+$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const text = (key: Filter) => params.get(key)?.trim() || undefined;
  return {
    page,
    query: {
      actor: text('actor'),
      kind: text('kind'),
      from: text('from'),
      to: text('to'),
      limit: TABLE_PAGE_SIZE,
      offset: (page - 1) * TABLE_PAGE_SIZE,
    },
  };
}

/**
 * /admin/audit, for the roles with audit.read: every write of the site's content, leads and team,
 * newest first, whoever made it and through whichever door (the staff area, the Strapi panel, an
 * API token, the site itself), filtered by person, kind and days.
 */
export function AuditPage() {
  useDocumentTitle('Audit trail');
  const [params, setParams] = useSearchParams();
  const { query, page } = queryFrom(params);
  const entries = useAuditEntries(query);
  const personId = useId();
  const [person, setPerson] = useState(query.actor ?? '');
  const actorInUrl = params.get('actor') ?? '';
  useEffect(() => setPerson(actorInUrl), [actorInUrl]);

  const setFilter = (key: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('actor', person.trim());
  };
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    setParams(next);
  };

  // A filter the server refused is named at its field; the table says to correct it.
  const refused = entries.isError ? fieldErrorsOf(entries.error) : {};
  const refusedHere = FILTERS.some((f) => refused[f]);
  const filtered = FILTERS.some((f) => query[f]);
  const data = entries.data;
  const status = entries.isPending ? 'pending' : entries.isError ? 'error' : 'success';
  const total = data?.total ?? 0;

  return (
    <>
      <PageHeader
        eyebrow="Team"
        title="Audit trail"
        description="Every change to the site's content, leads and team: who made it, when, from where, and what each field was before."
      />
      <div className="table-panel">
        <div className="filters">
          <form className="field field--grow" role="search" onSubmit={onSearch}>
            <label className="field__label" htmlFor={personId}>
              Person
            </label>
            <div className="search-input search-input--full">
              <SearchIcon />
              <input
                id={personId}
                type="search"
                className="input"
                value={person}
                maxLength={200}
                placeholder="Part of a name"
                aria-invalid={refused.actor ? true : undefined}
                aria-describedby={describedBy(personId, undefined, refused.actor)}
                onChange={(event) => setPerson(event.target.value)}
                onBlur={() => person.trim() !== (query.actor ?? '') && setFilter('actor', person.trim())}
              />
            </div>
            <FieldError id={personId} error={refused.actor} />
          </form>
          <SelectField
            label="Kind"
            name="kind"
            value={query.kind ?? ''}
            onValueChange={(v) => setFilter('kind', v)}
            options={KIND_OPTIONS}
            placeholder="All kinds"
            error={refused.kind}
          />
          <TextField
            label="From"
            name="from"
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onValueChange={(v) => setFilter('from', v)}
            error={refused.from}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onValueChange={(v) => setFilter('to', v)}
            error={refused.to}
          />
          {filtered ? (
            <div className="filters__actions">
              <Button variant="quiet" size="sm" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
        <AuditTable
          caption="Audit trail"
          showWhat
          status={status}
          fetching={entries.isPlaceholderData}
          errorText={
            refusedHere
              ? 'Correct the filter marked above to see the entries.'
              : listErrorText(entries.error, 'Failed to fetch the audit trail')
          }
          emptyText={
            data?.items.length
              ? null
              : filtered
                ? 'No entries match these filters.'
                : total > 0
                  ? 'No rows on this page.'
                  : 'Nothing has been recorded yet.'
          }
        >
          {data?.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} showWhat />
          ))}
        </AuditTable>
        {status === 'success' ? (
          <Pagination
            label="Audit trail"
            page={page}
            pageSize={TABLE_PAGE_SIZE}
            total={total}
            shown={data?.items.length ?? 0}
            onPage={goTo}
            count={(n) => `${n.toLocaleString('en-US')} ${n === 1 ? 'entry' : 'entries'}`}
          />
        ) : null}
      </div>
    </>
  );
}
