/* eslint-disable testing-library/no-container, testing-library/no-node-access --
   the film is decorative (aria-hidden, no role, no text): only the element itself can show it */
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('rests while the hero is off the screen and plays again when it returns, unless the visitor paused it', async () => {
    let report: (visible: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    // jsdom plays no media: the element's state is what play() and pause() set.
    let paused = true;
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
      paused = false;
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
      paused = true;
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
    const { container } = render(<HeroVideo />);
    await act(async () => vi.advanceTimersByTimeAsync(FILM_SETTLE_MS * 4));
    const film = container.querySelector('video')!;
    paused = false;
    fireEvent.playing(film);

    act(() => report(false));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(paused).toBe(true);
    act(() => report(true));
    expect(play).toHaveBeenCalledTimes(1);
    expect(paused).toBe(false);

    // Paused by the visitor: scrolling away and back leaves it paused.
    fireEvent.click(screen.getByRole('button', { name: 'Pause film' }));
    expect(paused).toBe(true);
    act(() => report(false));
    act(() => report(true));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play film' })).toBeInTheDocument();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
});
