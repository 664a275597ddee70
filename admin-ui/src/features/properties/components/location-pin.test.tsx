import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, requestsTo, textOf } from '@/testing/db';
import { leaflet } from '@/testing/leaflet';
import { makeProperty } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

function seed(point: { latitude: number | null; longitude: number | null }) {
  const property = makeProperty({ title: 'Palm Villa', location: 'Palm Jumeirah', ...point });
  db.properties = [property];
  return property;
}

describe('The map pin of a listing', () => {
  it('starts at the geocoded point, on the site’s own tiles, and saves where the pin was dragged', async () => {
    const property = seed({ latitude: 25.112, longitude: 55.139 });
    const { user } = renderApp(`/update-property/${property._id}`);
    await waitFor(() => expect(leaflet.marker).not.toBeNull(), { timeout: 5000 });
    expect(leaflet.tiles).toBe('/tiles/{z}/{x}/{y}{r}.png');
    expect(leaflet.view).toEqual({ centre: [25.112, 55.139], zoom: 15 });
    expect(leaflet.marker!.at).toEqual([25.112, 55.139]);
    expect(leaflet.marker!.draggable).toBe(true);

    leaflet.marker!.at = [25.1187654321, 55.1401234];
    act(() => leaflet.marker!.onDragEnd());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('25.118765'));
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('55.140123');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Property' }));
    await waitFor(() => expect(requestsTo(`/update-property/${property._id}`, 'PUT')).toHaveLength(1));
    const [sent] = requestsTo(`/update-property/${property._id}`, 'PUT');
    expect(textOf(sent!, 'latitude')).toBe('25.118765');
    expect(textOf(sent!, 'longitude')).toBe('55.140123');
    await waitFor(() => expect(db.properties[0]!.latitude).toBe(25.118765));
  });

  it('with no point yet, shows Dubai, places the pin where the map is clicked, and moves it as the fields are typed', async () => {
    const property = seed({ latitude: null, longitude: null });
    const { user } = renderApp(`/update-property/${property._id}`);
    // The map is a lazy chunk: the first render may wait for it.
    await waitFor(() => expect(leaflet.onClick).not.toBeNull(), { timeout: 5000 });
    expect(leaflet.view!.zoom).toBe(10);
    expect(leaflet.marker).toBeNull();
    expect(screen.getByText(/No point yet: it is found from the location when you save/)).toBeInTheDocument();

    act(() => leaflet.onClick!({ latlng: { lat: 25.2, lng: 55.27 } }));
    await waitFor(() => expect(leaflet.marker?.at).toEqual([25.2, 55.27]));
    const lat = screen.getByRole('textbox', { name: 'Latitude' });
    await user.clear(lat);
    await user.type(lat, '25.25');
    await waitFor(() => expect(leaflet.marker!.at).toEqual([25.25, 55.27]));
  });

  it('sends no coordinates when there is no point, so the CMS finds it from the location', async () => {
    const { user } = renderApp('/add-property');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sea View');
    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    await waitFor(() => expect(requestsTo('/add-property', 'POST')).toHaveLength(1));
    const [sent] = requestsTo('/add-property', 'POST');
    expect(textOf(sent!, 'latitude')).toBeUndefined();
    expect(textOf(sent!, 'longitude')).toBeUndefined();
  });
});
