import { MESSAGES } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { SubscribeForm } from './subscribe-form';

const emailBox = () => screen.findByRole('textbox', { name: 'E-mail address' });

describe('The e-mail sign-up', () => {
  it('asks for a valid address before sending anything', async () => {
    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await emailBox(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/valid e-mail address/);
    expect(db.leads.subscribe).toHaveLength(0);
  });

  it('disables and dims the button while sending, then thanks in green and clears the field', async () => {
    server.use(
      http.post('*/api/admin/subscribe', async () => {
        await delay(150);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await emailBox(), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByRole('button', { name: 'SIGN UP...' })).toBeDisabled();
    const thanks = await screen.findByText(MESSAGES.subscribeSuccess);
    expect(thanks).toHaveClass('subscribe__success');
    expect(await emailBox()).toHaveValue('');
  });

  it('shows the server message in red when it refuses', async () => {
    server.use(
      http.post('*/api/admin/subscribe', () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })),
    );
    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await emailBox(), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    const error = await screen.findByText('Too many requests');
    expect(error).toHaveClass('subscribe__error');
    expect(await emailBox()).toHaveValue('amira@example.com');
  });

  it('shows the generic message when a failed answer carries none', async () => {
    server.use(http.post('*/api/admin/subscribe', () => new HttpResponse(null, { status: 502 })));
    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await emailBox(), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText(MESSAGES.subscribeFailed)).toBeInTheDocument();
  });

  it('tells the visitor to check the connection when the request never arrives', async () => {
    server.use(http.post('*/api/admin/subscribe', () => HttpResponse.error()));
    const { user } = renderWithProviders(<SubscribeForm />);
    await user.type(await emailBox(), 'amira@example.com');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeInTheDocument();
  });

  it('accepts the same address twice', async () => {
    const { user } = renderWithProviders(<SubscribeForm />);
    for (let i = 0; i < 2; i++) {
      await user.type(await emailBox(), 'amira@example.com');
      await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
      await waitFor(() => expect(db.leads.subscribe).toHaveLength(i + 1));
      expect(await screen.findByText(MESSAGES.subscribeSuccess)).toBeInTheDocument();
    }
  });
});
