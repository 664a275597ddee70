import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { ContactQuerySchema, MergeContactsInputSchema } from '@estate/contract';
import { accessIn } from '../../../lib/auth/roles';
import { parseInput, readBody } from '../../../lib/http/body';
import { CONTACT_UID } from '../../../lib/leads/contacts';
import { sendList } from '../../../lib/resource/controller';

/* Contacts for staff (docs/decisions/0066): the table, one contact with its timeline, and the merge. */

const service = () => strapi.service('api::contact.contact');

export default factories.createCoreController(CONTACT_UID, () => ({
  async getContacts(ctx: Context) {
    const q = parseInput(ContactQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    ctx.set('Cache-Control', 'private, no-store');
    sendList(ctx, await service().list(q, accessIn(ctx)));
  },
  async getContact(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await service().get(String(ctx.params.id), accessIn(ctx));
  },
  async mergeContacts(ctx: Context) {
    const body = readBody(ctx);
    const { from, into } = parseInput(MergeContactsInputSchema, body.fields, body.multipart);
    const contact = await service().merge(from, into, accessIn(ctx));
    ctx.body = { message: `Contacts merged: ${contact.name || contact.email} now has every lead of both`, contact };
  },
}));
