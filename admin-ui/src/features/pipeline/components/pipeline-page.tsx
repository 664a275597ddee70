import {
  DEAL_STAGES,
  type DealBoard,
  type DealBoardQuery,
  type DealStage,
  type EnquiryLead,
  type Lead,
} from '@estate/contract';
import { useId, useState, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DismissibleFlash } from '@/components/ui/dismissible-flash';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccess } from '@/lib/access';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { listErrorText } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { TABLE_PAGE_SIZE, useTableQuery } from '@/lib/table-query';
import { useDealAssignees } from '@/hooks/use-deal-assignees';
import { AssigneeFilterOptions } from '@/components/ui/assignee-filter-options';
import { useDealBoard } from '../api/get-deal-board';
import { useDeals } from '../api/get-deals';
import { ageText, assigneeText, buyerName, stageLabel } from '../deal-labels';
import { ChoiceCommit } from './choice-commit';
import { useDealMover, type DealMover } from './use-deal-mover';

type View = 'board' | 'table';

/** The pipeline's filters as the address holds them (?view=&q=&assignee=&unanswered=&stage=). */
function usePipelineFilters() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'table' ? 'table' : 'board';
  const assignee = params.get('assignee') ?? '';
  const stageParam = params.get('stage') ?? '';
  const filters = {
    q: (params.get('q') ?? '').trim(),
    assignee: /^(me|none|\d+)$/.test(assignee) ? assignee : '',
    unanswered: params.get('unanswered') === 'true',
    stage: (DEAL_STAGES as readonly string[]).includes(stageParam) ? (stageParam as DealStage) : undefined,
  };
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { view, filters, set };
}

/**
 * /admin/pipeline (docs/decisions/0068): every enquiry and booked viewing as a deal, on a board of
 * its stages (drag a card, or choose its stage) or in a table, filtered by who holds it and
 * whether anybody answered it in time.
 */
export function PipelinePage() {
  useDocumentTitle('Pipeline');
  const { view, filters, set } = usePipelineFilters();
  const mover = useDealMover();
  return (
    <>
      <PageHeader
        eyebrow="Enquiries and viewings"
        title="Pipeline"
        description="Every enquiry and booked viewing as a deal, from the first message to the signed offer."
        actions={
          <div className="segmented" role="group" aria-label="View">
            {(['board', 'table'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className="segmented__option"
                aria-pressed={view === v}
                onClick={() => set('view', v === 'board' ? '' : v)}
              >
                {v === 'board' ? 'Board' : 'Table'}
              </button>
            ))}
          </div>
        }
      />
      <DismissibleFlash message={mover.message} onDismiss={mover.dismiss} />
      <PipelineFilters filters={filters} set={set} withSearch={view === 'board'} withStage={view === 'table'} />
      {view === 'board' ? <Board filters={filters} mover={mover} /> : <DealTable filters={filters} mover={mover} />}
      {mover.dialog}
    </>
  );
}

type Filters = ReturnType<typeof usePipelineFilters>['filters'];

