import type { Context } from 'koa';
import type { z } from 'zod';
import {
  DealBoardQuerySchema,
  DealUpdateSchema,
  EnquiryInputSchema,
  LeadQuerySchema,
  LeadUpdateSchema,
  MESSAGES,
  SAVED_SEARCH_MESSAGES,
  SavedSearchTokenInputSchema,
  SaveSearchInputSchema,
  StartNowInputSchema,
  SubscribeInputSchema,
  UnsubscribeInputSchema,
  UnsubscribeQuerySchema,
  VIEWING_SUCCESS,
  ViewingInputSchema,
  ViewingUpdateSchema,
  ViewingWeekQuerySchema,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import { badRequest } from '../../../lib/http/errors';
import { clientIp } from '../../../lib/auth/client-ip';
import { sendList } from '../../../lib/resource/controller';
import { leadKind, leadsCsv } from '../../../lib/leads/leads';
import { enforceRateLimit, LEADS_LIMIT } from '../../../lib/auth/rate-limit';
import { accessIn, leadScope } from '../../../lib/auth/roles';
import type { LeadOrigin } from '../services/lead';

const query = (ctx: Context) => parseInput(LeadQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
const service = () => strapi.service('api::lead.lead');

/** A lead form's body, checked against the contract (the honeypot field comes along). */
function form<S extends z.ZodObject>(ctx: Context, schema: S) {
  const body = readBody(ctx);
  return parseInput(schema, body.fields, body.multipart) as z.output<S> & Record<string, unknown>;
}

const origin = (ctx: Context): LeadOrigin => ({
  referer: ctx.get('referer'),
  ip: clientIp(ctx),
  userAgent: ctx.get('user-agent'),
});

export default {
  async sendEmail(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    await service().enquiry(form(ctx, EnquiryInputSchema), origin(ctx));
    ctx.body = { message: MESSAGES.contactSuccess };
  },
  async sendEmailStartNow(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    await service().startNow(form(ctx, StartNowInputSchema), origin(ctx));
    ctx.body = { message: MESSAGES.contactSuccess };
  },
  async subscribe(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    await service().subscribe(form(ctx, SubscribeInputSchema), origin(ctx));
    ctx.body = { message: MESSAGES.subscribeSuccess };
  },
  async saveSearch(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    const label = await service().saveSearch(form(ctx, SaveSearchInputSchema), origin(ctx));
    ctx.body = { message: SAVED_SEARCH_MESSAGES.saved, label };
  },
  async confirmSavedSearch(ctx: Context) {
    const { label, already } = await service().confirmSearch(form(ctx, SavedSearchTokenInputSchema).token);
    ctx.body = { message: already ? SAVED_SEARCH_MESSAGES.alreadyConfirmed : SAVED_SEARCH_MESSAGES.confirmed, label };
  },
  /** From the page (token in the body) or a mail client's RFC 8058 one-click POST (token in the query). */
  async unsubscribeSavedSearch(ctx: Context) {
    const body = form(ctx, UnsubscribeInputSchema);
    const token =
      body.token ?? parseInput(UnsubscribeQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true).token;
    if (!token) throw badRequest('token is required', [{ field: 'token', message: 'token is required' }]);
    const label = await service().unsubscribeSearch(token);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: SAVED_SEARCH_MESSAGES.unsubscribed, label };
  },
  async bookViewing(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    await service().viewing(form(ctx, ViewingInputSchema), origin(ctx));
    ctx.body = { message: VIEWING_SUCCESS };
  },
  async getLeads(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    const access = accessIn(ctx);
    sendList(ctx, await service().list(kind, query(ctx), await leadScope(access, kind), false, access));
  },
  async getLead(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    ctx.body = await service().get(kind, ctx.params.id, await leadScope(accessIn(ctx), kind));
  },
  async updateLead(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    const scope = await leadScope(accessIn(ctx), kind);
    const body = readBody(ctx);
    const { handled } = parseInput(LeadUpdateSchema, body.fields, body.multipart);
    const lead = await service().setHandled(kind, ctx.params.id, handled, scope);
    ctx.body = { message: handled ? 'Lead marked handled' : 'Lead marked not handled', lead };
  },
  async retryLeadMail(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    const lead = await service().retryMail(kind, ctx.params.id, await leadScope(accessIn(ctx), kind));
    ctx.body = { message: 'The notification is queued again', lead };
  },
  async exportLeads(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    const access = accessIn(ctx);
    const { items } = await service().list(kind, query(ctx), await leadScope(access, kind), true, access);
    ctx.set('Content-Disposition', `attachment; filename="${kind}-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = leadsCsv(kind, items);
  },

  /* ---- the pipeline (docs/decisions/0068) ---- */
  async getDealBoard(ctx: Context) {
    const access = accessIn(ctx);
    const q = parseInput(DealBoardQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().board(q, access, await leadScope(access, 'enquiry'));
  },
  async updateDeal(ctx: Context) {
    const access = accessIn(ctx);
    const body = readBody(ctx);
    const change = parseInput(DealUpdateSchema, body.fields, body.multipart);
    const lead = await service().moveDeal(String(ctx.params.id), change, access, await leadScope(access, 'enquiry'));
    ctx.body = { message: 'Deal updated', lead };
  },
  async getDealAssignees(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().assignees();
  },

  /* ---- the viewings calendar (docs/decisions/0083) ---- */
  async getViewings(ctx: Context) {
    const q = parseInput(ViewingWeekQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().viewingWeek(q, accessIn(ctx));
  },
  async getViewing(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().viewingOne(String(ctx.params.id), accessIn(ctx));
  },
  async updateViewing(ctx: Context) {
    const body = readBody(ctx);
    const update = parseInput(ViewingUpdateSchema, body.fields, body.multipart);
    const viewing = await service().changeViewing(String(ctx.params.id), update, accessIn(ctx));
    const said = { confirm: 'Viewing confirmed', reschedule: 'Viewing rescheduled', cancel: 'Viewing cancelled' };
    ctx.body = { message: said[update.action], viewing };
  },
  async resendViewingMail(ctx: Context) {
    const viewing = await service().resendViewingMail(String(ctx.params.id), accessIn(ctx));
    ctx.body = { message: "The buyer's mail is queued again", viewing };
  },
};
