import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, requestsTo, textOf } from '@/testing/db';
import { makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/*
 * Two staff editing one property: each save states the version the form was loaded from, and a
 * save over someone else's newer save (409) opens a dialog offering to reload the latest version
 * or to review the differences, nothing lost either way.
 */

const LOADED = '2026-11-20T10:00:00.000Z';
const THEIRS = '2026-11-20T10:05:00.000Z';

function seed() {
  const property = makeProperty({ title: 'Palm Villa', location: 'Palm Jumeirah', updatedAt: LOADED });
  db.properties = [property];
  return property;
}

/** Someone else saves the property while this form is open. */
function savedBySomeoneElse(id: string) {
  db.properties = db.properties.map((p) =>
    p._id === id ? { ...p, title: 'Palm Villa — Sold', location: 'Palm Jumeirah, Frond K', updatedAt: THEIRS } : p,
  );
}

async function editTitle(user: ReturnType<typeof renderApp>['user'], title: string) {
  const box = await screen.findByRole('textbox', { name: 'Title' });
  await user.clear(box);
  await user.type(box, title);
}

describe('Saving a property someone else saved meanwhile', () => {
  it('states the version the form was loaded from, and the next save states the version it produced', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    await editTitle(user, 'Palm Villa I');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await screen.findByText('Property updated successfully!');
    await editTitle(user, 'Palm Villa II');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(2));
    const [first, second] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(textOf(first!, 'version')).toBe(LOADED);
    expect(textOf(second!, 'version')).not.toBe(LOADED);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.properties[0]!.title).toBe('Palm Villa II');
  });

  it('opens the conflict dialog; reloading shows their version and drops the changes', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    await editTitle(user, 'Palm Villa — My edit');
    savedBySomeoneElse(property._id);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'This property was changed by someone else' });
    expect(dialog).toHaveTextContent('your changes were not saved');
    // Nothing of ours reached the stored property.
    expect(db.properties[0]!.title).toBe('Palm Villa — Sold');

    await user.click(within(dialog).getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Palm Villa — Sold');

    // Saved from the latest version, the next save goes through.
    await editTitle(user, 'Palm Villa — After reload');
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await screen.findByText('Property updated successfully!');
    const sent = requestsTo(`/update-property/${property._id}`, 'PUT').at(-1)!;
    expect(textOf(sent, 'version')).toBe(THEIRS);
    expect(db.properties[0]!.title).toBe('Palm Villa — After reload');
  });

  it('lists only the fields that differ, named and written as the form shows them', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    await editTitle(user, 'Palm Villa — My edit');
    const desc2 = await screen.findByRole('textbox', { name: 'Second description' });
    await user.clear(desc2);
    await user.type(desc2, 'Designed by Studio Nine.');
    // Someone else changes the title, the location and the price; rows, pictures and the rest stay.
    db.properties = db.properties.map((p) =>
      p._id === property._id
        ? { ...p, title: 'Palm Villa — Sold', location: 'Palm Jumeirah, Frond K', price: 2_750_000, updatedAt: THEIRS }
        : p,
    );
    await user.click(screen.getByRole('button', { name: 'Update Property' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'This property was changed by someone else' });
    await user.click(within(dialog).getByRole('button', { name: 'Review the differences' }));
    const table = await within(dialog).findByRole('table', { name: 'Fields that differ' });
    const rows = within(table).getAllByRole('row').slice(1);
    const byField = Object.fromEntries(
      rows.map((row) => {
        const [theirs, mine] = within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent);
        return [within(row).getByRole('rowheader').textContent, { theirs, mine }];
      }),
    );
    expect(byField).toEqual({
      'TitleChanged by you both': { theirs: 'Palm Villa — Sold', mine: 'Palm Villa — My edit' },
      'Second descriptionChanged by you': { theirs: 'Designed by a leading studio.', mine: 'Designed by Studio Nine.' },
      'LocationChanged by them': { theirs: 'Palm Jumeirah, Frond K', mine: 'Palm Jumeirah' },
      'Price (USD)Changed by them': { theirs: '$2,750,000', mine: '$3,500,000' },
    });
  });

  it('keeps, field by field, what each chose, and saves the result over the latest version', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    await editTitle(user, 'Palm Villa — My edit');
    const desc2 = await screen.findByRole('textbox', { name: 'Second description' });
    await user.clear(desc2);
    await user.type(desc2, 'Designed by Studio Nine.');
    db.properties = db.properties.map((p) =>
      p._id === property._id
        ? { ...p, title: 'Palm Villa — Sold', location: 'Palm Jumeirah, Frond K', price: 2_750_000, updatedAt: THEIRS }
        : p,
    );
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Review the differences' }));

    // Each field starts on the side that changed it: mine when I did, theirs when only they did.
    expect(await within(dialog).findByRole('radio', { name: 'Title: keep yours' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Second description: keep yours' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Location: keep theirs' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Price (USD): keep theirs' })).toBeChecked();
    // Their title wins after all.
    await user.click(within(dialog).getByRole('radio', { name: 'Title: keep theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));

    await screen.findByText('Property updated successfully!');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const sent = requestsTo(`/update-property/${property._id}`, 'PUT').at(-1)!;
    expect(textOf(sent, 'version')).toBe(THEIRS);
    expect(db.properties[0]).toMatchObject({
      title: 'Palm Villa — Sold',
      desc2: 'Designed by Studio Nine.',
      location: 'Palm Jumeirah, Frond K',
      price: 2_750_000,
    });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Palm Villa — Sold');
    expect(screen.getByRole('textbox', { name: 'Second description' })).toHaveValue('Designed by Studio Nine.');
  });

  it('takes the saved version from the review, dropping my changes', async () => {
    const property = seed();
    const { user } = renderApp(`/update-property/${property._id}`);
    await editTitle(user, 'Palm Villa — My edit');
    savedBySomeoneElse(property._id);
    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Review the differences' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use the saved version' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Palm Villa — Sold');
  });
});
