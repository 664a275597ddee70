import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { GalleryViewer } from './gallery-viewer';
import { ListingMedia } from './listing-media';

/*
 * Photo Sphere Viewer draws with WebGL, which jsdom has not: the viewer is replaced here by a
 * recorder of what it was given and told (the real viewer runs in the browser test,
 * e2e/tests/public/listing-media.spec.ts); panorama-viewer.ts itself runs as it is.
 */
const psv = vi.hoisted(() => ({
  configs: [] as Array<Record<string, unknown>>,
  destroyed: 0,
  listeners: new Map<string, () => void>(),
  fail: false,
}));
vi.mock('@photo-sphere-viewer/core', () => ({
  Viewer: class {
    constructor(config: Record<string, unknown>) {
      if (psv.fail) throw new Error('WebGL is not supported');
      psv.configs.push(config);
    }
    addEventListener(type: string, listener: () => void) {
      psv.listeners.set(type, listener);
    }
    destroy() {
      psv.destroyed += 1;
    }
  },
}));

const media = {
  title: 'Full-Floor Penthouse',
  posters: ['/uploads/hero.jpg', '/uploads/living.jpg'] as [string, string],
  videoUrl: '',
  virtualTourUrl: '',
  film: '/uploads/penthouse_3f2a.mp4',
  panorama: '/uploads/terrace_91bc.jpg',
  floorPlans: [],
  brochure: null,
};

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  psv.configs = [];
  psv.destroyed = 0;
  psv.listeners.clear();
  psv.fail = false;
  // jsdom plays no media: the call is recorded instead.
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
});

describe('A listing’s own film', () => {
  it('fetches nothing until Play film, then plays in the page’s own video: controls, muted, inline', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    const button = await screen.findByRole('button', { name: 'Play film' });
    expect(screen.queryByLabelText('Full-Floor Penthouse: film')).not.toBeInTheDocument();
    await user.click(button);
    const video = screen.getByLabelText('Full-Floor Penthouse: film');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/uploads/penthouse_3f2a.mp4');
    expect(video).toHaveAttribute('poster', '/img/1280/uploads/hero.jpg');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    // The film is the site's own: no frame of an outside player.
    expect(screen.queryByTitle(/Full-Floor Penthouse/)).not.toBeInTheDocument();
  });

  it('is shown beside a video link when the listing has both', async () => {
    renderWithProviders(<ListingMedia {...media} videoUrl="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    expect(await screen.findByRole('button', { name: 'Play film' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
  });
});

describe('A listing’s 360° tour', () => {
  it('loads the viewer only when opened, then shows the panorama with keyboard and touch controls', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    const open = await screen.findByRole('button', { name: 'Open 360° tour' });
    expect(psv.configs).toHaveLength(0);
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Full-Floor Penthouse' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the 360° tour…');
    await waitFor(() => expect(psv.configs).toHaveLength(1));
    expect(psv.configs[0]).toMatchObject({
      panorama: '/uploads/terrace_91bc.jpg',
      keyboard: 'always',
      touchmoveTwoFingers: false,
      caption: 'Full-Floor Penthouse: 360° view',
    });
    expect(within(dialog).getByRole('application', { name: /Drag or use the arrow keys/ })).toBe(
      psv.configs[0]!.container,
    );
    act(() => psv.listeners.get('ready')!());
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
  });

  it('closes on Escape or its close button, lets the viewer go, and gives the focus back', async () => {
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    const open = await screen.findByRole('button', { name: 'Open 360° tour' });
    await user.click(open);
    await waitFor(() => expect(psv.configs).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(psv.destroyed).toBe(1);
    expect(open).toHaveFocus();

    await user.click(open);
    await waitFor(() => expect(psv.configs).toHaveLength(2));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(psv.destroyed).toBe(2);
    expect(open).toHaveFocus();
  });

  it('says so when the device cannot show it', async () => {
    psv.fail = true;
    const { user } = renderWithProviders(<ListingMedia {...media} />);
    await user.click(await screen.findByRole('button', { name: 'Open 360° tour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The 360° tour cannot be shown on this device.');
  });
});

describe('The full-screen gallery', () => {
  it('has a Video tab with the film and a Virtual tour tab with the panorama', async () => {
    const { user } = renderWithProviders(
      <GalleryViewer
        title="Full-Floor Penthouse"
        photos={['/uploads/a.jpg']}
        floorPlans={[]}
        videoUrl=""
        virtualTourUrl=""
        film={media.film}
        panorama={media.panorama}
        poster="/uploads/a.jpg"
        tab="video"
        index={0}
        onClose={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Play film' }));
    expect(screen.getByLabelText('Full-Floor Penthouse: film')).toHaveAttribute('src', media.film);
    await user.click(screen.getByRole('tab', { name: 'Virtual tour' }));
    expect(psv.configs).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open 360° tour' }));
    await waitFor(() => expect(psv.configs[0]).toMatchObject({ panorama: media.panorama }));
  });
});
