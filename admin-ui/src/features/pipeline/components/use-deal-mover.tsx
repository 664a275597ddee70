import type { DealStage, EnquiryLead } from '@estate/contract';
import { useState, type ReactNode } from 'react';
import { useTimedMessage, type FlashMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { useUpdateDeal } from '../api/update-deal';
import { buyerName, stageLabel } from '../deal-labels';
import { LostReasonDialog } from './lost-reason-dialog';

export interface DealMover {
  /** Moves the deal to a stage; Lost asks for the reason first. */
  moveTo: (lead: EnquiryLead, stage: DealStage) => void;
  /** Assigns the deal to a member (null: nobody). */
  assign: (lead: EnquiryLead, assigneeId: number | null) => void;
  pending: boolean;
  /** Whether a move of this deal is being saved. */
  pendingFor: (id: string) => boolean;
  /** The outcome of the last move, kept until dismissed or replaced. */
  message: FlashMessage | null;
  dismiss: () => void;
  /** The Lost reason dialog, to render once where the mover is used. */
  dialog: ReactNode;
}

/** Moves and assigns deals, from the board, the table or a deal's page, with one outcome message. */
export function useDealMover(): DealMover {
  const update = useUpdateDeal();
  const flash = useTimedMessage();
  const [losing, setLosing] = useState<EnquiryLead | null>(null);
  // A refused Lost shows in its dialog, which covers the page's message.
  const [lostError, setLostError] = useState<string | null>(null);

  const run = (lead: EnquiryLead, change: Parameters<typeof update.mutate>[0]['change'], done: string) =>
    update.mutate(
      { id: lead._id, change },
      {
        onSuccess: () => {
          setLosing(null);
          // Outcomes stay until dismissed or replaced by the next one.
          flash.show('success', done, { sticky: true });
        },
        onError: (error) => {
          const text = errorText(error, ADMIN_MESSAGES.deals.moveFailed);
          if (change.stage === 'lost') setLostError(text);
          flash.show('error', text, { sticky: true });
        },
      },
    );

  return {
    moveTo: (lead, stage) => {
      if (stage === lead.deal.stage) return;
      if (stage === 'lost') {
        setLostError(null);
        setLosing(lead);
      } else run(lead, { stage }, `${buyerName(lead)} moved to ${stageLabel(stage)}.`);
    },
    assign: (lead, assigneeId) =>
      run(
        lead,
        { assigneeId },
        assigneeId === null ? `${buyerName(lead)} is unassigned.` : `${buyerName(lead)} is assigned.`,
      ),
    pending: update.isPending,
    pendingFor: (id) => update.isPending && update.variables?.id === id,
    message: flash.message,
    dismiss: flash.clear,
    dialog: (
      <LostReasonDialog
        key={losing?._id ?? 'none'}
        open={!!losing}
        buyer={losing ? buyerName(losing) : ''}
        busy={update.isPending}
        error={lostError}
        onCancel={() => setLosing(null)}
        onConfirm={(reason) =>
          losing && run(losing, { stage: 'lost', lostReason: reason }, `${buyerName(losing)} moved to Lost.`)
        }
      />
    ),
  };
}
