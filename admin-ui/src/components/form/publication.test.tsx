import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, requestsTo, textOf } from '@/testing/db';
import { makeDevelopment, makePost, makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/*
 * Drafts in the staff admin (docs/decisions/0036): the spec's buttons publish at once, "Save as
 * draft" keeps the save off the site, the edit form's Publication card publishes and unpublishes,
 * and the lists say where each item stands.
 */

describe('Drafts in the staff admin', () => {
  it('adds a property as a draft: the body says draft, and the list shows it as Draft', async () => {
    db.properties = [];
    const { user } = renderApp('/add-property');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Quiet Villa');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    await screen.findByRole('heading', { name: 'Properties' });
    const [sent] = requestsTo('/add-property', 'POST');
    expect(textOf(sent!, 'draft')).toBe('true');
    const row = await screen.findByRole('row', { name: /Quiet Villa/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it("keeps the spec's Add Property button publishing: no draft field is sent", async () => {
    db.properties = [];
    const { user } = renderApp('/add-property');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Open Villa');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    await screen.findByRole('heading', { name: 'Properties' });
    const [sent] = requestsTo('/add-property', 'POST');
    expect(textOf(sent!, 'draft')).toBeUndefined();
    const row = await screen.findByRole('row', { name: /Open Villa/ });
    expect(within(row).getByText('Published')).toBeInTheDocument();
  });

  it('publishes a draft property from its edit form, then unpublishes it', async () => {
    const property = makeProperty({ title: 'Draft Villa', publication: 'draft' });
    db.properties = [property];
    const { user } = renderApp(`/update-property/${property._id}`);
    const card = await screen.findByRole('region', { name: 'Publication' });
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(card).getByText('Published')).toBeInTheDocument());
    expect(requestsTo(`/publish-property/${property._id}`, 'POST')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(within(card).getByText('Draft')).toBeInTheDocument());
    expect(requestsTo(`/unpublish-property/${property._id}`, 'POST')).toHaveLength(1);
  });

  it('links to the draft on the public site with a signed preview link, opened in a new tab', async () => {
    const property = makeProperty({ title: 'Preview Villa', slug: 'preview-villa', publication: 'modified' });
    db.properties = [property];
    renderApp(`/update-property/${property._id}`);
    const card = await screen.findByRole('region', { name: 'Publication' });
    const link = await within(card).findByRole('link', { name: 'Preview draft' });
    expect(link).toHaveAttribute('href', `http://localhost:3000/property/preview-villa?preview=signed-${property._id}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('saves changes to a published development as a draft: Published, with unpublished changes', async () => {
    const development = makeDevelopment({ title: 'Harbour Towers' });
    db.developments = [development];
    const { user } = renderApp(`/update-development/${development._id}`);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Harbour Towers II');
    const card = screen.getByRole('region', { name: 'Publication' });
    // Publishing acts on what is saved: not while the form has unsaved changes.
    expect(within(card).getByRole('button', { name: 'Unpublish' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Saved as a draft: visitors do not see these changes until you publish.',
      ),
    );
    expect(within(card).getByText('Published, with unpublished changes')).toBeInTheDocument();
    const [sent] = requestsTo(`/update-development/${development._id}`, 'PUT');
    expect(textOf(sent!, 'draft')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('shows each post’s state in the posts list', async () => {
    db.posts = [
      makePost({ title: 'Live post' }),
      makePost({ title: 'Hidden post', publication: 'draft' }),
      makePost({ title: 'Edited post', publication: 'modified' }),
    ];
    renderApp('/posts');
    const state = async (title: string) =>
      within(await screen.findByRole('row', { name: new RegExp(title) })).getByText(/Draft|Published/).textContent;
    expect(await state('Live post')).toBe('Published');
    expect(await state('Hidden post')).toBe('Draft');
    expect(await state('Edited post')).toBe('Published, with unpublished changes');
  });
});

describe('Settings: the listing rules', () => {
  it('switch the Dubai permit rule on with PUT update-settings {permitRequiredInDubai: true}', async () => {
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Listing rules' });
    const rule = await within(form).findByRole('checkbox', { name: /Require an advertising permit/ });
    expect(rule).not.toBeChecked();
    await user.click(rule);
    await user.click(within(form).getByRole('button', { name: 'Save listing rules' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Listing rules saved.'));
    const [sent] = requestsTo('/update-settings', 'PUT');
    expect(sent!.body).toEqual({ permitRequiredInDubai: true });
    expect(db.settings.permitRequiredInDubai).toBe(true);
  });
});
