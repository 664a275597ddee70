import { describe, expect, it } from 'vitest';
import { PropertySchema } from '@estate/contract';
import { del, form, get, image, nonStaff, post, put, staff, unique } from './harness/client';

describe('properties', () => {
  it('are created from multipart with JSON-encoded lists and files, and read back by id and slug', async () => {
    const token = await staff();
    const upload = await post('/upload-image', { token, form: form({}, { image: [image('bedroom.png')] }) });
    expect(upload.status).toBe(200);
    const title = unique('Sky Villa');
    const res = await post('/add-property', {
      token,
      form: form(
        {
          title,
          beds: '5',
          baths: '6',
          space: '8,450',
          price: '4500000',
          priceAed: '1', // computed by the server whatever the client sends
          location: '  Palm Jumeirah ',
          country: 'Dubai',
          propertyType: 'Villa',
          isFeatured: 'true',
          desc1: 'Frond villa with private beach.',
          spaces: [{ title: 'Bedrooms', images: [upload.body.image] }],
          amenities: [{ title: 'Pool', images: [] }],
          inTheArea: [{ title: 'Atlantis', description: 'Resort nearby', image: upload.body.image }],
        },
        { featuredImage: [image('front.png')], galleryImages: [image('g1.png'), image('g2.png')] },
      ),
    });
    expect(res.status).toBe(200);
    const property = PropertySchema.parse(res.body.property);
    expect(property).toMatchObject({
      title,
      beds: '5',
      baths: '6',
      space: '8450',
      price: 4500000,
      priceAed: 16526250,
      priceEur: 4050000,
      location: 'Palm Jumeirah',
      country: 'Dubai',
      propertyType: 'Villa',
      isFeatured: true,
      spaces: [{ title: 'Bedrooms', images: [upload.body.image] }],
      inTheArea: [{ title: 'Atlantis', description: 'Resort nearby', image: upload.body.image }],
    });
    expect(property.featuredImage).toMatch(/^\/uploads\/front_.*\.png$/);
    expect(property.galleryImages).toHaveLength(2);
    expect(property.latitude).toBeCloseTo(25.11, 1);

    const byId = await get(`/get-property/${property._id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(property);
    const bySlug = await get(`/get-property-slug/${property.slug}`);
    expect(bySlug.body._id).toBe(property._id);
  });

  it('answer 400 naming the field for a missing title and for a price that is not a number', async () => {
    const res = await post('/add-property', { token: await staff(), form: form({ price: 'lots' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'title is required' },
        { field: 'price', message: 'price must be a number' },
      ]),
    );
  });

  it('keep stored images on update, append new files, keep the slug and recompute prices', async () => {
    const token = await staff();
    const created = (
      await post('/add-property', {
        token,
        form: form(
          { title: unique('Marina Loft'), price: 1000000 },
          { galleryImages: [image('a.png'), image('b.png')] },
        ),
      })
    ).body.property;
    const [first, second] = created.galleryImages;
    const res = await put(`/update-property/${created._id}`, {
      token,
      form: form(
        { title: 'Marina Loft, renamed', galleryImages: [second], price: 2000000 },
        { galleryImages: [image('c.png')] },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Property updated successfully!');
    const p = res.body.property;
    expect(p.slug).toBe(created.slug);
    expect(p.galleryImages.slice(0, 2)).toEqual([second, first]);
    expect(p.galleryImages).toHaveLength(3);
    expect(p.priceAed).toBe(7345000);
  });

  it('refuse writes without a token (401) and from a user who is not staff (403)', async () => {
    expect((await post('/add-property', { json: { title: 'x' } })).status).toBe(401);
    const res = await post('/add-property', { token: await nonStaff(), json: { title: 'x' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });

  it('are deleted, then unknown', async () => {
    const token = await staff();
    const p = (await post('/add-property', { token, json: { title: unique('Temp') } })).body.property;
    expect((await del(`/delete-property/${p._id}`, { token })).status).toBe(200);
    expect((await get(`/get-property/${p._id}`)).status).toBe(404);
    expect((await del(`/delete-property/${p._id}`, { token })).status).toBe(404);
  });
});
