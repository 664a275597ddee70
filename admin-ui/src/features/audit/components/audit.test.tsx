import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeArea, makeAuditEntry, makeDevelopment, makePost, makeProperty } from '@/testing/fixtures';
import { derivedPrices } from '@/testing/handlers/properties';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { ROLE_TOKENS } from '@/testing/staff';

/*
 * The audit trail in the staff area (docs/decisions/0064): the Audit trail screen lists every
 * write with who, when, from where, what and the changed fields, filtered through the address;
 * each listing, area and post has a History tab whose entries can put earlier values back; roles
 * without audit.read see neither.
 */

const nav = () => screen.getByRole('navigation', { name: 'Admin' });
const rowWith = (text: string | RegExp) => screen.findByRole('row', { name: text });

/** A property whose price went from 2,500,000 to 2,750,000, and the entry that says so. */
function repricedVilla() {
  const was = derivedPrices(2_500_000);
  const now = derivedPrices(2_750_000);
  const property = makeProperty({
    title: 'Villa Amalfi',
    price: 2_750_000,
    priceAed: now.aed,
    priceEur: now.eur,
  });
  const entry = makeAuditEntry({
    itemId: property._id,
    title: 'Villa Amalfi',
    changes: [
      { field: 'price', before: 2_500_000, after: 2_750_000 },
      { field: 'priceAed', before: was.aed, after: now.aed },
      { field: 'priceEur', before: was.eur, after: now.eur },
    ],
  });
  db.properties = [property];
  db.auditEntries = [entry];
  return { property, entry };
}

