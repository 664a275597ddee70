import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, errorFields, get, panelAdmin, post, put, randomIp, staff } from '../harness/client';

/*
 * Unsafe links and dates: links that run code when clicked (`javascript:`,
 * `data:`, `vbscript:`) are refused wherever they would be stored and shown as links — the
 * settings' social links (staff admin and Strapi panel alike) and a lead's pageURL — and the lead
 * lists and their export answer 400 naming the field for a date that does not exist.
 */

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/path',
  'https:evil.example',
];

let token: string;

beforeAll(async () => {
  token = await staff();
});

describe('Settings links', () => {
  for (const field of ['instagramUrl', 'linkedinUrl', 'youtubeUrl']) {
    it(`refuse an unsafe ${field} with 400 naming the field`, async () => {
      for (const link of UNSAFE) {
        const res = await put('/update-settings', { token, json: { [field]: link } });
        expect(res.status, `${field}=${JSON.stringify(link)}`).toBe(400);
        expect(errorFields(res.body)).toContain(field);
        expect(res.body.message).toContain(field);
      }
      const settings = await get('/get-settings');
      expect(UNSAFE).not.toContain(settings.body[field]);
    });
  }

  it('accept http, https, mailto and tel links, and an empty one', async () => {
    for (const link of [
      'https://instagram.com/estate',
      'http://example.com/a?b=c#d',
      'mailto:hello@estate.test',
      'tel:+97140000000',
      '',
    ]) {
      const res = await put('/update-settings', { token, json: { instagramUrl: link } });
      expect(res.status, link).toBe(200);
      expect(res.body.settings.instagramUrl).toBe(link);
    }
  });

  it('are refused in the Strapi panel too', async () => {
    const res = await put(`${baseUrl()}/content-manager/single-types/api::setting.setting`, {
      token: await panelAdmin(),
      json: { linkedinUrl: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('linkedinUrl');
    expect((await get('/get-settings')).body.linkedinUrl).not.toBe('javascript:alert(1)');
  });
});

describe("A lead's pageURL", () => {
  const enquiry = (pageURL: string) => ({
    fname: 'Mira',
    lname: 'Haddad',
    email: `mira.${Date.now()}@example.test`,
    message: 'Interested in the marina penthouse',
    pageURL,
  });

  it('refuses unsafe links on every form with 400 naming the field', async () => {
    for (const pageURL of UNSAFE) {
      for (const [path, body] of [
        ['/send-email', enquiry(pageURL)],
        ['/send-email-start-now', enquiry(pageURL)],
        ['/subscribe', { email: `sub.${Date.now()}@example.test`, pageURL }],
      ] as const) {
        const res = await post(path, { json: body, ip: randomIp() });
        expect(res.status, `${path} pageURL=${JSON.stringify(pageURL)}`).toBe(400);
        expect(errorFields(res.body)).toContain('pageURL');
      }
    }
  });

  it('accepts the page address the site sends', async () => {
    const res = await post('/send-email', {
      json: enquiry('https://estate.test/property/marina-penthouse?utm_source=x'),
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
  });

  it('never takes an unsafe Referer in its place', async () => {
    const email = `referer.${Date.now()}@example.test`;
    const res = await post('/subscribe', {
      json: { email },
      ip: randomIp(),
      headers: { referer: 'javascript:alert(1)' },
    });
    expect(res.status).toBeLessThan(300);
    const leads = await get(`/get-leads/subscriber?q=${encodeURIComponent(email)}`, { token });
    expect(leads.body).toHaveLength(1);
    expect(leads.body[0].pageURL ?? '').toBe('');
  });
});

describe('Lead lists and exports', () => {
  const BAD_DATES = ['2026-02-30', '2026-13-01', '2025-00-10', 'yesterday', '2026-1-5', '9999-99-99'];

  for (const route of ['get-leads', 'export-leads']) {
    for (const field of ['from', 'to']) {
      it(`${route} answers 400 naming ${field} for a day that does not exist`, async () => {
        for (const day of BAD_DATES) {
          const res = await get(`/${route}/enquiry?${field}=${encodeURIComponent(day)}`, { token });
          expect(res.status, `${field}=${day}`).toBe(400);
          expect(errorFields(res.body)).toContain(field);
          expect(res.body.message).toContain(field);
        }
      });
    }

    it(`${route} takes real days, leap days included`, async () => {
      const res = await get(`/${route}/enquiry?from=2024-02-29&to=2030-12-31`, { token });
      expect(res.status).toBe(200);
    });
  }
});
