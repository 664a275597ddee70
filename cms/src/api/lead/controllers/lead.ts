import type { Context } from 'koa';
import type { z } from 'zod';
import {
  EnquiryInputSchema,
  LeadQuerySchema,
  LeadUpdateSchema,
  MESSAGES,
  StartNowInputSchema,
  SubscribeInputSchema,
  VIEWING_SUCCESS,
  ViewingInputSchema,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/body';
import { clientIp } from '../../../lib/client-ip';
import { sendList } from '../../../lib/controller';
import { leadKind, leadsCsv } from '../../../lib/leads';
import { enforceRateLimit, LEADS_LIMIT } from '../../../lib/rate-limit';
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
  async bookViewing(ctx: Context) {
    await enforceRateLimit(ctx, LEADS_LIMIT());
    await service().viewing(form(ctx, ViewingInputSchema), origin(ctx));
    ctx.body = { message: VIEWING_SUCCESS };
  },
  async getLeads(ctx: Context) {
    sendList(ctx, await service().list(leadKind(ctx.params.kind), query(ctx)));
  },
  async getLead(ctx: Context) {
    ctx.body = await service().get(leadKind(ctx.params.kind), ctx.params.id);
  },
  async updateLead(ctx: Context) {
    const body = readBody(ctx);
    const { handled } = parseInput(LeadUpdateSchema, body.fields, body.multipart);
    const lead = await service().setHandled(leadKind(ctx.params.kind), ctx.params.id, handled);
    ctx.body = { message: handled ? 'Lead marked handled' : 'Lead marked not handled', lead };
  },
  async retryLeadMail(ctx: Context) {
    const lead = await service().retryMail(leadKind(ctx.params.kind), ctx.params.id);
    ctx.body = { message: 'The notification is queued again', lead };
  },
  async exportLeads(ctx: Context) {
    const kind = leadKind(ctx.params.kind);
    const { items } = await service().list(kind, query(ctx), true);
    ctx.set('Content-Disposition', `attachment; filename="${kind}-leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = leadsCsv(kind, items);
  },
};