function PipelineFilters({
  filters,
  set,
  withSearch,
  withStage,
}: {
  filters: Filters;
  set: (name: string, value: string) => void;
  withSearch: boolean;
  withStage: boolean;
}) {
  const id = useId();
  const access = useAccess();
  // An agent sees their own deals only: the other members are for the roles that see everybody's.
  const assignees = useDealAssignees(access.role !== 'agent');
  const [text, setText] = useState(filters.q);
  return (
    <form
      className="filter-bar"
      role="search"
      aria-label="Filter the deals"
      onSubmit={(e) => {
        e.preventDefault();
        set('q', text.trim());
      }}
    >
      {withSearch ? (
        <div className="filter-bar__field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            className="input"
            type="search"
            value={text}
            placeholder="Name, e-mail, phone or message"
            onChange={(e) => setText(e.target.value)}
            onBlur={() => set('q', text.trim())}
          />
        </div>
      ) : null}
      <div className="filter-bar__field">
        <label htmlFor={`${id}-assignee`}>Assigned to</label>
        <select
          id={`${id}-assignee`}
          className="input input--select"
          value={filters.assignee}
          onChange={(e) => set('assignee', e.target.value)}
        >
          <AssigneeFilterOptions members={assignees.data} selfId={access.user.id} anyLabel="Anyone" />
        </select>
      </div>
      {withStage ? (
        <div className="filter-bar__field">
          <label htmlFor={`${id}-stage`}>Stage</label>
          <select
            id={`${id}-stage`}
            className="input input--select"
            value={filters.stage ?? ''}
            onChange={(e) => set('stage', e.target.value)}
          >
            <option value="">Every stage</option>
            {DEAL_STAGES.map((s) => (
              <option key={s} value={s}>
                {stageLabel(s)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className="filter-bar__check">
        <input
          type="checkbox"
          checked={filters.unanswered}
          onChange={(e) => set('unanswered', e.target.checked ? 'true' : '')}
        />
        Unanswered only
      </label>
    </form>
  );
}

const boardQuery = (filters: Filters): DealBoardQuery => ({
  q: filters.q || undefined,
  assignee: filters.assignee || undefined,
  unanswered: filters.unanswered || undefined,
});

function Board({ filters, mover }: { filters: Filters; mover: DealMover }) {
  const board = useDealBoard(boardQuery(filters));
  const [params] = useSearchParams();
  // The table of one stage, under the same search and filters as the board.
  const tableLink = (stage: DealStage) => {
    const next = new URLSearchParams(params);
    next.set('view', 'table');
    next.set('stage', stage);
    next.delete('page');
    return `?${next.toString()}`;
  };
  const [over, setOver] = useState<DealStage | null>(null);
  if (board.status === 'pending') return <p className="board__state">Loading…</p>;
  if (board.status === 'error')
    return (
      <p className="board__state board__state--error" role="alert">
        {listErrorText(board.error, ADMIN_MESSAGES.deals.boardFailed)}
      </p>
    );
  const deals = new Map(board.data.columns.flatMap((c) => c.deals.map((d) => [d._id, d] as const)));
  const drop = (stage: DealStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const lead = deals.get(event.dataTransfer.getData('text/plain'));
    if (lead) mover.moveTo(lead, stage);
  };
  return (
    <>
      <div className="board" aria-busy={board.isFetching} onDragEnd={() => setOver(null)}>
        {board.data.columns.map((column) => (
          <section
            key={column.stage}
            className={`board__column${over === column.stage ? ' is-over' : ''}`}
            aria-label={`${stageLabel(column.stage)}: ${column.count} ${column.count === 1 ? 'deal' : 'deals'}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(column.stage);
            }}
            onDragLeave={() => setOver((s) => (s === column.stage ? null : s))}
            onDrop={drop(column.stage)}
          >
            <h2 className="board__title">
              {stageLabel(column.stage)} <span className="board__count">{column.count.toLocaleString('en-US')}</span>
            </h2>
            <ul className="board__cards">
              {column.deals.map((lead) => (
                <DealCard key={lead._id} lead={lead} mover={mover} />
              ))}
            </ul>
            {column.count > column.deals.length ? (
              <Link className="board__more" to={tableLink(column.stage)}>
                All {column.count.toLocaleString('en-US')} in the table
              </Link>
            ) : column.count === 0 ? (
              <p className="board__empty">No deals</p>
            ) : null}
          </section>
        ))}
      </div>
      <UnansweredNote board={board.data} />
    </>
  );
}

function UnansweredNote({ board }: { board: DealBoard }) {
  return (
    <p className="board__note">
      A new deal nobody has answered within {board.unansweredHours} {board.unansweredHours === 1 ? 'hour' : 'hours'} is
      flagged Unanswered (Settings).
    </p>
  );
}

const STAGE_CHOICES = DEAL_STAGES.map((s) => ({ value: s, label: stageLabel(s) }));

function StageSelect({ lead, mover, label }: { lead: EnquiryLead; mover: DealMover; label: string }) {
  const access = useAccess();
  return (
    <ChoiceCommit
      label={label}
      value={lead.deal.stage}
      choices={STAGE_CHOICES}
      commitLabel="Move"
      compact
      readOnly={!access.can('deals.write')}
      busy={mover.pendingFor(lead._id)}
      onCommit={(stage) => mover.moveTo(lead, stage as DealStage)}
    />
  );
}

function DealCard({ lead, mover }: { lead: EnquiryLead; mover: DealMover }) {
  const name = buyerName(lead);
  const canMove = useAccess().can('deals.write');
  return (
    <li
      className={`deal-card${lead.deal.unanswered ? ' deal-card--late' : ''}`}
      draggable={canMove}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', lead._id);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <Link className="deal-card__name" to={`/leads/enquiry/${lead._id}`}>
        {name}
      </Link>
      {lead.listing ? (
        <span className="deal-card__listing">
          {lead.listing.referenceNumber ? `${lead.listing.referenceNumber} · ` : ''}
          {lead.listing.title}
        </span>
      ) : null}
      {lead.viewing ? (
        <span className="deal-card__viewing">
          Viewing {lead.viewing.date} {lead.viewing.time}
        </span>
      ) : null}
      <span className="deal-card__meta">
        <span>{assigneeText(lead.deal)}</span>
        <time dateTime={lead.createdAt} title={formatWhen(lead.createdAt)}>
          {ageText(lead.createdAt)}
        </time>
      </span>
      {lead.deal.unanswered ? <span className="pill pill--failed">Unanswered</span> : null}
      {lead.deal.stage === 'lost' && lead.deal.lostReason ? (
        <span className="deal-card__reason">{lead.deal.lostReason}</span>
      ) : null}
      <StageSelect lead={lead} mover={mover} label={`Stage of ${name}'s deal`} />
    </li>
  );
}

const isEnquiry = (lead: Lead): lead is EnquiryLead => lead.kind === 'enquiry';

function DealTable({ filters, mover }: { filters: Filters; mover: DealMover }) {
  const table = useTableQuery([]);
  const { page } = table.query;
  const leads = useDeals({
    q: table.query.q || undefined,
    assignee: filters.assignee || undefined,
    unanswered: filters.unanswered || undefined,
    stage: filters.stage,
    limit: TABLE_PAGE_SIZE,
    offset: (page - 1) * TABLE_PAGE_SIZE,
  });
  const columns: Column<Lead>[] = [
    {
      id: 'name',
      header: 'Buyer',
      cell: (l) =>
        isEnquiry(l) ? (
          <Link to={`/leads/enquiry/${l._id}`} className="cell-link cell-title__main">
            {buyerName(l)}
          </Link>
        ) : null,
    },
    {
      id: 'stage',
      header: 'Stage',
      cell: (l) =>
        isEnquiry(l) ? <StageSelect lead={l} mover={mover} label={`Stage of ${buyerName(l)}'s deal`} /> : null,
    },
    {
      id: 'assignee',
      header: 'Assigned to',
      cell: (l) => (isEnquiry(l) ? assigneeText(l.deal) : null),
    },
    {
      id: 'listing',
      header: 'Listing',
      cell: (l) =>
        isEnquiry(l) && l.listing ? (
          <span className="cell-muted">{l.listing.referenceNumber || l.listing.title}</span>
        ) : (
          <span className="cell-muted">—</span>
        ),
    },
    {
      id: 'received',
      header: 'Received',
      cell: (l) => (
        <span className="cell-nowrap">
          <time dateTime={l.createdAt}>{formatWhen(l.createdAt)}</time>
          {isEnquiry(l) && l.deal.unanswered ? <span className="pill pill--failed">Unanswered</span> : null}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Deals"
      columns={columns}
      page={leads.data}
      table={table}
      fetching={leads.isPlaceholderData}
      rowKey={(l) => l._id}
      status={leads.status}
      errorText={listErrorText(leads.error, ADMIN_MESSAGES.deals.boardFailed)}
      emptyText="No deals match these filters."
      searchLabel="Search by name, e-mail, phone or message"
    />
  );
}
