import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { AgentCard } from './agent-card';
import { ListingMedia } from './listing-media';
import { OffPlan } from './off-plan';
import { PermitBlock } from './permit-block';

const AGENT = {
  _id: 'agent1',
  title: 'Layla Haddad',
  position: 'Senior Partner, Palm Jumeirah',
  whatsapp: '+971 50 123 4567',
  phone: '+971 4 555 0101',
  email: 'layla@estate.example',
  featuredImage: '/uploads/layla.jpg',
};

describe('The agent card', () => {
  it('shows the photo, name and position, and WhatsApp with the reference and title pre-filled', async () => {
    renderWithProviders(<AgentCard agent={AGENT} title="Signature Frond Villa" reference="EST-000123" />);
    const card = await screen.findByRole('region', { name: 'Your agent' });
    expect(within(card).getByRole('img', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(within(card).getByText('Senior Partner, Palm Jumeirah')).toBeInTheDocument();
    const whatsapp = within(card).getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/971501234567');
    expect(href.searchParams.get('text')).toContain('Signature Frond Villa');
    expect(href.searchParams.get('text')).toContain('Ref. EST-000123');
    expect(within(card).getByRole('link', { name: /Call \+971 4 555 0101/ })).toHaveAttribute(
      'href',
      'tel:+97145550101',
    );
    expect(within(card).getByRole('link', { name: /E-mail layla@estate.example/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:layla@estate\.example\?subject=.*EST-000123/),
    );
  });

  it('is not shown for a listing without an agent', async () => {
    renderWithProviders(
      <>
        <p>page</p>
        <AgentCard agent={null} title="x" reference="EST-1" />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Your agent' })).not.toBeInTheDocument();
  });
});

describe('The permit block', () => {
  it('shows "DLD permit", the number and the QR code linking to the validation page', async () => {
    const qr = { url: 'https://check.example/7101234567', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
    renderWithProviders(<PermitBlock permitNumber="7101234567" qr={qr} />);
    const block = await screen.findByRole('region', { name: 'Advertising permit' });
    expect(within(block).getByText('DLD permit')).toBeInTheDocument();
    expect(within(block).getByText('7101234567')).toBeInTheDocument();
    expect(
      within(block).getByRole('img', { name: 'QR code: check permit 7101234567 with the Dubai Land Department' }),
    ).toContainHTML('<svg');
    expect(within(block).getByRole('link', { name: 'Check this permit' })).toHaveAttribute('href', qr.url);
  });
});

describe('The off-plan block', () => {
  it('shows completion, handover and the payment plan as a table with its total', async () => {
    renderWithProviders(
      <OffPlan
        completionStatus="off-plan"
        handoverDate="Q4 2027"
        paymentPlan={[
          { milestone: 'Down payment on booking', percent: 20, due: 'On signing the SPA' },
          { milestone: 'During construction', percent: 33.33, due: 'Quarterly' },
          { milestone: 'On handover', percent: 46.67, due: 'On completion' },
        ]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Completion and payment plan' });
    expect(within(section).getByLabelText('Completion')).toHaveTextContent('Off-plan');
    expect(within(section).getByLabelText('Handover')).toHaveTextContent('Q4 2027');
    const table = within(section).getByRole('table', { name: 'Payment plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Milestone', 'Percent', 'Due']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['20%', 'On signing the SPA'],
      ['33.33%', 'Quarterly'],
      ['46.67%', 'On completion'],
      ['100%', ''],
    ]);
    expect(within(rows[3]!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('says "Ready" for a completed listing, and is absent without off-plan details', async () => {
    const { unmount } = renderWithProviders(
      <OffPlan completionStatus="ready" handoverDate="Q1 2025" paymentPlan={[]} />,
    );
    expect(await screen.findByLabelText('Completion')).toHaveTextContent('Ready');
    unmount();
    renderWithProviders(
      <>
        <p>page</p>
        <OffPlan completionStatus="ready" handoverDate={null} paymentPlan={[]} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Completion')).not.toBeInTheDocument();
  });
});

describe('Plans and media', () => {
  const media = {
    title: 'Signature Frond Villa',
    posters: ['/uploads/villa.jpg', '/uploads/terrace.jpg'] as [string, string],
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    floorPlans: ['/uploads/plan-1.png', '/uploads/plan-2.png'],
    brochure: '/uploads/frond-villa.pdf',
  };

  it('loads no player until the visitor clicks, then frames it from youtube-nocookie.com', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    const play = await screen.findByRole('button', { name: 'Play video' });
    // No frame of any title: nothing is loaded from the player's host yet.
    expect(screen.queryByTitle(/video|tour/i)).not.toBeInTheDocument();
    await user.click(play);
    expect(screen.getByTitle('Signature Frond Villa: video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
  });

  it('opens the 3D tour on click, and a Vimeo video from player.vimeo.com', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} videoUrl="https://vimeo.com/76979871" />);
    await user.click(await screen.findByRole('button', { name: 'Open 3D tour' }));
    expect(screen.getByTitle('Signature Frond Villa: 3D tour')).toHaveAttribute('src', media.virtualTourUrl);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByTitle('Signature Frond Villa: video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('opens floor plans large from their thumbnails, and steps through them', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    await user.click(await screen.findByRole('button', { name: 'Open Signature Frond Villa, floor plan 2 of 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Floor plans' });
    expect(within(dialog).getByRole('img', { name: 'Signature Frond Villa, floor plan 2 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img', { name: 'Signature Frond Villa, floor plan 1 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the brochure, and shows nothing for a listing without media', async () => {
    const { unmount } = renderWithProviders(<ListingMedia {...media} />);
    expect(await screen.findByRole('link', { name: 'Download brochure (PDF)' })).toHaveAttribute(
      'href',
      media.brochure,
    );
    unmount();
    renderWithProviders(
      <>
        <p>page</p>
        <ListingMedia title="x" posters={[null, null]} videoUrl="" virtualTourUrl="" floorPlans={[]} brochure={null} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Explore the residence' })).not.toBeInTheDocument();
  });
});
