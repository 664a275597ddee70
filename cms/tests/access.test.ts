import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX, ROUTES, type RouteDef } from '@estate/contract';
import { baseUrl, call, form, image, nonStaff, post, signJwt, staff } from './harness/client';

/*
 * Who may call what, over the whole route table: every staff route refuses a request without a
 * token (401), with a token that is forged, expired or of a user who is gone (401), and from a
 * signed-in user who is not staff (403); public routes need nothing.
 */

const PARAMS: Record<string, string> = { id: 'no-such-document-id', slug: 'no-such-slug', kind: 'enquiry' };
const pathOf = (r: RouteDef) => API_PREFIX + r.path.replace(/:([A-Za-z]+)/g, (_, k: string) => PARAMS[k] ?? 'x');
const label = (r: RouteDef) => `${r.method} ${r.path}`;

const staffRoutes = ROUTES.filter((r) => r.access === 'staff');
const publicRoutes = ROUTES.filter((r) => r.access === 'public');

let staffId: number;
beforeAll(async () => {
  const { username, password } = inject('staff');
  staffId = (await post('/login', { json: { username, password } })).body.user.id;
});

describe('every staff route', () => {
  it('covers every write but sign-in, the public forms and the searches, every lead read and the permit alerts', () => {
    const publicWrites = [
      'login',
      // Sign-in's second step: the challenge of the first is its credential (decision 0065).
      'verifyTwoFactor',
      'forgotPassword',
      'resetPassword',
      'sendEmail',
      'sendEmailStartNow',
      'subscribe',
      // Book a viewing: a public form like the enquiry (decision 0037).
      'bookViewing',
      // Saved searches: saved, confirmed and unsubscribed by the visitor's own links (decision 0039).
      'saveSearch',
      'confirmSavedSearch',
      'unsubscribeSavedSearch',
      'getPropertiesFilter',
      'getDevelopmentsFilter',
      // The map's markers: a search, sent as POST like the two above.
      'getPropertyMarkers',
      // The web server's page views, guarded by a shared secret instead (decision 0084).
      'recordPageViews',
    ];
    // Reads that only staff may make besides the leads: the dashboard's permit alerts (decision 0024).
    // And a draft's signed preview link (decision 0036).
    // And the team's: the member's own access and sign-ins, the user list, the audit trail (decisions 0063, 0064).
    // And the contacts behind the leads (decision 0066), the notes and tasks of the deal work (decision 0082)
    // and a contact's data export (decision 0085).
    const staffReads = [
      'getPermitAlerts',
      'getPreviewLink',
      'getMe',
      'getStaffUsers',
      'getAuditEntries',
      'getSessions',
      'getContacts',
      'getContact',
      'getNotes',
      'getTasks',
      'getMyTasks',
      'exportContact',
      // And the reports (decision 0084).
      'getSourceReport',
      'getAgentReport',
      'getListingReport',
      'getStageReport',
      'exportReport',
      // And the mails to the team that could not be sent (decision 0068).
      'getUndeliveredStaffMails',
      // And the listings' CSV export (decision 0090).
      'exportProperties',
      // And the previews of the mails (decision 0099).
      'getMailPreviews',
      'getMailPreview',
      // And an item's translations (decision 0102).
      'getTranslations',
    ];
    for (const r of ROUTES) {
      const expected =
        (r.method !== 'GET' && !publicWrites.includes(r.name)) ||
        (r.resource === 'lead' && r.method === 'GET') ||
        staffReads.includes(r.name);
      expect(r.access, r.name).toBe(expected ? 'staff' : 'public');
    }
  });

  it.each(staffRoutes.map((r) => [label(r), r] as const))(
    '%s answers 401 with a message without a token',
    async (_, r) => {
      const res = await call(r.method, pathOf(r), r.method === 'GET' ? {} : { json: {} });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/sign in|token/i);
    },
  );

  it.each(staffRoutes.map((r) => [label(r), r] as const))('%s answers 403 to a user who is not staff', async (_, r) => {
    const res = await call(r.method, pathOf(r), {
      token: await nonStaff(),
      ...(r.method === 'GET' ? {} : { json: {} }),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Staff access is required');
  });

  it.each(staffRoutes.map((r) => [label(r), r] as const))(
    '%s answers 401 to forged, expired and malformed tokens',
    async (_, r) => {
      const now = Math.floor(Date.now() / 1000);
      const tokens = [
        signJwt({ userId: String(staffId), sessionId: 'x', type: 'access', iat: now }, 'not-the-secret'),
        signJwt({ userId: String(staffId), sessionId: 'x', type: 'access', iat: now - 7200, exp: now - 3600 }),
        // Signed with the CMS's secret but of no stored session, and stateless `{ id }` tokens (decision 0013).
        signJwt({ userId: String(staffId), sessionId: 'no-such-session', type: 'access', iat: now }),
        signJwt({ id: staffId, iat: now }),
        signJwt({ id: 987654321, iat: now }),
        'not-a-jwt',
      ];
      for (const token of tokens) {
        const res = await call(r.method, pathOf(r), { token, ...(r.method === 'GET' ? {} : { json: {} }) });
        expect(res.status, token).toBe(401);
        expect(res.body.message).toBeTruthy();
      }
    },
  );

  it('accepts the bearer scheme in any case and a staff token of a live session', async () => {
    const token = await staff();
    const res = await call('GET', '/get-leads/enquiry', { headers: { authorization: `bearer ${token}` } });
    expect(res.status).toBe(200);
    expect((await call('GET', '/get-leads/enquiry', { token: await staff() })).status).toBe(200);
  });
});

describe('every public route', () => {
  it.each(publicRoutes.map((r) => [label(r), r] as const))('%s needs no token', async (_, r) => {
    // Bodies are left empty: the answer may be a 400 or 404, but never about who is asking.
    const res = await call(r.method, pathOf(r), r.method === 'GET' ? {} : { json: {} });
    // The web server's page views ask for the secret it shares with the CMS, not for a token.
    if (r.name === 'recordPageViews') return void expect(res.status).toBe(403);
    expect([401, 403, 500]).not.toContain(res.status);
  });
});

describe("Strapi's own REST API beside the contract", () => {
  it('shows no lead, user or file list to anyone, signed in or not', async () => {
    for (const path of [
      '/api/enquiries',
      '/api/start-now-enquiries',
      '/api/subscribers',
      '/api/users',
      '/api/upload/files',
    ]) {
      for (const token of [undefined, await nonStaff(), await staff()]) {
        const res = await call('GET', `${baseUrl()}${path}`, { token });
        expect([403, 404], `${path} ${token ? 'signed in' : 'anonymous'}`).toContain(res.status);
      }
    }
  });

  it('takes no writes or uploads from visitors or signed-in users who are not staff', async () => {
    for (const token of [undefined, await nonStaff()]) {
      expect((await post(`${baseUrl()}/api/properties`, { token, json: { data: { title: 'x' } } })).status).toBe(403);
      const upload = await post(`${baseUrl()}/api/upload`, {
        token,
        form: form(
          {},
          { files: [{ data: Buffer.from('<html>x</html>'), name: 'x.html', type: 'text/html' }, image()] },
        ),
      });
      expect(upload.status).toBe(403);
    }
  });
});
