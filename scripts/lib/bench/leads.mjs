import { done, step } from '../run.mjs';
import { seed } from '../stack.mjs';
import { timeStaffRoutes } from './admin.mjs';
import { int } from './figures.mjs';
import { LEADS } from './options.mjs';
import { LEAD_ROUTES } from './routes.mjs';
import { json, staffToken, startCms } from './servers.mjs';

/**
 * The back office at scale: the synthetic leads topped up to LEADS (enquiries as deals, Start Now
 * requests, subscriptions and some 0.6 contacts per lead, cms/scripts/seed/synthetic-leads.js),
 * then the pipeline board, the deals table, the contacts search and a contact page, signed in,
 * one request at a time (p95 under the staff admin's budget).
 */
export async function leadsSection(r, kind, env, { up, down }, staffLogin) {
  step(`${kind}: topping up to ${int(LEADS)} synthetic leads`);
  const t0 = Date.now();
  await seed(env, ['--leads', String(LEADS), '--synthetic-only'], { echo: false });
  done(`${kind}: leads seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const cms = await up(await startCms(env));
  try {
    const token = await staffToken(cms.url, staffLogin);
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const { body: agents } = await json(`${cms.url}/api/admin/get-deal-assignees`, auth);
    const { body: contacts } = await json(`${cms.url}/api/admin/get-contacts?limit=1&q=synthetic-leads`, auth);
    const agent = agents.find((a) => a.role === 'Agent') ?? agents[0];
    const contact = contacts[0];
    if (!agent || !contact) throw new Error('no synthetic agent or contact to measure with');
    const c = {
      agent: agent.id,
      contact: contact._id,
      email: contact.email,
      // As a member types it: the local spelling of the stored E.164 number.
      localPhone: contact.phone.replace(/^\+971/, '0'),
    };
    step(`${kind}: the pipeline and the contacts at ${int(LEADS)} leads`);
    await timeStaffRoutes(r.leads, LEAD_ROUTES, cms.url, token, { pathArg: c });
  } finally {
    await down();
  }
}
