import { DEAL_STAGES, type DealStage, type EnquiryLead } from '@estate/contract';
import { useId } from 'react';
import { DetailItem, DetailList, formatDate } from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import { DismissibleFlash } from '@/components/ui/dismissible-flash';
import { useAccess } from '@/lib/access';
import { useDealAssignees } from '@/hooks/use-deal-assignees';
import { assigneeText, stageLabel } from '../deal-labels';
import { ChoiceCommit } from './choice-commit';
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
        <ChoiceCommit
          id={`${id}-stage`}
          value={deal.stage}
          choices={DEAL_STAGES.map((s) => ({ value: s, label: stageLabel(s) }))}
          commitLabel="Move"
          readOnly={!canMove}
          busy={mover.pending}
          onCommit={(stage) => mover.moveTo(lead, stage as DealStage)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-assignee`}>
          Assigned to
        </label>
        {canAssign ? (
          <ChoiceCommit
            id={`${id}-assignee`}
            value={deal.assignee ? String(deal.assignee.id) : ''}
            choices={[
              { value: '', label: 'Nobody yet' },
              // A deactivated holder stays shown until the deal goes to somebody active.
              ...(deal.assignee && !holderListed
                ? [{ value: String(deal.assignee.id), label: assigneeText(deal), disabled: true }]
                : []),
              ...(assignees.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.role})` })),
            ]}
            commitLabel="Assign"
            busy={mover.pending}
            onCommit={(value) => mover.assign(lead, value ? Number(value) : null)}
          />
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
