import { API_PREFIX } from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { makeTeam } from '@/testing/fixtures';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('The team', () => {
  it('lists members with their position and e-mail', async () => {
    db.teams = [makeTeam({ title: 'Amelia Hart', position: 'Partner', email: 'amelia@example.com' })];
    renderApp('/teams');
    const row = await screen.findByRole('row', { name: /Amelia Hart/ });
    expect(within(row).getByText('Partner')).toBeInTheDocument();
    expect(within(row).getByText('amelia@example.com')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch teams' when the list fails", async () => {
    server.use(http.get(`${API_PREFIX}/get-teams`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/teams');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch teams');
  });

  it('requires the name, description, position, WhatsApp and e-mail when adding', async () => {
    const { user } = renderApp('/add-team');
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    for (const text of [
      'Name is required',
      'Description is required',
      'Position is required',
      'WhatsApp is required',
      'Email is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(requestsTo('/add-team')).toHaveLength(0);
  });

  it('adds a member with a portrait, then opens the list', async () => {
    const { user, router } = renderApp('/add-team');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Noor Saleh');
    await user.type(screen.getByRole('textbox', { name: /Position/ }), 'Advisor');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Dubai Hills specialist.');
    await user.type(screen.getByRole('textbox', { name: /WhatsApp/ }), '+971 50 111 2222');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'noor@example.com');
    await user.upload(screen.getByLabelText('Photo file'), imageFile('noor.png'));
    await user.click(screen.getByRole('button', { name: 'Add Team Member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    const [sent] = requestsTo('/add-team', 'POST');
    expect(textOf(sent!, 'title')).toBe('Noor Saleh');
    expect(textOf(sent!, 'email')).toBe('noor@example.com');
    expect(filesOf(sent!, 'featuredImage').map((f) => f.name)).toEqual(['noor.png']);
  });

  it("keeps 'Team updated successfully!' on screen after an update", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeTeam();
    db.teams = [member];
    const { user } = renderApp(`/update-team/${member._id}`, { fakeTimers: true });
    await user.type(await screen.findByRole('textbox', { name: 'Position' }), ' & Director');
    await user.click(screen.getByRole('button', { name: 'Update Team Member' }));
    expect(await screen.findByText('Team updated successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Team updated successfully!')).toBeInTheDocument();
  });

  it("shows 'Failed to update Team' when the update fails", async () => {
    server.use(http.put(`${API_PREFIX}/update-team/:id`, () => new HttpResponse(null, { status: 500 })));
    const member = makeTeam();
    db.teams = [member];
    const { user } = renderApp(`/update-team/${member._id}`);
    await user.click(await screen.findByRole('button', { name: 'Update Team Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update Team');
  });

  it('shows a detail page and deletes after asking', async () => {
    const member = makeTeam({ title: 'Amelia Hart' });
    db.teams = [member];
    const { user, router } = renderApp(`/team/${member._id}`);
    expect(await screen.findByRole('heading', { name: 'Amelia Hart', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Team Member' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Team Member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
  });

  it("shows 'Failed to delete the team' and 'Failed to fetch team details'", async () => {
    server.use(http.delete(`${API_PREFIX}/delete-team/:id`, () => new HttpResponse(null, { status: 500 })));
    const member = makeTeam();
    db.teams = [member];
    const { user } = renderApp(`/team/${member._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Team Member' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Team Member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the team');
  });

  it("shows 'Team not found!' for an unknown member", async () => {
    renderApp('/team/unknown');
    expect(await screen.findByText('Team not found!')).toBeInTheDocument();
  });
});
