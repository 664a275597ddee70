/* eslint-disable testing-library/no-container, testing-library/no-node-access --
   the film is decorative (aria-hidden, no role, no text): only the element itself can show it */
import { act, render, screen } from '@testing-library/react';
import { FILM_SETTLE_MS, HeroVideo } from './hero-video';

describe('The hero film', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the still at once and fetches the film only once the loaded page has stayed settled', async () => {
    const { container } = render(<HeroVideo />);
    const film = () => container.querySelector('video');
    expect(screen.getByRole('presentation', { hidden: true })).toHaveAttribute('src');
    // The page has loaded (jsdom) and gone idle: the film still waits.
    await act(async () => vi.advanceTimersByTimeAsync(1200));
    expect(film()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(FILM_SETTLE_MS + 1200));
    expect(film()).toHaveAttribute('src', '/media/hero.mp4');
  });

  it('never fetches the film for a visitor who asked for less motion', async () => {
    const matchMedia = vi.fn().mockReturnValue({ matches: true });
    vi.stubGlobal('matchMedia', matchMedia);
    const { container } = render(<HeroVideo />);
    await act(async () => vi.advanceTimersByTimeAsync(FILM_SETTLE_MS * 4));
    expect(container.querySelector('video')).toBeNull();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    vi.unstubAllGlobals();
  });
});
