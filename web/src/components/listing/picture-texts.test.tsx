import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '~/testing/render';
import { GalleryCarousel } from './gallery';
import { ListingHero } from './listing-hero';

/* What staff wrote of a listing's pictures (docs/decisions/0087), as buyers and screen readers get it. */

const photos = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];
const media = { featuredImage: '/uploads/hero.jpg', floorPlans: [], videoUrl: '', virtualTourUrl: '' };
const texts = {
  '/uploads/hero.jpg': { alt: 'Stucco front with a black door', caption: '' },
  '/uploads/b.jpg': { alt: 'Lawn and olive trees behind the villa', caption: 'The garden in May' },
};

describe('Pictures staff described', () => {
  it('carry their alt text in the carousel; the others are named from the listing and their place', async () => {
    renderWithProviders(<GalleryCarousel images={photos} title="Palm Villa" media={media} texts={texts} />);
    const carousel = await screen.findByRole('region', { name: 'Palm Villa gallery' });
    expect(within(carousel).getByRole('img', { name: 'Palm Villa — photo 1 of 3' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Lawn and olive trees behind the villa' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Palm Villa — photo 3 of 3' })).toBeInTheDocument();
  });

  it('show their caption under the picture in the full-screen gallery, and no caption where none was written', async () => {
    const { user } = renderWithProviders(
      <GalleryCarousel images={photos} title="Palm Villa" media={media} texts={texts} />,
    );
    await user.click(await screen.findByRole('button', { name: 'View all 4 photos' }));
    const viewer = await screen.findByRole('dialog', { name: 'Palm Villa' });
    // The featured picture comes first.
    const first = within(viewer).getByRole('group', { name: '1 of 4' });
    expect(within(first).getByRole('img', { name: 'Stucco front with a black door' })).toBeInTheDocument();
    expect(within(first).getByRole('figure')).toHaveTextContent(/^$/);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('3 / 4')).toBeInTheDocument();
    const third = within(viewer).getByRole('group', { name: '3 of 4' });
    const figure = within(third).getByRole('figure');
    expect(figure).toHaveTextContent('The garden in May');
    expect(within(figure).getByRole('img', { name: 'Lawn and olive trees behind the villa' })).toBeInTheDocument();
  });

  it('name the hero picture by its alt text', async () => {
    renderWithProviders(
      <ListingHero
        image="/uploads/hero.jpg"
        imageAlt="Stucco front with a black door"
        title="Palm Villa"
        crumb={{ to: '/all-properties', label: 'Properties' }}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Stucco front with a black door' })).toBeInTheDocument();
  });

  it('name the hero picture by the listing title when none was written', async () => {
    renderWithProviders(
      <ListingHero
        image="/uploads/hero.jpg"
        title="Palm Villa"
        crumb={{ to: '/all-properties', label: 'Properties' }}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Palm Villa' })).toBeInTheDocument();
  });
});
