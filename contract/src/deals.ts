/*
 * The pipeline (docs/decisions/0068): every enquiry, a booked viewing included, is a deal with a
 * stage, an assignee and the listing it came from. Deals move through the stages on the board
 * (or the table), are assigned on arrival (the listing's agent, else round robin among agents)
 * and flagged when nobody answered them within the settings' hours.
 */
import { z } from 'zod';
import { bool, text } from './fields.js';

export const DEAL_STAGES = ['new', 'contacted', 'viewing-booked', 'viewed', 'offer', 'won', 'lost'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'viewing-booked': 'Viewing booked',
  viewed: 'Viewed',
  offer: 'Offer',
  won: 'Won',
  lost: 'Lost',
};

/** The stages of a deal still being worked; won and lost are closed. */
export const OPEN_DEAL_STAGES: readonly DealStage[] = ['new', 'contacted', 'viewing-booked', 'viewed', 'offer'];

/** Hours after which a deal nobody answered is flagged: the default and the bounds staff may choose. */
export const UNANSWERED_HOURS_DEFAULT = 4;
export const UNANSWERED_HOURS_MIN = 1;
export const UNANSWERED_HOURS_MAX = 168;

/** Cards each column of the board shows at most (its count says how many there are). */
export const DEAL_BOARD_DEFAULT_PER_STAGE = 20;
export const DEAL_BOARD_MAX_PER_STAGE = 100;

const stage = (field: string) => z.enum(DEAL_STAGES, { error: `${field} must be one of: ${DEAL_STAGES.join(', ')}` });

/** The member a deal is assigned to. */
export const DealAssigneeSchema = z
  .object({
    id: z.number().meta({ description: "The staff user's id" }),
    name: z.string().meta({ description: 'Their team profile name, else their username' }),
    active: z.boolean().meta({ description: 'false once the member is deactivated' }),
  })
  .meta({ id: 'DealAssignee' });
export type DealAssignee = z.infer<typeof DealAssigneeSchema>;

/** An enquiry's place in the pipeline. */
export const DealSchema = z
  .object({
    stage: z.enum(DEAL_STAGES),
    lostReason: z.string().meta({ description: 'Why the deal was lost (empty unless lost)' }),
    assignee: DealAssigneeSchema.nullable(),
    assignedAt: z.string().nullable(),
    stageChangedAt: z.string().nullable(),
    firstResponseAt: z
      .string()
      .nullable()
      .meta({ description: 'When the deal first left New or was marked handled: the first response' }),
    unanswered: z.boolean().meta({
      description: "New, not handled and older than the settings' dealUnansweredHours",
    }),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof DealSchema>;

/** A move of a deal: its stage, its assignee, or both. */
export const DealUpdateSchema = z
  .object({
    stage: stage('stage').optional(),
    lostReason: text('lostReason', 500).optional().meta({ description: 'Required when the stage becomes Lost' }),
    assigneeId: z
      .number({ error: 'assigneeId must be a staff user id' })
      .int({ error: 'assigneeId must be a staff user id' })
      .positive({ error: 'assigneeId must be a staff user id' })
      .nullable()
      .optional()
      .meta({ description: 'The staff user to assign the deal to; null leaves it unassigned' }),
  })
  .superRefine((v, ctx) => {
    if (v.stage === undefined && v.assigneeId === undefined && v.lostReason === undefined)
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'stage, lostReason or assigneeId is required' });
    if (v.stage === 'lost' && !v.lostReason)
      ctx.addIssue({ code: 'custom', path: ['lostReason'], message: 'lostReason is required when a deal is lost' });
  })
  .meta({ id: 'DealUpdate' });
export type DealUpdate = z.input<typeof DealUpdateSchema>;

/** Whose deals a list shows: a member's id, the signed-in member's own, or those of nobody. */
export const dealAssigneeFilter = (field: string) =>
  z
    .string({ error: `${field} must be a staff user id, me or none` })
    .trim()
    .regex(/^(me|none|[1-9]\d{0,8})$/, { error: `${field} must be a staff user id, me or none` })
    .optional();

/** The pipeline's filters, shared by the board and the enquiries table. */
export const dealFilterFields = {
  stage: stage('stage').optional(),
  assignee: dealAssigneeFilter('assignee'),
  listing: text('listing', 200).optional().meta({ description: "The listing's id, slug or reference" }),
  unanswered: bool('unanswered').optional(),
};

export const DealBoardQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional().meta({
      description:
        'The deals of the people it finds: part of a name, e-mail address or phone number (in any spelling) their contact is known by',
    }),
    assignee: dealFilterFields.assignee,
    listing: dealFilterFields.listing,
    unanswered: dealFilterFields.unanswered,
    perStage: z
      .number({ error: 'perStage must be a whole number' })
      .int({ error: 'perStage must be a whole number' })
      .min(1, { error: 'perStage must be at least 1' })
      .max(DEAL_BOARD_MAX_PER_STAGE, { error: `perStage must be at most ${DEAL_BOARD_MAX_PER_STAGE}` })
      .optional(),
  })
  .meta({ id: 'DealBoardQuery' });
export type DealBoardQuery = z.input<typeof DealBoardQuerySchema>;

/** A member deals can be assigned to (the assignee pickers). */
export const DealAssigneeOptionSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    role: z.string().meta({ description: 'Their staff role' }),
  })
  .meta({ id: 'DealAssigneeOption' });
export type DealAssigneeOption = z.infer<typeof DealAssigneeOptionSchema>;
