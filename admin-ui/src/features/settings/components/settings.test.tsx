import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeDevelopment, makeProperty } from '@/testing/fixtures';
import { turnOnTwoFactor } from '@/testing/handlers/two-factor';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('Settings: the home page features', () => {
  it('shows the current full-width property and development, chosen in the selects', async () => {
    db.properties = [
      makeProperty({ title: 'Palm Villa', isFullWidthFeatured: true }),
      makeProperty({ title: 'Marina Flat' }),
    ];
    db.developments = [makeDevelopment({ title: 'Harbour Towers', isFullWidthFeatured: true })];
    renderApp('/settings');
    const propertySelect = await screen.findByRole('combobox', { name: 'Full-width featured property' });
    await waitFor(() => expect(propertySelect).toHaveDisplayValue('Palm Villa'));
    expect(screen.getByRole('combobox', { name: 'Full-width featured development' })).toHaveDisplayValue(
      'Harbour Towers',
    );
  });

  it("saves with PUT update-property and update-development {isFullWidthFeatured: true}; 'Settings updated!' for 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const flat = makeProperty({ title: 'Marina Flat' });
    const towers = makeDevelopment({ title: 'Harbour Towers' });
    db.properties = [makeProperty({ title: 'Palm Villa' }), flat];
    db.developments = [towers];
    const { user } = renderApp('/settings', { fakeTimers: true });
    const propertySelect = await screen.findByRole('combobox', { name: 'Full-width featured property' });
    await waitFor(() => expect(propertySelect).toBeEnabled());
    await user.selectOptions(propertySelect, 'Marina Flat');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Full-width featured development' }),
      'Harbour Towers',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated!')).toBeInTheDocument();
    expect(requestsTo(`/update-property/${flat._id}`, 'PUT')[0]!.body).toEqual({ isFullWidthFeatured: true });
    expect(requestsTo(`/update-development/${towers._id}`, 'PUT')[0]!.body).toEqual({ isFullWidthFeatured: true });
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Settings updated!')).not.toBeInTheDocument();
  });

  it('finds a property among many by a search the server runs, keeping the current choice', async () => {
    db.properties = [
      makeProperty({ title: 'Palm Villa', isFullWidthFeatured: true }),
      ...Array.from({ length: 130 }, (_, i) => makeProperty({ title: `Apartment ${String(i + 1).padStart(3, '0')}` })),
      makeProperty({ title: 'Zabeel Mansion' }),
    ];
    const { user } = renderApp('/settings');
    const propertySelect = await screen.findByRole('combobox', { name: 'Full-width featured property' });
    await waitFor(() => expect(propertySelect).toHaveDisplayValue('Palm Villa'));
    expect(screen.getByText('The first 100 of 132: search to find another.')).toBeInTheDocument();
    expect(within(propertySelect).queryByRole('option', { name: 'Zabeel Mansion' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'zab');
    expect(await within(propertySelect).findByRole('option', { name: 'Zabeel Mansion' })).toBeInTheDocument();
    // The current choice stays selected while the search lists other properties.
    expect(propertySelect).toHaveDisplayValue('Palm Villa');
    await user.selectOptions(propertySelect, 'Zabeel Mansion');
    expect(propertySelect).toHaveDisplayValue('Zabeel Mansion');
    for (const call of requestsTo('/get-properties', 'GET')) expect(call.path).toContain('fields=_id%2Ctitle');
  });

  it('asks for a choice before saving nothing', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose a property or a development')).toBeInTheDocument();
  });
});

describe('Settings: the agency details', () => {
  it("loads, saves as JSON and shows 'Agency details updated!'", async () => {
    const { user } = renderApp('/settings');
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue(db.settings.phone);
    await user.clear(phone);
    await user.type(phone, '+971 4 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save agency details' }));
    expect(await screen.findByText('Agency details updated!')).toBeInTheDocument();
    expect(requestsTo('/update-settings', 'PUT')[0]!.body).toMatchObject({ phone: '+971 4 123 4567' });
    expect(db.settings.phone).toBe('+971 4 123 4567');
  });

  it("shows the server's field errors next to the field and keeps the input", async () => {
    const { user } = renderApp('/settings');
    const instagram = await screen.findByRole('textbox', { name: 'Instagram URL' });
    await user.clear(instagram);
    await user.type(instagram, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save agency details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'instagramUrl must be an http, https, mailto or tel URL',
    );
    expect(instagram).toHaveAccessibleDescription('instagramUrl must be an http, https, mailto or tel URL');
    expect(instagram).toHaveValue('not a url');
  });

  it('says so when the agency details cannot be loaded', async () => {
    server.use(http.get(`${API_PREFIX}/get-settings`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/settings');
    expect(await screen.findByText('The agency details could not be loaded.')).toBeInTheDocument();
  });
});

