import { API_PREFIX } from '@estate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeProperty, makeTeam } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const DAY = 24 * 3600 * 1000;

function pdfFile(name = 'brochure.pdf'): File {
  return new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], name, { type: 'application/pdf' });
}

/** A YYYY-MM-DD day `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('The property form: listing, off-plan and media sections', () => {
  it('sends status, agent, permit, off-plan plan, floor plans, brochure, video and tour on add', async () => {
    db.teams = [makeTeam({ _id: 'agent-1', title: 'Layla Haddad' }), makeTeam({ _id: 'agent-2', title: 'Omar Saleh' })];
    const { user, router } = renderApp('/add-property');
    // No reference on add: the server gives it.
    expect(screen.queryByText('Reference number')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Creek Vista 2BR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'under-offer');
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    await waitFor(() => expect(within(agent).getByRole('option', { name: 'Omar Saleh' })).toBeInTheDocument());
    await user.selectOptions(agent, 'agent-2');
    await user.type(screen.getByRole('textbox', { name: 'Permit number' }), '7112345678');
    await user.type(screen.getByLabelText('Permit expiry date'), '2027-01-10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Completion status' }), 'off-plan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handover quarter' }), 'Q4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Handover year' }), '2027');

    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1' }), 'On booking');
    await user.type(screen.getByRole('textbox', { name: 'Percent 1' }), '60');
    await user.type(screen.getByRole('textbox', { name: 'Due 1' }), 'March 2026');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 2' }), 'On handover');
    await user.type(screen.getByRole('textbox', { name: 'Percent 2' }), '40');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 100 %');

    await user.upload(screen.getByLabelText('Add floor plan images'), imageFile('plan.png'));
    await user.upload(screen.getByLabelText('Brochure file'), pdfFile());
    expect(screen.getByText('brochure.pdf')).toBeInTheDocument();
    // Links are pasted, as staff do: typing them key by key made this the suite's slowest test.
    await user.click(screen.getByRole('textbox', { name: 'Video URL' }));
    await user.paste('https://www.youtube.com/watch?v=abc123');
    await user.click(screen.getByRole('textbox', { name: 'Virtual tour URL' }));
    await user.paste('https://my.matterport.com/show/?m=xyz');

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));

    const [sent] = requestsTo('/add-property', 'POST');
    expect(textOf(sent!, 'status')).toBe('under-offer');
    expect(textOf(sent!, 'agent')).toBe('agent-2');
    expect(textOf(sent!, 'permitNumber')).toBe('7112345678');
    expect(textOf(sent!, 'permitExpiresAt')).toBe('2027-01-10');
    expect(textOf(sent!, 'completionStatus')).toBe('off-plan');
    expect(textOf(sent!, 'handoverDate')).toBe('Q4 2027');
    expect(JSON.parse(textOf(sent!, 'paymentPlan')!)).toEqual([
      { milestone: 'On booking', percent: 60, due: 'March 2026' },
      { milestone: 'On handover', percent: 40, due: '' },
    ]);
    expect(filesOf(sent!, 'floorPlans').map((f) => f.name)).toEqual(['plan.png']);
    expect(filesOf(sent!, 'brochure').map((f) => f.name)).toEqual(['brochure.pdf']);
    expect(textOf(sent!, 'videoUrl')).toBe('https://www.youtube.com/watch?v=abc123');
    expect(textOf(sent!, 'virtualTourUrl')).toBe('https://my.matterport.com/show/?m=xyz');
    expect(textOf(sent!, 'referenceNumber')).toBeUndefined();
    expect(db.properties[0]!.agent?.title).toBe('Omar Saleh');
  });

  it('shows the plan total live and refuses to save a plan that does not add up to 100, naming the field', async () => {
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Plan check');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 1' }), 'On booking');
    await user.type(screen.getByRole('textbox', { name: 'Percent 1' }), '50');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Milestone 2' }), 'Construction');
    await user.type(screen.getByRole('textbox', { name: 'Percent 2' }), '40');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 90 % · must be 100 %');

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment plan: the percentages must add up to 100 (they add up to 90)',
    );
    expect(requestsTo('/add-property')).toHaveLength(0);

    // Removing a row and fixing the other clears the way.
    await user.click(screen.getByRole('button', { name: 'Remove instalment 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'Percent 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Percent 1' }), '100');
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total 100 %');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(requestsTo('/add-property', 'POST')).toHaveLength(1));
  });

  it('asks for a milestone and a valid percent on every row it sends', async () => {
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Rows check');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    await user.type(screen.getByRole('textbox', { name: 'Percent 1' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Every row needs a milestone')).toBeInTheDocument();
    expect(screen.getByText('Percent must be a number more than 0 and at most 100')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Percent 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('/add-property')).toHaveLength(0);
  });

  it('shows the reference read-only on edit, loads the stored sections, and puts a server error on its field', async () => {
    db.teams = [makeTeam({ _id: 'agent-1', title: 'Layla Haddad' })];
    db.properties = [
      makeProperty({
        _id: 'p1',
        title: 'Palm Villa',
        referenceNumber: 'EST-000042',
        status: 'sold',
        agent: { ...makeTeam({ _id: 'agent-1', title: 'Layla Haddad' }), phone: '' },
        permitNumber: '7100000001',
        permitExpiresAt: '2027-01-10T20:00:00.000Z',
        completionStatus: 'off-plan',
        handoverDate: 'Q2 2028',
        paymentPlan: [
          { milestone: 'Booking', percent: 10, due: 'Now' },
          { milestone: 'Handover', percent: 90, due: 'Q2 2028' },
        ],
        brochure: '/uploads/palm-villa.pdf',
        floorPlans: ['/uploads/floor-1.png'],
        videoUrl: 'https://vimeo.com/1234',
      }),
    ];
    server.use(
      http.put(`${API_PREFIX}/update-property/:id`, () =>
        HttpResponse.json(
          {
            message: 'permitNumber is required to publish a listing in Dubai',
            errors: [{ field: 'permitNumber', message: 'permitNumber is required to publish a listing in Dubai' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/update-property/p1');
    expect(await screen.findByText('EST-000042')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('sold');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue('agent-1'));
    // The stored instant (the next midnight in Dubai) reads back as the last valid day.
    expect(screen.getByLabelText('Permit expiry date')).toHaveValue('2027-01-10');
    expect(screen.getByRole('combobox', { name: 'Handover quarter' })).toHaveValue('Q2');
    expect(screen.getByRole('combobox', { name: 'Handover year' })).toHaveValue('2028');
    expect(screen.getByRole('textbox', { name: 'Percent 2' })).toHaveValue('90');
    expect(screen.getByRole('link', { name: /palm-villa\.pdf/ })).toHaveAttribute('href', '/uploads/palm-villa.pdf');
    expect(within(screen.getByRole('list', { name: 'Floor plan images' })).getAllByRole('img')).toHaveLength(1);

    await user.clear(screen.getByRole('textbox', { name: 'Permit number' }));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    const permit = screen.getByRole('textbox', { name: 'Permit number' });
    await waitFor(() => expect(permit).toHaveAttribute('aria-invalid', 'true'));
    expect(permit).toHaveAccessibleDescription(/permitNumber is required to publish a listing in Dubai/);
  });
});

describe('The property form: the listing’s own film and 360° tour, and a withdrawn status', () => {
  const filmFile = (name = 'terrace-tour.mp4') =>
    new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type: 'video/mp4' });

  it('offers Withdrawn among the statuses, and sends the film and the panorama as files', async () => {
    const { user, router } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Marina Walk One-Bedroom');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Withdrawn by the seller (page says so)' })).toHaveValue(
      'withdrawn',
    );
    await user.selectOptions(status, 'withdrawn');
    const film = screen.getByLabelText('Film file');
    expect(film).toHaveAttribute('accept', 'video/mp4,video/webm,.mp4,.webm');
    await user.upload(film, filmFile());
    expect(screen.getByText('terrace-tour.mp4')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('360° panorama file'), imageFile('terrace-360.jpg'));

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    const [sent] = requestsTo('/add-property', 'POST');
    expect(textOf(sent!, 'status')).toBe('withdrawn');
    expect(filesOf(sent!, 'film').map((f) => f.name)).toEqual(['terrace-tour.mp4']);
    expect(filesOf(sent!, 'panorama').map((f) => f.name)).toEqual(['terrace-360.jpg']);
  });

  it('shows the stored film and panorama on edit, removes them through the server, and puts a refused film at its field', async () => {
    db.properties = [
      makeProperty({
        _id: 'p1',
        title: 'Fountain Penthouse',
        film: '/uploads/penthouse_3f2a.mp4',
        panorama: '/uploads/terrace_91bc.jpg',
      }),
    ];
    server.use(
      http.put(`${API_PREFIX}/update-property/:id`, () =>
        HttpResponse.json(
          { message: 'film: HEVC (H.265) films do not play in every browser: export the film as MP4 with H.264 video' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/update-property/p1');
    expect(await screen.findByRole('link', { name: /penthouse_3f2a\.mp4/ })).toHaveAttribute(
      'href',
      '/uploads/penthouse_3f2a.mp4',
    );
    expect(within(screen.getByRole('group', { name: '360° panorama' })).getByRole('img')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Film file'), filmFile('iphone.mp4'));
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    expect(await screen.findByText(/HEVC \(H\.265\) films do not play in every browser/)).toBeInTheDocument();

    server.resetHandlers();
    // A single file goes at once, through the server (the spec's remove-image).
    await user.click(
      within(screen.getByRole('group', { name: '360° panorama' })).getByRole('button', { name: /Remove/ }),
    );
    await waitFor(() => expect(requestsTo('/remove-image-property', 'POST')).toHaveLength(1));
    await waitFor(() => expect(db.properties[0]!.panorama).toBeNull());
    expect(within(screen.getByRole('group', { name: '360° panorama' })).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('Permits and references in the staff lists', () => {
  it('lists the reference and permit of each property', async () => {
    db.properties = [
      makeProperty({ _id: 'p1', title: 'Palm Villa', referenceNumber: 'EST-000042', permitNumber: '7100000001' }),
    ];
    renderApp('/properties');
    const row = await screen.findByRole('row', { name: /Palm Villa/ });
    expect(within(row).getByText('EST-000042')).toBeInTheDocument();
    expect(within(row).getByText('Permit 7100000001')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
  });

  it('puts expired and soon-expiring permits on the dashboard, each linking to its edit page', async () => {
    const instant = (days: number) => new Date(Date.parse(`${dayFromNow(days)}T00:00:00+04:00`) + DAY).toISOString();
    db.properties = [
      makeProperty({
        _id: 'old',
        title: 'Expired Loft',
        referenceNumber: 'EST-000007',
        permitNumber: '7001',
        permitExpiresAt: instant(-3),
      }),
      makeProperty({
        _id: 'soon',
        title: 'Soon Villa',
        referenceNumber: 'EST-000008',
        permitNumber: '7002',
        permitExpiresAt: instant(5),
      }),
      makeProperty({
        _id: 'unsent',
        title: 'Unsent Duplex',
        referenceNumber: 'EST-000010',
        permitNumber: '7004',
        permitExpiresAt: instant(3),
        publication: 'draft',
      }),
      makeProperty({
        _id: 'fine',
        title: 'Fine Flat',
        referenceNumber: 'EST-000009',
        permitNumber: '7003',
        permitExpiresAt: instant(60),
      }),
    ];
    renderApp('/dashboard');
    const expired = await screen.findByRole('list', { name: 'Expired permits' });
    const link = within(expired).getByRole('link', { name: /Expired Loft/ });
    expect(link).toHaveAttribute('href', '/update-property/old');
    expect(link).toHaveTextContent(/expired \d+ days? ago/);
    const soon = screen.getByRole('list', { name: 'Permits expiring soon' });
    expect(within(soon).getByRole('link', { name: /Soon Villa/ })).toHaveAttribute('href', '/update-property/soon');
    expect(within(soon).getByRole('link', { name: /Soon Villa/ })).not.toHaveTextContent('draft');
    // A draft's permit is listed too, said to be a draft, so it is renewed before the listing is published.
    expect(within(soon).getByRole('link', { name: /Unsent Duplex/ })).toHaveTextContent('draft, not on the site');
    expect(within(screen.getByRole('region', { name: 'Advertising permits' })).queryByText(/Fine Flat/)).toBeNull();
  });

  it('counts the days since a permit expired the same on the listing form and the dashboard, in Dubai days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The permit's last valid day is 10 January in Dubai: it stops at midnight there (20:00 UTC).
    db.properties = [
      makeProperty({
        _id: 'lapsed',
        title: 'Lapsed Loft',
        referenceNumber: 'EST-000011',
        permitNumber: '7011',
        permitExpiresAt: '2027-01-10T20:00:00.000Z',
      }),
    ];
    const seen = async (now: string) => {
      vi.setSystemTime(new Date(now));
      const leaveForm = renderApp('/update-property/lapsed').unmount;
      const hint = await screen.findByText(/^Expired .*: the listing is hidden from the public site\.$/);
      const onForm = /^Expired (.+?):/.exec(hint.textContent ?? '')![1];
      leaveForm();
      const leaveDashboard = renderApp('/dashboard').unmount;
      const expired = await screen.findByRole('list', { name: 'Expired permits' });
      const link = within(expired).getByRole('link', { name: /Lapsed Loft/ });
      const onDashboard = /^expired (.+)$/.exec(within(link).getByText(/^expired /).textContent ?? '')![1];
      leaveDashboard();
      return { onForm, onDashboard };
    };
    // 23:30 on 22 January in Dubai (19:30 UTC): eleven Dubai days after the 11th, on both screens.
    expect(await seen('2027-01-22T19:30:00.000Z')).toEqual({ onForm: '11 days ago', onDashboard: '11 days ago' });
    // Half an hour later it is the 23rd in Dubai (still the 22nd in UTC): twelve, on both.
    expect(await seen('2027-01-22T20:30:00.000Z')).toEqual({ onForm: '12 days ago', onDashboard: '12 days ago' });
    // The first Dubai day it is not valid: expired today, on both.
    expect(await seen('2027-01-10T21:00:00.000Z')).toEqual({ onForm: 'today', onDashboard: 'today' });
    vi.useRealTimers();
  });

  it('shows nothing about permits when none needs attention', async () => {
    db.properties = [makeProperty({ _id: 'p1', title: 'No permit' })];
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/get-permit-alerts')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Advertising permits' })).not.toBeInTheDocument();
  });
});
