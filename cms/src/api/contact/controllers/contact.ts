import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { ContactQuerySchema, EraseContactInputSchema, MergeContactsInputSchema } from '@estate/contract';
import { accessIn } from '../../../lib/auth/roles';
import { parseInput, readBody } from '../../../lib/http/body';
import { CONTACT_UID } from '../../../lib/leads/contacts';
import { eraseContact, exportContact } from '../../../lib/privacy/data-requests';
import { sendList } from '../../../lib/resource/controller';

/*
 * Contacts for staff (docs/decisions/0066): the table, one contact with its timeline, and the merge;
 * a contact's data requests, its export and erasure (docs/decisions/0085, lib/privacy).
 */

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
  async exportContact(ctx: Context) {
    const id = String(ctx.params.id);
    const document = await exportContact(id);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', `attachment; filename="contact-${id}-${document.exportedAt.slice(0, 10)}.json"`);
    ctx.body = document;
  },
  async eraseContact(ctx: Context) {
    const body = readBody(ctx);
    const { confirm } = parseInput(EraseContactInputSchema, body.fields, body.multipart);
    ctx.body = await eraseContact(String(ctx.params.id), confirm);
  },
}));