describe('The Audit trail screen', () => {
  it('lists every entry newest first: when in Dubai time, who and through which door, from where, what, and each change', async () => {
    const post = makePost({ title: 'Spring market notes' });
    db.auditEntries = [
      makeAuditEntry({
        at: '2026-12-02T10:05:00.000Z',
        itemId: 'prop0042',
        title: 'Villa Amalfi',
        changes: [
          { field: 'price', before: 2_500_000, after: 2_750_000 },
          { field: 'isFeatured', before: true, after: false },
          { field: 'desc2', before: null, after: 'Sea views' },
        ],
      }),
      makeAuditEntry({
        at: '2026-12-02T11:30:00.000Z',
        kind: 'post',
        itemId: post._id,
        title: post.title,
        action: 'publish',
        actor: { kind: 'panel', id: '7', name: 'Mona Haddad' },
        ip: '198.51.100.4',
        changes: [],
      }),
      makeAuditEntry({
        at: '2026-12-01T08:00:00.000Z',
        kind: 'staff-user',
        itemId: '2',
        title: 'editor',
        action: 'invite',
        changes: [{ field: 'password', before: null, after: null, hidden: true }],
      }),
      makeAuditEntry({
        at: '2026-11-30T20:15:00.000Z',
        kind: 'enquiry',
        itemId: null,
        title: 'Sara Khan',
        action: 'create',
        actor: { kind: 'system', id: null, name: 'The site' },
        ip: null,
        changes: [],
      }),
    ];
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    await rowWith(/Villa Amalfi/);
    const table = screen.getByRole('table', { name: 'Audit trail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2 Dec 2026, 15:30',
      '2 Dec 2026, 14:05',
      '1 Dec 2026, 12:00',
      '1 Dec 2026, 00:15',
    ]);

    const [published, priced, invited, enquiry] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(published).toHaveTextContent('Mona Haddad');
    expect(within(published).getByText('Strapi panel')).toBeInTheDocument();
    expect(published).toHaveTextContent('198.51.100.4');
    expect(within(published).getByText('Blog post')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Spring market notes' })).toHaveAttribute(
      'href',
      `/post/${post._id}`,
    );
    expect(published).toHaveTextContent('Published');

    expect(within(priced).getByText('Staff')).toBeInTheDocument();
    expect(within(priced).getByRole('link', { name: 'Villa Amalfi' })).toHaveAttribute('href', '/property/prop0042');
    expect(priced).toHaveTextContent('Changed');
    const changes = within(priced)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Price: 2,500,000 → 2,750,000',
      'Is Featured: Yes → No',
      'Second description: empty → Sea views',
    ]);

    expect(invited).toHaveTextContent('Invited');
    expect(within(invited).getByText('Staff user')).toBeInTheDocument();
    expect(within(invited).getByRole('listitem')).toHaveTextContent('Password: changed');
    // A staff user has no detail page to link to.
    expect(within(invited).queryByRole('link')).not.toBeInTheDocument();

    expect(enquiry).toHaveTextContent('The site');
    expect(enquiry).toHaveTextContent('Created');
    expect(screen.getByText('4 entries')).toBeInTheDocument();
  });

  it('names the related items of a changed relation: a listing’s agent, a user’s role, a list of listings', async () => {
    db.auditEntries = [
      makeAuditEntry({
        title: 'Villa Amalfi',
        changes: [{ field: 'agent', before: null, after: { id: 'team0001', name: 'Layla Haddad' } }],
      }),
      makeAuditEntry({
        kind: 'staff-user',
        itemId: '2',
        title: 'editor',
        changes: [{ field: 'role', before: { id: '1', name: 'Administrator' }, after: { id: '3', name: 'Editor' } }],
      }),
      makeAuditEntry({
        kind: 'development',
        itemId: 'dev0001',
        title: 'Marina Heights',
        changes: [
          {
            field: 'properties',
            before: [{ id: 'prop0001', name: 'Villa Amalfi' }],
            after: [
              { id: 'prop0001', name: 'Villa Amalfi' },
              { id: 'prop0002', name: '' },
            ],
          },
        ],
      }),
    ];
    renderApp('/audit');
    expect(within(await rowWith(/Villa Amalfi.*Agent/)).getByRole('listitem')).toHaveTextContent(
      'Agent: empty → Layla Haddad',
    );
    expect(within(await rowWith(/editor/)).getByRole('listitem')).toHaveTextContent('Role: Administrator → Editor');
    // An item without a name is named by its id.
    expect(within(await rowWith(/Marina Heights/)).getByRole('listitem')).toHaveTextContent(
      'Properties: Villa Amalfi → Villa Amalfi, #prop0002',
    );
  });

  it('says a picture was described, naming the picture by its path (docs/decisions/0087)', async () => {
    db.auditEntries = [
      makeAuditEntry({
        title: 'Villa Amalfi',
        action: 'describe-image',
        changes: [{ field: 'alternative text of /uploads/pool_ab12.jpg', before: '', after: 'Pool terrace at dusk' }],
      }),
    ];
    renderApp('/audit');
    const row = await rowWith(/Villa Amalfi/);
    expect(row).toHaveTextContent('Picture described');
    expect(within(row).getByRole('listitem')).toHaveTextContent(
      'Alternative text of /uploads/pool_ab12.jpg: empty → Pool terrace at dusk',
    );
  });

  it('filters by kind through the address, so the filtered view can be shared', async () => {
    db.auditEntries = [
      makeAuditEntry({ title: 'Villa Amalfi' }),
      makeAuditEntry({ kind: 'post', itemId: 'post0001', title: 'Spring market notes', action: 'create' }),
      makeAuditEntry({ kind: 'area', itemId: 'area0001', title: 'Dubai Marina', action: 'delete', changes: [] }),
    ];
    const { user, router } = renderApp('/audit?kind=post');
    expect(await rowWith(/Spring market notes/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Blog post');
    expect(screen.queryByRole('row', { name: /Villa Amalfi/ })).not.toBeInTheDocument();
    expect(requestsTo('/get-audit-entries').at(-1)!.path).toContain('kind=post');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Area');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=area'));
    const deleted = await rowWith(/Dubai Marina/);
    // A deleted item has no page left to link to.
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Spring market notes/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await rowWith(/Villa Amalfi/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('filters by person and days, and shows a filter the server refuses at its field', async () => {
    db.auditEntries = [
      makeAuditEntry({ title: 'Villa Amalfi', at: '2026-12-02T10:05:00.000Z' }),
      makeAuditEntry({
        title: 'Marina Loft',
        at: '2026-11-20T09:00:00.000Z',
        actor: { kind: 'panel', id: '7', name: 'Mona Haddad' },
      }),
    ];
    const { user, router } = renderApp('/audit');
    await user.type(await screen.findByRole('searchbox', { name: 'Person' }), 'mona{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?actor=mona'));
    expect(await rowWith(/Marina Loft/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Villa Amalfi/ })).not.toBeInTheDocument());

    // A from after the to is the server's to refuse, and it names the From field.
    await act(() => router.navigate('/audit?from=2026-12-05&to=2026-12-01'));
    const from = screen.getByLabelText('From');
    await waitFor(() => expect(from).toHaveAccessibleDescription('from must not be after to'));
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the filter marked above to see the entries.');

    await act(() => router.navigate('/audit?from=2026-12-01&to=2026-12-03'));
    expect(await rowWith(/Villa Amalfi/)).toBeInTheDocument();
    expect(from).not.toHaveAccessibleDescription('from must not be after to');
    expect(screen.queryByRole('row', { name: /Marina Loft/ })).not.toBeInTheDocument();
  });

  it('pages through 50 entries at a time, counting them all', async () => {
    db.auditEntries = Array.from({ length: 60 }, (_, i) =>
      makeAuditEntry({ title: `Villa ${i + 1}`, at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() }),
    );
    const { user, router } = renderApp('/audit');
    expect(await rowWith(/Villa 60\b/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    expect(pages).toHaveTextContent('Showing 1–50 of 60');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await rowWith(/Villa 10\b/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestsTo('/get-audit-entries').at(-1)!.path).toContain('offset=50');
  });
});

