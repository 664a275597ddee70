import type { Context } from 'koa';
import {
  AuditQuerySchema,
  InviteStaffUserInputSchema,
  isTranslatedKind,
  LANGUAGE_NAMES,
  MailPreviewQuerySchema,
  ROLE_LEAD_KINDS,
  TRANSLATION_LANGUAGES,
  TranslationInputSchema,
  translationPermission,
  type TranslatedKind,
  type TranslationLanguage,
  UpdateStaffUserInputSchema,
} from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';
import { notFound } from '../../../lib/http/errors';
import { accessIn, assertCan } from '../../../lib/auth/roles';
import { deleteTranslation, saveTranslation, translationSet } from '../../../lib/translations/translation-edits';
import { inviteStaffUser, listStaffUsers, resetStaffTwoFactor, updateStaffUser } from '../../../lib/auth/staff-users';
import { statusOf } from '../../../lib/auth/two-factor';
import { listEntries, restoreEntry } from '../../../lib/audit/entries';
import { sendList } from '../../../lib/resource/controller';
import { dismissStaffMail, resendStaffMail, undeliveredStaffMails } from '../../../lib/mail/undelivered';
import { isMailPreviewKind, mailPreview, mailPreviews } from '../../../lib/mail/previews';

/*
 * The agency's team (docs/decisions/0063): the signed-in member, the administrators' user screen,
 * the mails to the team that could not be sent, and the previews of every mail (decision 0099).
 */

/** The numeric id of the path; an id that cannot exist is as unknown as one that does not (404). */
function idParam(ctx: Context, what: string): number {
  const id = Number(ctx.params.id);
  if (!/^\d+$/.test(String(ctx.params.id)) || !Number.isSafeInteger(id) || id <= 0) throw notFound(`${what} not found`);
  return id;
}

/**
 * The item and language of a translation route: 404 for a kind without translations or a language
 * the site does not have; 403 unless the member may write that kind (as its own edit page needs;
 * the settings', settings.write).
 */
function translationTarget(
  ctx: Context,
  withLanguage: true,
): { kind: TranslatedKind; id: string; language: TranslationLanguage };
function translationTarget(ctx: Context): { kind: TranslatedKind; id: string };
function translationTarget(ctx: Context, withLanguage = false) {
  const kind = String(ctx.params.kind);
  if (!isTranslatedKind(kind)) throw notFound('This kind of item has no translations');
  assertCan(accessIn(ctx), translationPermission(kind));
  const language = String(ctx.params.language);
  if (withLanguage && !(TRANSLATION_LANGUAGES as string[]).includes(language))
    throw notFound(`No such language: translations are in ${TRANSLATION_LANGUAGES.join(', ')}`);
  return { kind, id: String(ctx.params.id), language: language as TranslationLanguage };
}

/** The previews' sample buyer's language (the `language` query parameter: en by default). */
const previewQuery = (ctx: Context) =>
  parseInput(MailPreviewQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);

export default {
  async getMe(ctx: Context) {
    const access = accessIn(ctx);
    const member = await access.teamMember();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = {
      user: { id: access.user.id, username: access.user.username, email: access.user.email },
      role: access.role,
      permissions: access.permissions,
      leadKinds: ROLE_LEAD_KINDS[access.role],
      teamMember: member ? { _id: member.documentId, name: member.name } : null,
      twoFactor: await statusOf(access.user.id, access.role),
    };
  },
  async getStaffUsers(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await listStaffUsers();
  },
  async inviteStaffUser(ctx: Context) {
    const body = readBody(ctx);
    const input = parseInput(InviteStaffUserInputSchema, body.fields, body.multipart);
    const user = await inviteStaffUser(input);
    ctx.body = { message: `Invitation sent to ${user.email}`, user };
  },
  async updateStaffUser(ctx: Context) {
    const body = readBody(ctx);
    const change = parseInput(UpdateStaffUserInputSchema, body.fields, body.multipart);
    const user = await updateStaffUser(idParam(ctx, 'Staff user'), change);
    ctx.body = { message: 'Staff user updated', user };
  },
  async resetStaffTwoFactor(ctx: Context) {
    const user = await resetStaffTwoFactor(idParam(ctx, 'Staff user'), accessIn(ctx).user.id);
    ctx.body = {
      message: `Two-factor sign-in of ${user.username} is off: they set it up again at their next sign-in`,
      user,
    };
  },
  async getAuditEntries(ctx: Context) {
    const q = parseInput(AuditQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
    ctx.set('Cache-Control', 'private, no-store');
    sendList(ctx, await listEntries(q, accessIn(ctx)));
  },
  async restoreAuditEntry(ctx: Context) {
    const entry = await restoreEntry(ctx, idParam(ctx, 'Audit entry'));
    ctx.body = { message: 'The earlier values are back', entry };
  },

  /* ---- mails to the team that could not be sent (docs/decisions/0068) ---- */
  async getUndeliveredStaffMails(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await undeliveredStaffMails();
  },
  async resendStaffMail(ctx: Context) {
    await resendStaffMail(String(ctx.params.id));
    ctx.body = { message: 'The mail is queued again' };
  },
  async dismissStaffMail(ctx: Context) {
    await dismissStaffMail(String(ctx.params.id));
    ctx.body = { message: 'The mail is dismissed' };
  },

  /* ---- the mails' previews (docs/decisions/0099) ---- */
  async getMailPreviews(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await mailPreviews(previewQuery(ctx).language);
  },
  async getMailPreview(ctx: Context) {
    const kind = String(ctx.params.kind);
    if (!isMailPreviewKind(kind)) throw notFound('No such kind of mail');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await mailPreview(kind, previewQuery(ctx).language);
  },

  /* ---- the content's translations (docs/decisions/0102) ---- */
  async getTranslations(ctx: Context) {
    const { kind, id } = translationTarget(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await translationSet(kind, id);
  },
  async saveTranslation(ctx: Context) {
    const { kind, id, language } = translationTarget(ctx, true);
    const body = readBody(ctx);
    const { values } = parseInput(TranslationInputSchema, body.fields, body.multipart);
    ctx.body = {
      message: `${LANGUAGE_NAMES[language]} translation saved`,
      translations: await saveTranslation(kind, id, language, values),
    };
  },
  async deleteTranslation(ctx: Context) {
    const { kind, id, language } = translationTarget(ctx, true);
    ctx.body = {
      message: `${LANGUAGE_NAMES[language]} translation removed`,
      translations: await deleteTranslation(kind, id, language),
    };
  },
};