describe('Settings: the mortgage and purchase-cost calculator', () => {
  it('shows the constants in force as percentages and AED, saves a change and can restore the defaults', async () => {
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Mortgage and purchase costs' });
    const dld = within(form).getByRole('textbox', { name: 'DLD transfer fee (%)' });
    expect(dld).toHaveValue('4');
    expect(within(form).getByRole('textbox', { name: 'Mortgage registration (%)' })).toHaveValue('0.25');
    expect(within(form).getByRole('textbox', { name: 'DLD admin fee (AED)' })).toHaveValue('580');
    await user.clear(dld);
    await user.type(dld, '4.5');
    await user.click(within(form).getByRole('button', { name: 'Save calculator settings' }));
    expect(await within(form).findByText('Calculator settings updated!')).toBeInTheDocument();
    const sent = requestsTo('/update-settings', 'PUT')[0]!.body as { buyingCosts: Record<string, unknown> };
    expect(Object.keys(sent)).toEqual(['buyingCosts']);
    expect(sent.buyingCosts.dldTransferRate).toBe(0.045);
    expect(sent.buyingCosts.ltvExpat).toEqual({
      firstHomeUpToThreshold: 0.8,
      firstHomeAboveThreshold: 0.7,
      laterHome: 0.6,
    });
    expect(sent.buyingCosts.arrangementFeeRate).toBe(0.01);
    expect(sent.buyingCosts.oqoodFeeAed).toBe(1020);
    expect(db.settings.buyingCosts.dldTransferRate).toBe(0.045);

    await user.click(within(form).getByRole('button', { name: 'Restore the defaults' }));
    expect(await within(form).findByText('The 2026 defaults are back')).toBeInTheDocument();
    expect(requestsTo('/update-settings', 'PUT')[1]!.body).toEqual({ buyingCosts: null });
    expect(within(form).getByRole('textbox', { name: 'DLD transfer fee (%)' })).toHaveValue('4');
  });

  it("names the Central Bank's 2020 rule beside the loan-to-value limits and offers the bank's fees and Oqood", async () => {
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Mortgage and purchase costs' });
    expect(form).toHaveTextContent('Loan-to-value limits follow the UAE Central Bank Resolution 31/2/2020');
    const expat = within(form).getByRole('textbox', { name: 'Expat, first home up to the threshold (%)' });
    expect(expat).toHaveValue('80');
    expect(expat).toHaveAccessibleDescription('Default 80 (UAE Central Bank Resolution 31/2/2020)');
    expect(within(form).getByRole('textbox', { name: 'UAE national, first home up to the threshold (%)' })).toHaveValue(
      '85',
    );
    expect(within(form).getByRole('textbox', { name: 'Bank arrangement fee (of the loan, plus VAT) (%)' })).toHaveValue(
      '1',
    );
    expect(within(form).getByRole('textbox', { name: 'Life insurance a year (of the loan) (%)' })).toHaveValue('0.24');
    expect(within(form).getByRole('textbox', { name: 'Property insurance a year (of the price) (%)' })).toHaveValue(
      '0.04',
    );
    expect(within(form).getByRole('textbox', { name: 'Off-plan (Oqood) registration (AED)' })).toHaveValue('1020');
  });

  it('marks a figure out of range next to its field and sends nothing', async () => {
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Mortgage and purchase costs' });
    const vat = within(form).getByRole('textbox', { name: 'VAT (%)' });
    await user.clear(vat);
    await user.type(vat, '120');
    await user.click(within(form).getByRole('button', { name: 'Save calculator settings' }));
    expect(await within(form).findByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    expect(requestsTo('/update-settings', 'PUT')).toHaveLength(0);
  });
});

describe('Settings: staff sign-in', () => {
  it('requires two-factor sign-in for administrators, saving only that rule', async () => {
    turnOnTwoFactor(1);
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Staff sign-in' });
    const rule = within(form).getByRole('checkbox', { name: /Require two-factor sign-in for administrators/ });
    expect(rule).not.toBeChecked();
    expect(rule).toHaveAccessibleDescription(/code from an authenticator app after their password/);
    await user.click(rule);
    await user.click(within(form).getByRole('button', { name: 'Save sign-in rules' }));

    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Staff sign-in saved.'));
    expect(requestsTo('/update-settings', 'PUT')[0]!.body).toEqual({ requireTwoFactorForAdministrators: true });
    expect(db.settings.requireTwoFactorForAdministrators).toBe(true);
    // The administrator who saved it has it on: the page stays.
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });

  it('asks the administrator who requires it, without it yet, to set it up at once', async () => {
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Staff sign-in' });
    await user.click(within(form).getByRole('checkbox', { name: /Require two-factor sign-in for administrators/ }));
    await user.click(within(form).getByRole('button', { name: 'Save sign-in rules' }));
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeInTheDocument();
  });
});

describe('Settings: the pipeline', () => {
  it('turns the round robin off and sets the unanswered hours, refusing hours out of range', async () => {
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Pipeline' });
    const rule = within(form).getByRole('checkbox', { name: /Assign to the agents in turn/ });
    expect(rule).toBeChecked();
    const hours = within(form).getByRole('spinbutton', { name: /Flag as unanswered after/ });
    expect(hours).toHaveValue(4);
    await user.click(rule);
    await user.clear(hours);
    await user.type(hours, '400');
    await user.click(within(form).getByRole('button', { name: 'Save pipeline settings' }));
    expect(within(form).getByText('Enter a whole number of hours from 1 to 168.')).toBeInTheDocument();
    expect(requestsTo('/update-settings', 'PUT')).toHaveLength(0);

    await user.clear(hours);
    await user.type(hours, '8');
    await user.click(within(form).getByRole('button', { name: 'Save pipeline settings' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Pipeline settings saved.'));
    expect(requestsTo('/update-settings', 'PUT')[0]!.body).toEqual({ dealRoundRobin: false, dealUnansweredHours: 8 });
  });
});

describe("Settings: the address's translations", () => {
  const ARABIC = 'الطابق 14، مارينا بلازا، دبي مارينا';

  it('opens on its tab: each language with its state, the address beside its English, saved one language at a time', async () => {
    db.settings = { ...db.settings, address: 'Level 14, Marina Plaza, Dubai Marina' };
    db.translations.set('setting:settings', { ru: { address: 'Уровень 14, Марина Плаза' } });
    const { user } = renderApp('/settings');
    // The address's hint leads to the tab, as the tab's own link does.
    const agency = await screen.findByRole('form', { name: 'Agency details' });
    await user.click(within(agency).getByRole('link', { name: 'Translations tab' }));
    expect(await screen.findByRole('tab', { name: /Arabic/ })).toHaveTextContent('Missing translation');
    expect(screen.getByRole('tab', { name: /Russian/ })).toHaveTextContent(/Translated.*Live/);
    expect(screen.getByRole('link', { name: 'Translations' })).toHaveAttribute('aria-current', 'page');
    // The other settings are on their own tab.
    expect(screen.queryByRole('form', { name: 'Pipeline' })).not.toBeInTheDocument();
    expect(screen.getByText('No Arabic yet: the site shows the English agency address.')).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'Address in English' })).toHaveTextContent(
      'Level 14, Marina Plaza, Dubai Marina',
    );
    const address = within(panel).getByRole('textbox', { name: 'Address in Arabic' });
    expect(address).toHaveAttribute('dir', 'rtl');
    await user.type(address, ARABIC);
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByText('Arabic translation saved')).toBeInTheDocument();
    expect(requestsTo('/save-translation/setting/settings/ar', 'PUT')[0]!.body).toEqual({
      values: { address: ARABIC },
    });
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveTextContent(/Translated.*Live/);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Settings sections' })).getByRole('link', { name: 'Settings' }),
    );
    expect(await screen.findByRole('form', { name: 'Pipeline' })).toBeInTheDocument();
  });

  it('is opened by its address, and removes a language', async () => {
    db.translations.set('setting:settings', { zh: { address: '迪拜码头 码头广场 14 层' } });
    const { user } = renderApp('/settings?tab=translations');
    await user.click(await screen.findByRole('tab', { name: /Chinese/ }));
    const panel = screen.getByRole('tabpanel', { name: /Chinese.* translation/ });
    expect(within(panel).getByRole('textbox', { name: /Address in Chinese/ })).toHaveValue('迪拜码头 码头广场 14 层');
    await user.click(within(panel).getByRole('button', { name: /Remove Chinese.* translation/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove translation' }));
    expect(await screen.findByText(/Chinese.* translation removed/)).toBeInTheDocument();
    expect(requestsTo('/delete-translation/setting/settings/zh', 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Chinese/ })).toHaveTextContent('Missing translation');
  });
});
