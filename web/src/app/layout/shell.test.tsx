import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { usePopups } from '~/lib/popups';
import { renderRoutes } from '~/testing/render';
import { Shell } from './shell';
import { HEADER_EXTRA_HEIGHT } from './header';

function page(path: string) {
  return {
    path: path.slice(1),
    Component: () => (
      <Shell>
        <h1>Page {path}</h1>
      </Shell>
    ),
  };
}
const open = (path = '/about') =>
  renderRoutes([page('/about'), page('/all-properties'), page('/all-developments')], path);

describe('The shared layout', () => {
  it('opens a menu on hover and on click, and closes it when the pointer leaves the header', async () => {
    const { user } = open();
    const properties = await screen.findByRole('button', { name: 'Properties' });
    await user.hover(properties);
    expect(properties).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /New developments/ })).toBeVisible();
    await user.unhover(screen.getByRole('banner'));
    expect(properties).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    // A second click closes what the first opened.
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the menu button when Escape closes a menu', async () => {
    const { user } = open();
    const guides = await screen.findByRole('button', { name: 'Guides' });
    await user.click(guides);
    const link = within(screen.getByRole('banner')).getAllByRole('link', { name: /guide/i })[0]!;
    link.focus();
    await user.keyboard('{Escape}');
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(guides).toHaveFocus();

    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    // jsdom has no Escape for a modal dialog (a browser's 'cancel'): its close button does the same.
    await user.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('tucks the header away while the page scrolls down, and brings it back on the way up', async () => {
    open();
    const header = await screen.findByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    // The header listens once its effects have run: the page is scrolled down until it has.
    await waitFor(() => {
      scrollTo(200);
      scrollTo(400);
      expect(header).toHaveClass('is-tucked');
    });
    expect(document.documentElement).toHaveClass('header-tucked');
    scrollTo(300);
    await waitFor(() => expect(header).not.toHaveClass('is-tucked'));
    expect(document.documentElement).not.toHaveClass('header-tucked');
    scrollTo(0);
  });

  it('grows the header to the open menu plus 120 px', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Services' }));
    const header = screen.getByRole('banner');
    // jsdom lays nothing out: the menu measures 0, so the header is exactly the extra height.
    await waitFor(() => expect(header.style.height).toBe(`${HEADER_EXTRA_HEIGHT}px`));
  });

  it('opens the enquiry popup from Contact, with chat, phone and e-mail shortcuts', async () => {
    const { user } = open();
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire now' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: '+971 4 388 9120' })).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: '+971 4 388 9120' })).toHaveAttribute('href', 'tel:+97143889120');
    expect(within(dialog).getByRole('link', { name: 'hello@estate.local' })).toHaveAttribute(
      'href',
      'mailto:hello@estate.local',
    );
    expect(within(dialog).getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
      'href',
      'https://wa.me/971585550142',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens and closes popups without rendering the page again', async () => {
    let pageCommits = 0;
    function StartNowButton() {
      const { openStartNow } = usePopups();
      return (
        <button type="button" onClick={openStartNow}>
          Start now
        </button>
      );
    }
    const { user } = renderRoutes(
      [
        {
          path: 'about',
          Component: () => (
            <Shell>
              <Profiler id="page" onRender={() => (pageCommits += 1)}>
                <h1>About</h1>
                <StartNowButton />
              </Profiler>
            </Shell>
          ),
        },
      ],
      '/about',
    );
    // Counted once the settings have arrived (the layout renders again with them).
    const bar = await screen.findByRole('region', { name: 'Quick contact' });
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+97143889120'),
    );
    const banner = screen.getByRole('banner');
    const commitsBefore = pageCommits;
    await user.click(within(banner).getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquire now' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Only the layout's popup host renders on open and close, not the page around the buttons
    // (the whole home, for its Start now button): a click stays quick on a long page.
    expect(pageCommits).toBe(commitsBefore);
  });

  it('shows the currency globe, except on the property and development listings', async () => {
    const { user, unmount } = open('/about');
    await user.click(await screen.findByRole('button', { name: 'Choose display currency' }));
    expect(await screen.findByRole('dialog', { name: 'Display currency' })).toBeInTheDocument();
    unmount();
    open('/all-properties');
    await screen.findByRole('heading', { name: 'Page /all-properties' });
    expect(screen.queryByRole('button', { name: 'Choose display currency' })).not.toBeInTheDocument();
  });

  it('has the floating chat, call and Contact us actions on every page', async () => {
    const { user } = open();
    const bar = await screen.findByRole('region', { name: 'Quick contact' });
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+97143889120'),
    );
    await user.click(within(bar).getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('dialog', { name: 'Enquire now' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'All properties' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the footer sign-up, the legal links and the social links', async () => {
    open();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'SIGN UP' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-condition',
    );
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/estate',
      ),
    );
    expect(within(footer).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
  });
});
