import { API_PREFIX } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { ROLE_TOKENS } from '@/testing/staff';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** The export's request: its bearer token and query parameters. */
function sentExport() {
  const [sent] = requestsTo('/export-properties', 'GET');
  return {
    token: sent!.headers.get('authorization'),
    params: Object.fromEntries(new URL(sent!.path, 'http://x').searchParams),
  };
}

describe('Export CSV on the properties list', () => {
  it('downloads every listing with the bearer token, under the name the server gives', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' })];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/properties');
    await screen.findByText('Palm Villa');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentExport()).toEqual({ token: `Bearer ${ROLE_TOKENS.administrator}`, params: {} });
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('listings-2026-11-22.csv');
    expect(anchor.href).toMatch(/^blob:/);
  });

  it("exports what the table's search shows, and says so", async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' }), makeProperty({ title: 'Marina Flat' })];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/properties?q=palm');
    await screen.findByText('Palm Villa');
    await user.click(screen.getByRole('button', { name: 'Export these as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentExport().params).toEqual({ q: 'palm' });
  });

  it('says so when the listings cannot be exported, and can be asked again', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' })];
    server.use(http.get(`${API_PREFIX}/export-properties`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/properties');
    await screen.findByText('Palm Villa');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export listings');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('is not offered to a role that may not export listings', async () => {
    db.properties = [makeProperty({ title: 'Palm Villa' })];
    renderApp('/properties', { role: 'agent' });
    await screen.findByText('Palm Villa');
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Property' })).toBeInTheDocument();
  });
});
