import { API_PREFIX } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '@/testing/db';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

describe('The mail previews', () => {
  it('list every kind of mail and show the first one, its HTML part in a sandboxed frame', async () => {
    renderApp('/mail-previews');
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of mail' });
    expect(within(kinds).getAllByRole('link')).toHaveLength(15);
    const first = within(kinds).getByRole('link', { name: /Enquiry, to the agency/ });
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Estate: the enquiry mail' })).toBeInTheDocument();
    expect(screen.getByText('leads@estate.local')).toBeInTheDocument();
    expect(screen.getByText('amelia.hartley@example.com')).toBeInTheDocument();
    const frame = screen.getByTitle('The HTML part of: Estate: the enquiry mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>The enquiry mail</h1>');
  });

  it('shows the kind chosen, its attachment, and its plain-text part on demand', async () => {
    const { user } = renderApp('/mail-previews');
    const kinds = await screen.findByRole('navigation', { name: 'Kinds of mail' });
    await user.click(within(kinds).getByRole('link', { name: /Viewing confirmed, to the buyer/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Estate: the viewingConfirmed mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('viewing.ics (text/calendar)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(screen.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('The plain-text part of: Estate: the viewingConfirmed mail')).toHaveTextContent(
      'The viewingConfirmed mail, in plain text.',
    );
    expect(requestsTo('/get-mail-preview/viewingConfirmed')).toHaveLength(1);
  });

  it('shows the buyer’s mails in the language chosen, and keeps it as another kind is chosen', async () => {
    const { user } = renderApp('/mail-previews?kind=alertDigest');
    await screen.findByRole('heading', { level: 2, name: 'Estate: the alertDigest mail' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buyer’s language' }), 'Arabic');
    await screen.findByRole('heading', { level: 2, name: 'Estate: the alertDigest mail' });
    expect(requestsTo('/get-mail-preview/alertDigest?language=ar')).toHaveLength(1);
    expect(requestsTo('/get-mail-previews?language=ar')).toHaveLength(1);
    const kinds = screen.getByRole('navigation', { name: 'Kinds of mail' });
    expect(within(kinds).getByRole('link', { name: /Welcome, to a new subscriber/ })).toHaveAttribute(
      'href',
      '/mail-previews?kind=welcome&language=ar',
    );
  });

  it('opens the kind named in the address', async () => {
    renderApp('/mail-previews?kind=permitReminder');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Estate: the permitReminder mail' }),
    ).toBeInTheDocument();
  });

  it('says so when the previews cannot be loaded', async () => {
    server.use(http.get(`${API_PREFIX}/get-mail-previews`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/mail-previews');
    expect(await screen.findByRole('alert')).toHaveTextContent('The mails could not be loaded.');
  });

  it('is linked from the settings', async () => {
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Preview the mails' })).toHaveAttribute('href', '/mail-previews');
  });

  it('is not for a role that may not change the settings', async () => {
    renderApp('/mail-previews', { role: 'agent' });
    expect(
      await screen.findByRole('heading', { name: 'Your role (Agent) does not allow this page' }),
    ).toBeInTheDocument();
    expect(requestsTo('/get-mail-previews')).toHaveLength(0);
  });
});
