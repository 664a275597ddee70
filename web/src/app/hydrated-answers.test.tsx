import { apiPath } from '@estate/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { teamsQuery, useTeams } from '~/features/team/api/get-teams';
import { aTeamMember } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import { server } from '~/testing/server';
import { createQueryClient, dehydrateForBrowser, getQueryClient } from '~/lib/query-client';

function TeamNames() {
  const { data } = useTeams('en');
  return (
    <ul aria-label="Team">
      {(data ?? []).map((t) => (
        <li key={t._id}>{t.title}</li>
      ))}
    </ul>
  );
}

describe('A page the server rendered a while ago (the page cache)', () => {
  it('shows the answers it came with and asks the CMS nothing more on arrival', async () => {
    db.teams = [aTeamMember({ title: 'Layla Haddad' })];
    let asked = 0;
    server.use(
      http.get(`*${apiPath('getTeams')}`, () => {
        asked += 1;
        return undefined;
      }),
    );
    // Rendered ten minutes ago, past the minute an answer counts as fresh in the browser.
    const rendered = createQueryClient();
    rendered.setQueryData(teamsQuery('en').queryKey, db.teams, { updatedAt: Date.now() - 10 * 60_000 });
    const dehydratedState = dehydrateForBrowser(rendered);
    renderRoutes([{ index: true, loader: () => ({ dehydratedState }), Component: TeamNames }]);

    expect(await screen.findByText('Layla Haddad')).toBeInTheDocument();
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(asked).toBe(0);
  });
});
