import { beforeAll, describe, expect, it } from 'vitest';
import { GEOCODED_PLACES } from './harness/env';
import { form, post, put, staff, unique } from './harness/client';

/*
 * Coordinates found on save, so the maps can place every listing: the built-in gazetteer of Dubai
 * communities and the agency's markets first, then the configured geocoder (the harness's
 * Nominatim fake); unknown places get none; coordinates set by hand are kept.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const add = async (kind: 'property' | 'development' | 'area', fields: Record<string, unknown>) => {
  const res = await post(`/add-${kind}`, { token, json: { title: unique(`Placed ${kind}`), ...fields } });
  expect(res.status).toBe(200);
  return res.body[kind];
};
const [fakeLat, fakeLng] = GEOCODED_PLACES['Fakeville Harbour'];

describe('coordinates', () => {
  it.each(['property', 'development', 'area'] as const)(
    'of a %s in a known community come from the gazetteer',
    async (kind) => {
      const item = await add(kind, { location: 'Palm Jumeirah', country: 'Dubai' });
      expect(item.latitude).toBeCloseTo(25.1124, 3);
      expect(item.longitude).toBeCloseTo(55.139, 3);
    },
  );

  it('of an international listing come from the gazetteer too', async () => {
    const item = await add('property', { location: 'Mayfair, London', country: 'United Kingdom' });
    expect(item.latitude).toBeCloseTo(51.51, 2);
    expect(item.longitude).toBeCloseTo(-0.147, 2);
  });

  it('of a place only the geocoding service knows come from the service', async () => {
    const item = await add('property', { location: 'Fakeville Harbour', country: 'Spain' });
    expect(item.latitude).toBe(fakeLat);
    expect(item.longitude).toBe(fakeLng);
  });

  it('of an unknown place are null, and the save still succeeds', async () => {
    const item = await add('development', { location: `Nowhere Particular ${unique('x')}` });
    expect(item.latitude).toBeNull();
    expect(item.longitude).toBeNull();
    const none = await add('property', {});
    expect(none).toMatchObject({ latitude: null, longitude: null });
  });

  it('follow the location when it changes, in multipart as in JSON', async () => {
    const item = await add('property', { location: 'Palm Jumeirah' });
    const moved = await put(`/update-property/${item._id}`, { token, form: form({ location: 'Fakeville Harbour' }) });
    expect(moved.body.property).toMatchObject({ latitude: fakeLat, longitude: fakeLng });
    const lost = await put(`/update-property/${item._id}`, { token, json: { location: 'Unmapped Bay' } });
    expect(lost.body.property).toMatchObject({ latitude: null, longitude: null });
  });

  it('set by hand are kept on add, on later saves, and when the same location is sent again', async () => {
    const item = await add('property', {
      location: 'Palm Jumeirah',
      country: 'Dubai',
      latitude: 25.12345,
      longitude: 55.54321,
    });
    expect(item).toMatchObject({ latitude: 25.12345, longitude: 55.54321 });
    const other = await put(`/update-property/${item._id}`, { token, form: form({ desc1: 'New words' }) });
    expect(other.body.property).toMatchObject({ latitude: 25.12345, longitude: 55.54321 });
    // The admin form sends every field on update: the same location again does not move the pin.
    const resent = await put(`/update-property/${item._id}`, {
      token,
      form: form({ location: 'Palm Jumeirah', title: 'Same place' }),
    });
    expect(resent.body.property).toMatchObject({ latitude: 25.12345, longitude: 55.54321 });
    const byHand = await put(`/update-property/${item._id}`, { token, json: { latitude: 24.5, longitude: 54.4 } });
    expect(byHand.body.property).toMatchObject({ latitude: 24.5, longitude: 54.4 });
  });
});
