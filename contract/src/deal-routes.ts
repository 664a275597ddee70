/*
 * The routes of the pipeline (docs/decisions/0068): the board, the move of a deal and the members
 * deals can be assigned to. The table view is the enquiries' own list (getLeads with the deal
 * filters). routes.ts joins this table with the other *-routes.ts modules.
 */
import { z } from 'zod';
import { DealAssigneeOptionSchema, DealBoardQuerySchema, DEAL_STAGES, DealUpdateSchema } from './deals.js';
import { EnquiryLeadSchema } from './leads.js';
import { savedSchema } from './route-builders.js';
import type { RouteSpec } from './route-def.js';
import type { RouteName } from './route-paths.js';

/** The board: a column per stage with its count and its newest deals. */
export const DealBoardSchema = z
  .object({
    columns: z.array(
      z.object({
        stage: z.enum(DEAL_STAGES),
        count: z.number().meta({ description: 'Deals in the stage that match the filters' }),
        deals: z.array(EnquiryLeadSchema).meta({ description: 'The newest of them, at most perStage' }),
      }),
    ),
    unansweredHours: z.number().meta({ description: 'After how many hours a new deal is flagged unanswered' }),
  })
  .meta({ id: 'DealBoard' });
export type DealBoard = z.infer<typeof DealBoardSchema>;

export const DEAL_ROUTE_SPECS = {
  getDealBoard: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'lead',
    summary:
      'The pipeline board: per stage, how many deals match the filters and the newest of them; an agent sees their own deals only',
    query: DealBoardQuerySchema,
    response: DealBoardSchema,
    errors: [400, 401, 403, 429],
  },
  updateDeal: {
    access: 'staff',
    permission: 'deals.write',
    resource: 'lead',
    summary:
      'Move a deal to a stage (Lost with a reason) or assign it; the new assignee is mailed; recorded in the audit trail',
    body: DealUpdateSchema,
    response: savedSchema('lead', EnquiryLeadSchema),
    errors: [400, 401, 403, 404, 409, 413, 429],
  },
  getDealAssignees: {
    access: 'staff',
    permission: 'deals.read',
    resource: 'lead',
    summary: 'The active members deals can be assigned to (administrators, editors and agents)',
    response: z.array(DealAssigneeOptionSchema),
    errors: [401, 403, 429],
  },
} as const satisfies { [N in RouteName]?: RouteSpec };
