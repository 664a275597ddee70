import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, MAIL_PREVIEW_KINDS, MailPreviewSchema, type MailPreviewKind } from '@estate/contract';
import { enquiryMail, startNowMail } from '../src/lib/mail/lead-mails';
import { renderMail } from '../src/lib/mail/render';
import { baseUrl, get, nonStaff, staff } from './harness/client';
import { inviteMember } from './harness/team';

/*
 * The mails' previews (docs/decisions/0099): every kind of mail rendered with sample data by the
 * functions that make the real ones, for staff who may change the settings; and every value a
 * visitor types shown as text in the HTML part, never as markup.
 */

const KINDS = Object.keys(MAIL_PREVIEW_KINDS) as MailPreviewKind[];
const ATTACK = `Amelia"><script>alert(1)</script><img src=x onerror=alert(2)>`;

describe('a mail made of what a visitor typed', () => {
  const row = {
    fname: ATTACK,
    lname: 'Hartley',
    email: 'amelia@example.com',
    message: 'A <b>sea</b> view & a pool.\n<a href="javascript:alert(3)">click</a>',
    listingTitle: `Villa <iframe src="https://evil.example">`,
  };

  it('shows the values as text in the HTML part, and as typed in the plain text', () => {
    for (const mail of [enquiryMail(row, 'Estate'), startNowMail(row, 'Estate')]) {
      expect(mail.html).not.toMatch(/<script|<img|<iframe|<b>|<a href="javascript/i);
      expect(mail.html).toContain('Amelia&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('A &lt;b&gt;sea&lt;/b&gt; view &amp; a pool.');
      expect(mail.text).toContain(`${ATTACK} Hartley`);
      expect(mail.text).toContain('A <b>sea</b> view & a pool.');
    }
  });

  it('escapes the agency name and the subject the layout shows', () => {
    const { html } = renderMail('permitReminder', {
      subject: '<b>subject</b>',
      brand: '<i>Agency</i>',
      hello: 'Hello,',
      line: 'Line',
      link: 'https://example.com/?a=1&b="2"',
    });
    expect(html).not.toMatch(/<b>|<i>/);
    expect(html).toContain('&lt;i&gt;Agency&lt;/i&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('the previews of the mails', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await staff();
  });

  it('list every kind with its label and sample subject', async () => {
    const res = await get('/get-mail-previews', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.body.map((p: { kind: string }) => p.kind)).toEqual(KINDS);
    for (const p of res.body) {
      expect(p.label).toBe(MAIL_PREVIEW_KINDS[p.kind as MailPreviewKind]);
      expect(p.subject).toBeTruthy();
    }
  });

  it.each(KINDS)('render %s as a whole HTML document and a plain text, as it would be sent', async (kind) => {
    const res = await get(`/get-mail-preview/${kind}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = MailPreviewSchema.parse(res.body);
    expect(preview.kind).toBe(kind);
    expect(preview.to).toMatch(/@/);
    expect(preview.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(preview.html).toMatch(/<title>[^<]+<\/title>/);
    // No image, no script, no style sheet: the mail reads the same with images off.
    expect(preview.html).not.toMatch(/<img|<script|<link|<style/i);
    expect(preview.html).toMatch(/<h1 [^>]*font-family:Georgia/);
    expect(preview.text.trim().length).toBeGreaterThan(40);
    expect(preview.text).not.toMatch(/<(p|a|h1|table|div)\b/);
    if (kind.startsWith('alert'))
      expect(preview.html).toMatch(
        /<a href="[^"]+\/saved-searches\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a> from this alert\./,
      );
    if (kind.startsWith('viewing') && kind !== 'viewingRequest') {
      expect(preview.attachments).toEqual([
        {
          filename: 'viewing.ics',
          contentType: `text/calendar; charset=utf-8; method=${kind === 'viewingCancelled' ? 'CANCEL' : 'REQUEST'}`,
        },
      ]);
    } else expect(preview.attachments).toEqual([]);
  });

  it('answer 404 for a kind that does not exist', async () => {
    const res = await get('/get-mail-preview/no-such-kind', { token: admin });
    expect(res.status).toBe(404);
  });

  it('are for signed-in staff who may change the settings only', async () => {
    for (const path of ['/get-mail-previews', '/get-mail-preview/enquiry']) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, { token: await nonStaff() })).status).toBe(403);
    }
    const agent = await inviteMember(`${baseUrl()}${API_PREFIX}`, admin, 'agent');
    expect((await get('/get-mail-previews', { token: agent.token })).status).toBe(403);
    expect((await get('/get-mail-preview/welcome', { token: agent.token })).status).toBe(403);
  });
});
