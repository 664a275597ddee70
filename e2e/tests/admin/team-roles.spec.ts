import { expect, test, type APIRequestContext } from '@playwright/test';
import { inviteCode, staffApi, staffToken, unique } from './support';

/*
 * The agency's team in the browser: an administrator invites two agents (each linked to a team
 * member profile); an agent who signs in sees the enquiries about their own listings and not
 * another agent's, cannot open another agent's lead by its address, and has no Delete on a
 * listing. Set up through the API and the invitation mails, as an administrator would.
 */

const PASSWORD = 'Marina-Agent-Passw0rd-26';

/** A team member profile and an agent invited with it, whose password is chosen by the link. */
async function agent(request: APIRequestContext, admin: string, name: string) {
  const slug = name.toLowerCase().replace(/\W+/g, '.');
  const team = await staffApi(request, admin, 'POST', 'add-team', {
    title: name,
    description: 'Property consultant in Dubai Marina',
    position: 'Property consultant',
    whatsapp: '+971 50 000 0000',
    email: `${slug}@agency.test`,
  });
  expect(team.status()).toBe(200);
  const teamMemberId = ((await team.json()) as { team: { _id: string } }).team._id;
  const email = `${slug}.${Date.now().toString(36)}@agency.test`;
  const invited = await staffApi(request, admin, 'POST', 'invite-staff-user', { email, role: 'agent', teamMemberId });
  expect(invited.status(), await invited.text()).toBe(200);
  const { user } = (await invited.json()) as { user: { username: string } };
  const code = await inviteCode(request, email);
  const set = await request.post('/api/admin/reset-password', {
    data: { code, password: PASSWORD, passwordConfirmation: PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return { username: user.username, teamMemberId };
}

test('an agent sees and opens only their own leads, and deletes no listing', async ({ page, request }) => {
  const admin = await staffToken(request);
  const layla = await agent(request, admin, unique('Layla Haddad'));
  const omar = await agent(request, admin, unique('Omar Rahman'));

  // A listing of each agent, and an enquiry about each.
  const listingOf = async (agentId: string, title: string) => {
    const res = await staffApi(request, admin, 'POST', 'add-property', { title, agent: agentId, price: 3_200_000 });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { property: { _id: string; slug: string } }).property;
  };
  const own = await listingOf(layla.teamMemberId, unique('Marina Gate penthouse'));
  const theirs = await listingOf(omar.teamMemberId, unique('Palm villa'));
  const enquire = async (slug: string, fname: string) => {
    const res = await request.post('/api/admin/send-email', {
      data: {
        fname,
        lname: 'Buyer',
        email: `${fname.toLowerCase()}@buyer.test`,
        message: 'Still available?',
        listing: slug,
      },
    });
    expect(res.status()).toBe(200);
  };
  await enquire(own.slug, 'Amira');
  await enquire(theirs.slug, 'Karim');
  const leads = (await (await staffApi(request, admin, 'GET', 'get-leads/enquiry?limit=20')).json()) as Array<{
    _id: string;
    fname: string;
  }>;
  const theirLead = leads.find((l) => l.fname === 'Karim')!;

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(layla.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The inbox holds the enquiry about Layla's listing, not the one about Omar's.
  await page.goto('/admin/leads/enquiry');
  await expect(page.getByText('Amira', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Karim')).toHaveCount(0);

  // Omar's lead, opened by its address, is refused in the server's words.
  await page.goto(`/admin/leads/enquiry/${theirLead._id}`);
  await expect(page.getByText('agents see only the leads of their own listings')).toBeVisible();

  // No listing offers Delete to an agent: neither their own nor another's.
  for (const listing of [own, theirs]) {
    await page.goto(`/admin/property/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  }
  // Nor the settings or the team screens.
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
});
