import { screen } from '@testing-library/react';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderRoutes } from '~/testing/render';
import PropertyPage from './property';

/*
 * Every property offers a brochure where the page links it (docs/decisions/0081): the PDF staff
 * uploaded, else the one the server makes from the listing's data.
 */

const open = (slug: string) => renderRoutes([{ path: 'property/:slug', Component: PropertyPage }], `/property/${slug}`);

describe('The brochure link of a property page', () => {
  it('offers the brochure made from the listing when none was uploaded', async () => {
    db.properties = [aProperty({ slug: 'marina-loft', brochure: null })];
    open('marina-loft');
    expect(await screen.findByRole('link', { name: 'Download brochure (PDF)' })).toHaveAttribute(
      'href',
      '/property/marina-loft/brochure.pdf',
    );
  });

  it('offers the uploaded brochure when there is one', async () => {
    db.properties = [aProperty({ slug: 'creek-villa', brochure: '/uploads/creek-villa.pdf' })];
    open('creek-villa');
    expect(await screen.findByRole('link', { name: 'Download brochure (PDF)' })).toHaveAttribute(
      'href',
      '/uploads/creek-villa.pdf',
    );
  });
});
