import { HONEYPOT_FIELD, MESSAGES } from '@estate/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { EnquiryForm } from './enquiry-form';

async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Amira');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Khan');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'amira@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the villa still available?');
}

describe('The contact enquiry form', () => {
  it('is a form the web server takes without script: POST /forms/enquiry, every field named', async () => {
    renderWithProviders(<EnquiryForm listing="p-1" listingSlug="villa" defaultMessage="About the villa" />, '/villa');
    const form = ((await screen.findByRole('button', { name: 'Send enquiry' })) as HTMLButtonElement).form!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/enquiry');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      return: '/villa',
      form: 'enquiry',
      language: 'en',
      listing: 'p-1',
      listingSlug: 'villa',
      fname: '',
      lname: '',
      email: '',
      phone: '',
      message: 'About the villa',
      [HONEYPOT_FIELD]: '',
    });
  });

  it('shows what is missing next to each required field and sends nothing', async () => {
    const { user } = renderWithProviders(<EnquiryForm />);
    await user.click(await screen.findByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    expect(db.leads.enquiry).toHaveLength(0);
  });

  it('rejects an e-mail address that is not one', async () => {
    const { user } = renderWithProviders(<EnquiryForm />);
    await fill(user);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'amira@');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(db.leads.enquiry).toHaveLength(0);
  });

  it('sends the answers with the page address, the listing and the campaign, then thanks and clears', async () => {
    window.history.replaceState(null, '', '/property/villa?utm_source=newsletter&utm_campaign=palm');
    vi.useFakeTimers();
    const { user } = renderWithProviders(<EnquiryForm listingSlug="frond-villa" />);
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(db.leads.enquiry).toHaveLength(1);
    const sent = db.leads.enquiry[0]!;
    expect(sent).toMatchObject({
      fname: 'Amira',
      lname: 'Khan',
      email: 'amira@example.com',
      phone: '+971 50 123 4567',
      message: 'Is the villa still available?',
      listingSlug: 'frond-villa',
      utm_source: 'newsletter',
      utm_campaign: 'palm',
    });
    expect(sent.pageURL).toContain('/property/villa');
    expect(sent).not.toHaveProperty(HONEYPOT_FIELD);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    // Read at leisure: the thanks stays until the visitor closes the popup.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(MESSAGES.contactSuccess)).toBeInTheDocument();
  });

  it('names the property of a listing page, so that its agent is told too', async () => {
    const { user } = renderWithProviders(<EnquiryForm listingSlug="frond-villa" listing="p-frond" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(db.leads.enquiry[0]).toMatchObject({ listingSlug: 'frond-villa', listing: 'p-frond' });
  });

  it('sends no listing from other pages', async () => {
    const { user } = renderWithProviders(<EnquiryForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(db.leads.enquiry[0]).not.toHaveProperty('listing');
  });

  it('keeps the honeypot out of sight and out of the tab order', async () => {
    renderWithProviders(<EnquiryForm />);
    await screen.findByRole('button', { name: 'Send enquiry' });
    // Out of the accessibility tree (found only with hidden: true), and never reached by Tab.
    expect(screen.queryByRole('textbox', { name: 'Leave this empty' })).not.toBeInTheDocument();
    const trap = screen.getByRole('textbox', { name: 'Leave this empty', hidden: true });
    expect(trap).toHaveAttribute('name', HONEYPOT_FIELD);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
  });

  it('says a failed send failed, logs it, keeps saying so, and keeps what was written', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post('*/api/admin/send-email', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, unmount } = renderWithProviders(<EnquiryForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('sending the enquiry failed')));
    expect(screen.queryByText(MESSAGES.contactSuccess)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your enquiry could not be sent');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Is the villa still available?');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Your enquiry could not be sent');
    vi.useRealTimers();

    // The popup closed (the form is gone); opened again, it holds what the visitor wrote.
    unmount();
    server.resetHandlers();
    const view = renderWithProviders(<EnquiryForm defaultMessage="I would like to know more about Palm Villa." />);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Amira');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('amira@example.com');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Is the villa still available?');
    expect(screen.getByRole('alert')).toHaveTextContent('Your enquiry could not be sent');
    // Sent this time: thanks, and the answers are forgotten.
    await view.user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
    renderWithProviders(<EnquiryForm />);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('shows the fields the server refused next to them', async () => {
    server.use(
      http.post('*/api/admin/send-email', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: [{ field: 'phone', message: 'phone may hold only digits' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<EnquiryForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Phone may hold only digits')).toBeInTheDocument();
  });
});
