import { API_PREFIX, MAIL_PREVIEW_KINDS, type MailPreview, type MailPreviewKind } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { record } from '../db';

/*
 * The mails' previews (docs/decisions/0099): every kind of the contract, each rendered as a small
 * document naming its kind. The staff guard refuses them to every role without settings.write.
 */

const KINDS = Object.keys(MAIL_PREVIEW_KINDS) as MailPreviewKind[];

export const previewOf = (kind: MailPreviewKind): MailPreview => ({
  kind,
  label: MAIL_PREVIEW_KINDS[kind],
  to: kind === 'enquiry' ? 'leads@estate.local' : 'amelia.hartley@example.com',
  replyTo: kind === 'enquiry' ? 'amelia.hartley@example.com' : null,
  subject: `Estate: the ${kind} mail`,
  html: `<!doctype html><html lang="en"><body><h1>The ${kind} mail</h1></body></html>`,
  text: `The ${kind} mail, in plain text.\n`,
  attachments:
    kind.startsWith('viewing') && kind !== 'viewingRequest'
      ? [{ filename: 'viewing.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' }]
      : [],
});

export const mailPreviewHandlers = [
  http.get(`${API_PREFIX}/get-mail-previews`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      KINDS.map((kind) => ({ kind, label: MAIL_PREVIEW_KINDS[kind], subject: previewOf(kind).subject })),
    );
  }),
  http.get(`${API_PREFIX}/get-mail-preview/:kind`, async ({ request, params }) => {
    await record(request);
    const kind = String(params.kind) as MailPreviewKind;
    if (!KINDS.includes(kind)) return HttpResponse.json({ message: 'No such kind of mail' }, { status: 404 });
    return HttpResponse.json(previewOf(kind));
  }),
];