describe("An item's History tab", () => {
  it('lets an administrator put back a property’s previous price, and the property shows it', async () => {
    const { property, entry } = repricedVilla();
    const { user } = renderApp(`/property/${property._id}`);
    expect(await screen.findByText('$2,750,000')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));

    const row = await rowWith(/Changed/);
    expect(row).toHaveTextContent('Price: 2,500,000 → 2,750,000');
    await user.click(within(row).getByRole('button', { name: 'Restore these values' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Put back Price 2,750,000 → 2,500,000 and 2 more fields?',
    });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Price 2,750,000 → 2,500,000',
      `Price in AED ${(10_099_375).toLocaleString('en-US')} → ${(9_181_250).toLocaleString('en-US')}`,
      'Price in EUR 2,365,000 → 2,150,000',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('The earlier values are back')).toBeInTheDocument();
    const restored = await rowWith(/Restored/);
    expect(restored).toHaveTextContent('Price: 2,750,000 → 2,500,000');
    expect(requestsTo(`/restore-audit-entry/${entry.id}`, 'POST')).toHaveLength(1);
    expect(db.properties[0]!.price).toBe(2_500_000);
    expect(db.auditEntries.at(-1)).toMatchObject({ action: 'restore', restoredFrom: entry.id, itemId: property._id });

    await user.click(screen.getByRole('link', { name: 'Details' }));
    expect(await screen.findByText('$2,500,000')).toBeInTheDocument();
  });

  it('shows a change saved in the edit form', async () => {
    const property = makeProperty({ title: 'Villa Amalfi', price: 2_500_000 });
    db.properties = [property];
    const { user } = renderApp(`/update-property/${property._id}`);
    const price = await screen.findByRole('spinbutton', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '2750000');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View Details' }));
    await user.click(await screen.findByRole('link', { name: 'History' }));
    const row = await rowWith(/Changed/);
    expect(row).toHaveTextContent('staff');
    expect(row).toHaveTextContent('Price: 2,500,000 → 2,750,000');
    expect(within(row).getByRole('button', { name: 'Restore these values' })).toBeInTheDocument();
  });

  it("keeps the server's 409 beside the entry until it is dismissed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { property } = repricedVilla();
    server.use(
      http.post(`${API_PREFIX}/restore-audit-entry/:id`, () =>
        HttpResponse.json({ message: 'The values put back were already the item’s: nothing changed' }, { status: 409 }),
      ),
    );
    const { user } = renderApp(`/property/${property._id}?tab=history`, { fakeTimers: true });
    const row = await rowWith(/Changed/);
    await user.click(within(row).getByRole('button', { name: 'Restore these values' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The values put back were already the item’s: nothing changed');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('nothing changed');
    expect(db.properties[0]!.price).toBe(2_750_000);

    await user.click(within(refusal).getByRole('button', { name: 'Dismiss the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("replaces a refusal with the next attempt's, in the server's words", async () => {
    const { property } = repricedVilla();
    server.use(
      http.post(
        `${API_PREFIX}/restore-audit-entry/:id`,
        () => HttpResponse.json({ message: 'Your role (Editor) does not allow this' }, { status: 403 }),
        { once: true },
      ),
      http.post(
        `${API_PREFIX}/restore-audit-entry/:id`,
        () =>
          HttpResponse.json(
            { message: 'This entry changed nothing that can be put back (only content edits can be restored)' },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const { user } = renderApp(`/property/${property._id}?tab=history`, { role: 'editor' });
    const row = await rowWith(/Changed/);
    const restore = within(row).getByRole('button', { name: 'Restore these values' });
    await user.click(restore);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Editor) does not allow this');

    await user.click(restore);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('nothing that can be put back'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('is on the detail page of each development, area and post', async () => {
    const development = makeDevelopment({ title: 'Harbour Towers' });
    const area = makeArea({ title: 'Dubai Marina' });
    const post = makePost({ title: 'Spring market notes' });
    db.developments = [development];
    db.areas = [area];
    db.posts = [post];
    db.auditEntries = [
      makeAuditEntry({
        kind: 'development',
        itemId: development._id,
        title: development.title,
        changes: [{ field: 'isSold', before: false, after: true }],
      }),
      makeAuditEntry({
        kind: 'area',
        itemId: area._id,
        title: area.title,
        changes: [{ field: 'averageRentalYield', before: '5.1%', after: '5.4%' }],
      }),
      makeAuditEntry({
        kind: 'post',
        itemId: post._id,
        title: post.title,
        changes: [{ field: 'richContent', before: '<p>Old <strong>text</strong></p>', after: '<p>New text</p>' }],
      }),
    ];
    for (const [path, change] of [
      [`/development/${development._id}?tab=history`, 'Is Sold: No → Yes'],
      [`/area/${area._id}?tab=history`, 'Average rental yield: 5.1% → 5.4%'],
      [`/post/${post._id}?tab=history`, 'Content: Old text → New text'],
    ] as const) {
      const { unmount } = renderApp(path, { role: 'editor' });
      expect(await screen.findByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
      expect(await rowWith(/Changed/)).toHaveTextContent(change);
      unmount();
    }
  });
});

describe('A role without audit.read', () => {
  it('sees neither the Audit trail entry nor a History tab, and is told at the address', async () => {
    const { property } = repricedVilla();
    const { unmount } = renderApp(`/property/${property._id}?tab=history`, { role: 'agent' });
    expect(await screen.findByRole('heading', { name: 'Villa Amalfi' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    // The details show whatever the address asked for.
    expect(screen.getByText('$2,750,000')).toBeInTheDocument();
    expect(requestsTo('/get-audit-entries')).toHaveLength(0);
    unmount();

    renderApp('/audit', { role: 'agent' });
    expect(
      await screen.findByRole('heading', { name: 'Your role (Agent) does not allow this page' }),
    ).toBeInTheDocument();
    expect(requestsTo('/get-audit-entries')).toHaveLength(0);
  });

  it("is refused by the fake server in the CMS's words", async () => {
    const response = await fetch(`${API_PREFIX}/get-audit-entries`, {
      headers: { Authorization: `Bearer ${ROLE_TOKENS.agent}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Your role (Agent) does not allow this' });
  });

  it('is shown the Audit trail entry when the role has it', async () => {
    renderApp('/dashboard', { role: 'editor' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(within(nav()).getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit');
  });
});
