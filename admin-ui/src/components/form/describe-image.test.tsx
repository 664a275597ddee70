import { API_PREFIX } from '@estate/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeArea, makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/* Describing a listing's stored pictures (docs/decisions/0087) from its edit form. */

function seed() {
  const property = makeProperty({
    title: 'Palm Villa',
    featuredImage: '/uploads/front.jpg',
    galleryImages: ['/uploads/g-1.jpg', '/uploads/g-2.jpg'],
    imageTexts: { '/uploads/g-1.jpg': { alt: 'Living room facing the sea', caption: '' } },
  });
  db.properties = [property];
  return property;
}

async function openForm() {
  const property = seed();
  const view = renderApp(`/update-property/${property._id}`);
  await screen.findByRole('list', { name: 'Gallery images' });
  return { ...view, property };
}

/** The gallery item of the picture named `name`. */
const thumbOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('button', { name: `Describe gallery image ${name}` }))!;

describe('Describing a picture', () => {
  it('marks the stored pictures without alt text, and saves a description from the dialog', async () => {
    const { user } = await openForm();
    expect(within(thumbOf('g-1.jpg')).queryByText('No alt text')).not.toBeInTheDocument();
    expect(within(thumbOf('g-2.jpg')).getByText('No alt text')).toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Describe gallery image g-2.jpg' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Describe the picture' });
    const alt = within(dialog).getByRole('textbox', { name: 'Alternative text' });
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription(/What the picture shows, for people who cannot see it/);
    await user.type(alt, 'Pool terrace at dusk');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'The terrace in summer');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));

    expect(screen.queryByRole('dialog', { name: 'Describe the picture' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(within(thumbOf('g-2.jpg')).queryByText('No alt text')).not.toBeInTheDocument();
    expect(requestsTo('/update-image-text', 'PUT')[0]!.body).toEqual({
      path: '/uploads/g-2.jpg',
      alt: 'Pool terrace at dusk',
      caption: 'The terrace in summer',
    });
    // Nothing else of the form changed: no unsaved changes, no save of the listing.
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(requestsTo('/update-property')).toHaveLength(0);
  });

  it('opens with the stored texts, and shows a refusal under the field at fault, keeping the dialog open', async () => {
    const { user } = await openForm();
    server.use(
      http.put(`${API_PREFIX}/update-image-text`, () =>
        HttpResponse.json(
          {
            message: 'caption must be at most 300 characters',
            errors: [{ field: 'caption', message: 'caption must be at most 300 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Describe gallery image g-1.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Describe the picture' });
    expect(within(dialog).getByRole('textbox', { name: 'Alternative text' })).toHaveValue('Living room facing the sea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Too long, says the server');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));

    const caption = await within(dialog).findByRole('textbox', { name: 'Caption' });
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(caption).toHaveAccessibleDescription(/caption must be at most 300 characters/);
    expect(within(dialog).getByRole('textbox', { name: 'Alternative text' })).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Describe the picture' })).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field in the dialog (an agent on a shared picture)', async () => {
    const { user } = await openForm();
    server.use(
      http.put(`${API_PREFIX}/update-image-text`, () =>
        HttpResponse.json(
          { message: 'Your role (Agent) does not allow this: agents describe only the pictures of their own listings' },
          { status: 403 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Describe gallery image g-2.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Describe the picture' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Alternative text' }), 'Pool');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/own listings/);
  });

  it('is offered on an area form too, for its stored pictures only', async () => {
    const area = makeArea({ title: 'Marina', featuredImage: null, galleryImages: ['/uploads/marina.jpg'] });
    db.areas = [area];
    renderApp(`/update-area/${area._id}`);
    expect(await screen.findByRole('button', { name: 'Describe gallery image marina.jpg' })).toBeInTheDocument();
  });
});
