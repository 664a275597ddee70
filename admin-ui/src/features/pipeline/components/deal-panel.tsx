import { DEAL_STAGES, type DealStage, type EnquiryLead } from '@estate/contract';
import { useId } from 'react';
import { DetailItem, DetailList, formatDate } from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import { DismissibleFlash } from '@/components/ui/dismissible-flash';
import { useAccess } from '@/lib/access';
import { useDealAssignees } from '../api/get-deal-assignees';
import { assigneeText, stageLabel } from '../deal-labels';
import { useDealMover } from './use-deal-mover';

/**
 * An enquiry's place in the pipeline on its page: its stage and who holds it, both changeable by
 * a role that works deals (an agent keeps the deals they hold), when it was first answered.
 */
export function DealPanel({ lead }: { lead: EnquiryLead }) {
  const id = useId();
  const access = useAccess();
  const mover = useDealMover();
  const canMove = access.can('deals.write');
  // Agents work the deals they hold; handing one over is for the roles that see everybody's.
  const canAssign = canMove && access.role !== 'agent';
  const assignees = useDealAssignees(canAssign);
  const { deal } = lead;
  const holderListed = !deal.assignee || (assignees.data ?? []).some((m) => m.id === deal.assignee!.id);
  return (
    <Card title="Pipeline">
      <DismissibleFlash message={mover.message} onDismiss={mover.dismiss} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-stage`}>
          Stage
        </label>
        <select
          id={`${id}-stage`}
          className="input input--select"
          value={deal.stage}
          disabled={!canMove || mover.pending}
          onChange={(e) => mover.moveTo(lead, e.target.value as DealStage)}
        >
          {DEAL_STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-assignee`}>
          Assigned to
        </label>
        {canAssign ? (
          <select
            id={`${id}-assignee`}
            className="input input--select"
            value={deal.assignee ? String(deal.assignee.id) : ''}
            disabled={mover.pending || assignees.isPending}
            onChange={(e) => mover.assign(lead, e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">Nobody yet</option>
            {/* A deactivated holder stays shown until the deal goes to somebody active. */}
            {deal.assignee && !holderListed ? (
              <option value={String(deal.assignee.id)} disabled>
                {assigneeText(deal)}
              </option>
            ) : null}
            {(assignees.data ?? []).map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name} ({m.role})
              </option>
            ))}
          </select>
        ) : (
          <p className="field__static" id={`${id}-assignee`}>
            {assigneeText(deal)}
          </p>
        )}
      </div>
      <DetailList>
        {deal.unanswered ? (
          <DetailItem label="Answer" wide>
            <span className="pill pill--failed">Unanswered</span>
          </DetailItem>
        ) : null}
        {deal.stage === 'lost' ? (
          <DetailItem label="Lost because" wide>
            {deal.lostReason}
          </DetailItem>
        ) : null}
        <DetailItem label="First answered">{formatDate(deal.firstResponseAt, true)}</DetailItem>
        <DetailItem label="Assigned on">{formatDate(deal.assignedAt, true)}</DetailItem>
      </DetailList>
      {mover.dialog}
    </Card>
  );
}
