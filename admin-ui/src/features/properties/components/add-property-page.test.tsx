import {
  API_PREFIX,
  coerceFormFields,
  COUNTRY_NAMES,
  fieldErrors,
  PROPERTY_TYPES,
  PropertyInputSchema,
} from '@estate/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, filesOf, requestsTo, textOf } from '@/testing/db';
import { STAFF_TOKEN } from '@/testing/handlers/auth';
import { imageFile, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('Adding a property', () => {
  it('requires only the title, and says so without calling the server', async () => {
    const { user } = renderApp('/add-property');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    expect(requestsTo('/add-property')).toHaveLength(0);
  });

  it('offers the seven property types and the configured countries', async () => {
    renderApp('/add-property');
    const types = within(screen.getByRole('combobox', { name: 'Property type' })).getAllByRole('option');
    expect(types.slice(1).map((o) => o.textContent)).toEqual([...PROPERTY_TYPES]);
    const countries = within(screen.getByRole('combobox', { name: 'Country' })).getAllByRole('option');
    expect(countries).toHaveLength(COUNTRY_NAMES.length + 1);
    expect(countries[1]).toHaveTextContent('Dubai');
    expect(screen.getByRole('spinbutton', { name: 'Price (USD)' })).toBeInTheDocument();
  });

  it('sends the form as multipart with the featured image, the gallery and a spaces row, then opens the list', async () => {
    const { user, router } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Marina Penthouse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Penthouse');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Dubai');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (USD)' }), '2500000');
    await user.type(screen.getByRole('textbox', { name: 'Beds' }), '4');
    await user.click(screen.getByRole('checkbox', { name: /Is Featured/ }));
    await user.upload(screen.getByLabelText('Featured image file'), imageFile('front.png'));
    await user.upload(screen.getByLabelText('Add gallery images'), [imageFile('g1.png'), imageFile('g2.png')]);
    expect(screen.getByRole('img', { name: 'Featured image: front.png' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Gallery images' })).getAllByRole('img')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Space 1 title' }), 'Master bedroom');
    await user.upload(screen.getByLabelText('Add images to space 1'), imageFile('bed.png'));

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));

    const [sent] = requestsTo('/add-property', 'POST');
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(textOf(sent!, 'title')).toBe('Marina Penthouse');
    expect(textOf(sent!, 'propertyType')).toBe('Penthouse');
    expect(textOf(sent!, 'country')).toBe('Dubai');
    expect(textOf(sent!, 'price')).toBe('2500000');
    expect(textOf(sent!, 'beds')).toBe('4');
    expect(textOf(sent!, 'isFeatured')).toBe('true');
    expect(filesOf(sent!, 'featuredImage').map((f) => f.name)).toEqual(['front.png']);
    expect(filesOf(sent!, 'galleryImages').map((f) => f.name)).toEqual(['g1.png', 'g2.png']);
    // The row's picture went through upload-image first; the row carries its stored path.
    expect(requestsTo('/upload-image')).toHaveLength(1);
    expect(JSON.parse(textOf(sent!, 'spaces')!)).toEqual([
      { title: 'Master bedroom', images: [expect.stringMatching(/^\/uploads\/.*bed\.png$/)] },
    ]);
    expect(JSON.parse(textOf(sent!, 'amenities')!)).toEqual([{ title: '', images: [] }]);
    expect(JSON.parse(textOf(sent!, 'inTheArea')!)).toEqual([{ title: '', description: '', image: null }]);

    expect(await screen.findByText('Marina Penthouse')).toBeInTheDocument();
    expect(db.properties[0]!.title).toBe('Marina Penthouse');
  });

  it('says a negative price and beds must be 0 or more, as the contract the server checks with words it', async () => {
    // The server's own check: the form's multipart fields through the contract's input schema.
    server.use(
      http.post(`${API_PREFIX}/add-property`, async ({ request }) => {
        const sent = Object.fromEntries(
          [...(await request.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
        const { data } = coerceFormFields(PropertyInputSchema, sent);
        const parsed = PropertyInputSchema.safeParse(data);
        const errors = parsed.success ? [] : fieldErrors(parsed.error).filter((e) => e.field in sent);
        return HttpResponse.json({ message: errors[0]?.message ?? 'invalid', errors }, { status: 400 });
      }),
    );
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (USD)' }), '-5');
    await user.type(screen.getByRole('textbox', { name: 'Beds' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    const price = screen.getByRole('spinbutton', { name: 'Price (USD)' });
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveAccessibleDescription(/price must be 0 or more/);
    expect(price).not.toHaveAccessibleDescription(/must be a number/);
    expect(screen.getByRole('textbox', { name: 'Beds' })).toHaveAccessibleDescription(/beds must be 0 or more/);
  });

  it("keeps the input and shows the server's message for 3 seconds when the save fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post(`${API_PREFIX}/add-property`, () =>
        HttpResponse.json(
          { message: 'price must be a number', errors: [{ field: 'price', message: 'price must be a number' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/add-property', { fakeTimers: true });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (USD)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('price must be a number');
    // Next to the field too, and the field is marked invalid.
    const price = screen.getByRole('spinbutton', { name: 'Price (USD)' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/price must be a number/);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Sea View');

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('alert')).toHaveTextContent('price must be a number');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Sea View');
  });

  it("shows 'Failed to add Property' when the server gives no message", async () => {
    server.use(http.post(`${API_PREFIX}/add-property`, () => new HttpResponse('oops', { status: 500 })));
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add Property');
  });

  it('adds blank rows and removes a row by its position', async () => {
    const { user } = renderApp('/add-property');
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    await user.click(screen.getByRole('button', { name: 'Add amenity' }));
    await user.type(screen.getByRole('textbox', { name: 'Amenity 1 title' }), 'Pool');
    await user.type(screen.getByRole('textbox', { name: 'Amenity 2 title' }), 'Gym');
    await user.type(screen.getByRole('textbox', { name: 'Amenity 3 title' }), 'Spa');
    await user.click(screen.getByRole('button', { name: 'Remove amenity 2' }));
    expect(screen.getByRole('textbox', { name: 'Amenity 1 title' })).toHaveValue('Pool');
    expect(screen.getByRole('textbox', { name: 'Amenity 2 title' })).toHaveValue('Spa');
    expect(screen.queryByRole('textbox', { name: 'Amenity 3 title' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { user, router } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Half-typed');
    await user.click(screen.getByRole('link', { name: 'Developments' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }));
    expect(router.state.location.pathname).toBe('/add-property');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Half-typed');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets the user leave without asking when nothing was changed', async () => {
    const { user, router } = renderApp('/add-property');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
