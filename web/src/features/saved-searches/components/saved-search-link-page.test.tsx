import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { db } from '~/testing/handlers';
import { renderWithProviders } from '~/testing/render';
import { server } from '~/testing/server';
import { SavedSearchLinkPage } from './saved-search-link-page';

describe('The confirm page of a saved search', () => {
  it('confirms nothing by being opened: only the button posts the token', async () => {
    const { user } = renderWithProviders(<SavedSearchLinkPage action="confirm" token="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Confirm your property alert', level: 1 })).toBeInTheDocument();
    expect(db.savedSearches.confirmed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.confirmed);
    expect(screen.getByText('Villas in Dubai')).toBeInTheDocument();
    expect(db.savedSearches.confirmed).toEqual(['tok-1']);
  });

  it('says the alert is already confirmed when the link is opened and pressed a second time', async () => {
    const view = renderWithProviders(<SavedSearchLinkPage action="confirm" token="tok-twice" />);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.confirmed);
    view.unmount();

    const { user } = renderWithProviders(<SavedSearchLinkPage action="confirm" token="tok-twice" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.alreadyConfirmed);
    expect(screen.getByText('Villas in Dubai')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });

  it('shows it is working while the confirmation is on its way', async () => {
    server.use(
      http.post('*/api/admin/confirm-saved-search', async () => {
        await delay(150);
        return HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.confirmed, label: 'Villas' });
      }),
    );
    const { user } = renderWithProviders(<SavedSearchLinkPage action="confirm" token="tok-1" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.confirmed);
  });

  it('says clearly when the link is unknown or its search has ended', async () => {
    server.use(
      http.post('*/api/admin/confirm-saved-search', () =>
        HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.invalidToken }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<SavedSearchLinkPage action="confirm" token="used" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.invalidToken);
  });

  it('says the link is not valid when it carries no token, without a button', async () => {
    renderWithProviders(<SavedSearchLinkPage action="confirm" token="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.invalidToken);
    expect(screen.queryByRole('button', { name: 'Confirm my alert' })).not.toBeInTheDocument();
  });

  it('lets the visitor try again after a network failure', async () => {
    server.use(http.post('*/api/admin/confirm-saved-search', () => HttpResponse.error(), { once: true }));
    const { user } = renderWithProviders(<SavedSearchLinkPage action="confirm" token="tok-2" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkError);
    await user.click(screen.getByRole('button', { name: 'Confirm my alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.confirmed);
  });
});

describe('The unsubscribe page of a saved search', () => {
  it('unsubscribes with the token when the visitor presses the button', async () => {
    const { user } = renderWithProviders(<SavedSearchLinkPage action="unsubscribe" token="tok-u" />);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from this alert', level: 1 })).toBeInTheDocument();
    expect(db.savedSearches.unsubscribed).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.unsubscribed);
    expect(db.savedSearches.unsubscribed).toEqual(['tok-u']);
  });

  it('says clearly when the link is unknown', async () => {
    server.use(
      http.post('*/api/admin/unsubscribe-saved-search', () =>
        HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.invalidToken }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<SavedSearchLinkPage action="unsubscribe" token="nope" />);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.invalidToken);
  });
});
