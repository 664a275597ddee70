import { screen } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { GalleryCarousel } from './gallery';

const photos = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];
const media = {
  featuredImage: '/uploads/hero.jpg',
  floorPlans: ['/uploads/plan-1.png', '/uploads/plan-2.png'],
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtualTourUrl: '',
};

async function openViewer(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'View all 4 photos' }));
  return screen.findByRole('dialog', { name: 'Palm Villa' });
}

describe('The full-screen gallery', () => {
  it('shows every photo with its count, pages by the arrow keys and buttons, and closes on Escape', async () => {
    const { user } = renderWithProviders(<GalleryCarousel images={photos} title="Palm Villa" media={media} />);
    const opener = await screen.findByRole('button', { name: 'View all 4 photos' });
    await openViewer(user);
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Palm Villa — photo 1 of 4' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens at the picture clicked', async () => {
    const { user } = renderWithProviders(<GalleryCarousel images={photos} title="Palm Villa" media={media} />);
    await user.click(await screen.findByRole('button', { name: 'Open picture 3 of 3 full screen' }));
    await screen.findByRole('dialog', { name: 'Palm Villa' });
    expect(screen.getByText('4 / 4')).toBeInTheDocument();
  });

  it('has tabs for the floor plans and the video, which loads nothing until Play', async () => {
    const { user } = renderWithProviders(<GalleryCarousel images={photos} title="Palm Villa" media={media} />);
    await openViewer(user);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Photos', 'Floor plans', 'Video']);
    await user.click(screen.getByRole('tab', { name: 'Floor plans' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Palm Villa, floor plan 1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.queryByTitle(/video/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByTitle('Palm Villa: video')).toHaveAttribute(
      'src',
      expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
  });

  it('is not offered for a listing with no pictures or media', async () => {
    renderWithProviders(
      <>
        <GalleryCarousel
          images={[]}
          title="Bare"
          media={{ featuredImage: null, floorPlans: [], videoUrl: '', virtualTourUrl: '' }}
        />
        <p>Page</p>
      </>,
    );
    expect(await screen.findByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  });
});
