import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, encoded, form, get, image, MIME, post, put, staff, unique, type ImageFormat } from './harness/client';

/*
 * Images of every entity: uploads checked by content, updates that keep stored paths sent back
 * (in their order) and stored images not mentioned and append new files, and remove-image that
 * unlinks one image from wherever the entity shows it.
 */

let token: string;
beforeAll(async () => {
  token = await staff();
});

const uploaded = async (name = 'row.png') => {
  const res = await post('/upload-image', { token, form: form({}, { image: [image(name)] }) });
  expect(res.status).toBe(200);
  return res.body.image as string;
};
const fileOf = (p: string) => path.join(inject('uploadsDir'), p.replace(/^\/uploads\//, ''));

describe('upload-image', () => {
  const FORMATS: ImageFormat[] = ['jpeg', 'png', 'webp', 'avif', 'gif'];
  const EXT: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };

  it.each(FORMATS)('stores a %s image and answers { image } with its path, served under /uploads', async (format) => {
    const data = await encoded(format);
    const res = await post('/upload-image', {
      token,
      form: form({}, { image: [{ data, name: `picture.${EXT[format]}`, type: MIME[format] }] }),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['image']);
    expect(res.body.image).toMatch(new RegExp(`^/uploads/picture_[A-Za-z0-9_]+\\.${EXT[format]}$`));
    // Strapi may re-encode to optimise the size; it stays an image of the same format.
    const stored = await sharp(fs.readFileSync(fileOf(res.body.image))).metadata();
    expect(stored.format).toBe(format === 'avif' ? 'heif' : format);
    const served = await fetch(`${baseUrl()}${res.body.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain(MIME[format]);
  });

  it('names the file after what it is, whatever the client declared', async () => {
    const data = await encoded('webp');
    const res = await post('/upload-image', {
      token,
      form: form({}, { image: [{ data, name: 'disguised.gif', type: 'image/gif' }] }),
    });
    expect(res.body.image).toMatch(/\.webp$/);
  });

  it("keeps a wide original and the panel's thumbnail, and makes no responsive formats (the site resizes)", async () => {
    const data = await encoded('jpeg', 800, 400);
    const res = await post('/upload-image', { token, form: form({}, { image: [{ data, name: 'wide.jpg' }] }) });
    const base = path.basename(res.body.image);
    expect(fs.existsSync(path.join(inject('uploadsDir'), base))).toBe(true);
    expect(fs.existsSync(path.join(inject('uploadsDir'), `thumbnail_${base}`))).toBe(true);
    for (const prefix of ['small_', 'medium_', 'large_', 'xlarge_'])
      expect(fs.existsSync(path.join(inject('uploadsDir'), `${prefix}${base}`)), prefix).toBe(false);
  });
});

describe.each(['property', 'development', 'area'] as const)('a %s update', (kind) => {
  const field = kind; // response field
  let item: { _id: string; galleryImages: string[]; featuredImage: string | null };

  beforeAll(async () => {
    const res = await post(`/add-${kind}`, {
      token,
      form: form(
        { title: unique(`Gallery ${kind}`) },
        { featuredImage: [image('cover.png')], galleryImages: [image('g1.png'), image('g2.png'), image('g3.png')] },
      ),
    });
    expect(res.status).toBe(200);
    item = res.body[field];
    expect(item.galleryImages).toHaveLength(3);
  });

  it('keeps stored paths sent back in their order, keeps the others, and appends new files', async () => {
    const [a, b, c] = item.galleryImages;
    const res = await put(`/update-${kind}/${item._id}`, {
      token,
      form: form({ galleryImages: [c, a] }, { galleryImages: [image('g4.png'), image('g5.png')] }),
    });
    expect(res.status).toBe(200);
    const gallery: string[] = res.body[field].galleryImages;
    expect(gallery.slice(0, 3)).toEqual([c, a, b]);
    expect(gallery).toHaveLength(5);
    // Appended after every stored image (the order among new files follows the upload parser).
    expect(
      gallery
        .slice(3)
        .map((p) => p.replace(/_[^_]+$/, ''))
        .sort(),
    ).toEqual(['/uploads/g4', '/uploads/g5']);
    expect(res.body[field].featuredImage).toBe(item.featuredImage);
    item = res.body[field];
  });

  it('stores several new files in the order they were sent', async () => {
    const names = ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
    const res = await post(`/add-${kind}`, {
      token,
      form: form({ title: unique('Ordered') }, { galleryImages: names.map((n) => image(`${n}.png`)) }),
    });
    const stored = (res.body[field].galleryImages as string[]).map((p) => p.split('/').pop()!.split('_')[0]);
    expect(stored).toEqual(names);
  });

  it('keeps every image when the update mentions none', async () => {
    const res = await put(`/update-${kind}/${item._id}`, { token, form: form({ desc1: 'Only the text changes' }) });
    expect(res.body[field].galleryImages).toEqual(item.galleryImages);
    expect(res.body[field].featuredImage).toBe(item.featuredImage);
  });

  it('accepts one kept path as plain text, repeated fields and absolute URLs of our uploads', async () => {
    const [first, second] = item.galleryImages;
    const one = await put(`/update-${kind}/${item._id}`, { token, form: form({ galleryImages: second }) });
    expect(one.status).toBe(200);
    expect(one.body[field].galleryImages[0]).toBe(second);
    const fd = new FormData();
    fd.append('galleryImages', first);
    fd.append('galleryImages', `${baseUrl()}${second}`);
    const repeated = await put(`/update-${kind}/${item._id}`, { token, form: fd });
    expect(repeated.status).toBe(200);
    expect(repeated.body[field].galleryImages.slice(0, 2)).toEqual([first, second]);
    expect(repeated.body[field].galleryImages).toHaveLength(item.galleryImages.length);
  });

  it('replaces the featured image with a new file, and keeps it when its path is sent back', async () => {
    const kept = await put(`/update-${kind}/${item._id}`, { token, form: form({ featuredImage: item.featuredImage }) });
    expect(kept.body[field].featuredImage).toBe(item.featuredImage);
    const replaced = await put(`/update-${kind}/${item._id}`, {
      token,
      form: form({}, { featuredImage: [image('new-cover.png')] }),
    });
    expect(replaced.body[field].featuredImage).toMatch(/^\/uploads\/new_cover_/);
    item = replaced.body[field];
  });

  it('refuses a kept path that is not a stored image, naming the field', async () => {
    const res = await put(`/update-${kind}/${item._id}`, {
      token,
      json: { galleryImages: [item.galleryImages[0], '/uploads/never-uploaded.png'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'galleryImages', message: 'no stored image at /uploads/never-uploaded.png' },
    ]);
  });
});

describe('remove-image', () => {
  it('unlinks gallery, featured and row images of a property (spaces, amenities, inTheArea) and answers 200', async () => {
    const [spaceImg, amenityImg, areaImg] = [await uploaded('s.png'), await uploaded('a.png'), await uploaded('i.png')];
    const created = await post('/add-property', {
      token,
      form: form(
        {
          title: unique('Remove images'),
          spaces: [{ title: 'Living', images: [spaceImg, amenityImg] }],
          amenities: [{ title: 'Spa', images: [amenityImg] }],
          inTheArea: [
            { title: 'Beach', description: 'Two minutes', image: areaImg },
            { title: 'Mall', description: 'Ten minutes', image: spaceImg },
          ],
        },
        { featuredImage: [image('f.png')], galleryImages: [image('x.png'), image('y.png')] },
      ),
    });
    expect(created.status).toBe(200);
    const p = created.body.property;
    const remove = (imageName: string) =>
      post('/remove-image-property', { token, json: { propertyId: p._id, imageName } });

    const gallery = await remove(p.galleryImages[0]);
    expect(gallery.status).toBe(200);
    expect(gallery.body.message).toBe('Image removed successfully!');
    expect(gallery.body.property.galleryImages).toEqual([p.galleryImages[1]]);

    // By file name, as some clients send it.
    const featured = await remove(path.basename(p.featuredImage));
    expect(featured.status).toBe(200);
    expect(featured.body.property.featuredImage).toBeNull();

    const amenity = await remove(amenityImg);
    expect(amenity.body.property.amenities).toEqual([{ title: 'Spa', images: [] }]);
    expect(amenity.body.property.spaces).toEqual([{ title: 'Living', images: [spaceImg] }]);

    const row = await remove(`${baseUrl()}${areaImg}`);
    expect(row.status).toBe(200);
    expect(row.body.property.inTheArea).toEqual([
      { title: 'Beach', description: 'Two minutes', image: null },
      { title: 'Mall', description: 'Ten minutes', image: spaceImg },
    ]);

    const stored = (await get(`/get-property/${p._id}`)).body;
    expect(stored).toMatchObject({ featuredImage: null, galleryImages: [p.galleryImages[1]] });
    expect(stored.inTheArea[0].image).toBeNull();
    // A file no other entity shows leaves the media library with it (docs/decisions/0011);
    // one that another row of the property still shows stays.
    expect(fs.existsSync(fileOf(p.galleryImages[0]))).toBe(false);
    expect(fs.existsSync(fileOf(spaceImg))).toBe(true);
  });

  it('answers 404 for an image the entity does not show, and 400 without an imageName', async () => {
    const p = (
      await post('/add-property', {
        token,
        form: form({ title: unique('No such image') }, { galleryImages: [image()] }),
      })
    ).body.property;
    const other = await uploaded('elsewhere.png');
    const unknown = await post('/remove-image-property', { token, json: { propertyId: p._id, imageName: other } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain(other);
    const missing = await post('/remove-image-property', { token, json: { propertyId: p._id } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'imageName', message: 'imageName is required' }]);
    const twice = await post('/remove-image-property', {
      token,
      json: { propertyId: p._id, imageName: p.galleryImages[0] },
    });
    expect(twice.status).toBe(200);
    const again = await post('/remove-image-property', {
      token,
      json: { propertyId: p._id, imageName: p.galleryImages[0] },
    });
    expect(again.status).toBe(404);
  });

  it('unlinks a development row image and an area highlight image', async () => {
    const img = await uploaded('dev-row.png');
    const dev = (
      await post('/add-development', {
        token,
        json: { title: unique('Dev rows'), inTheArea: [{ title: 'Marina', description: 'Walk', image: img }] },
      })
    ).body.development;
    const area = (
      await post('/add-area', {
        token,
        form: form({ title: unique('Area rows'), spaces: [{ title: 'Beach club', images: [img] }] }),
      })
    ).body.area;
    const devRes = await post('/remove-image-development', {
      token,
      form: form({ developmentId: dev._id, imageName: img }),
    });
    expect(devRes.status).toBe(200);
    expect(devRes.body.development.inTheArea).toEqual([{ title: 'Marina', description: 'Walk', image: null }]);
    // The area still shows it: the file stays until no entity does.
    expect(fs.existsSync(fileOf(img))).toBe(true);

    const areaRes = await post('/remove-image-area', { token, json: { areaId: area._id, imageName: img } });
    expect(areaRes.status).toBe(200);
    expect(areaRes.body.area.spaces).toEqual([{ title: 'Beach club', images: [] }]);
    expect(fs.existsSync(fileOf(img))).toBe(false);
  });

  it.each([
    ['post', 'featuredImage', { title: 'Post with cover', description: 'x' }],
    [
      'team',
      'featuredImage',
      { title: 'Agent', description: 'x', position: 'Agent', whatsapp: '+971', email: 'a@b.test' },
    ],
    ['review', 'userImage', { title: 'Review', description: 'x', userName: 'Reviewer' }],
  ] as const)('unlinks the image of a %s (%s) and answers the entity', async (kind, slot, fields) => {
    const created = (await post(`/add-${kind}`, { token, form: form(fields, { [slot]: [image(`${kind}.png`)] }) }))
      .body[kind];
    expect(created[slot]).toMatch(/^\/uploads\//);
    const res = await post(`/remove-image-${kind}`, {
      token,
      json: { [`${kind}Id`]: created._id, imageName: created[slot] },
    });
    expect(res.status).toBe(200);
    expect(res.body[kind][slot]).toBeNull();
    expect((await get(`/get-${kind}/${created._id}`)).body[slot]).toBeNull();
  });
});

describe('media of drafts', () => {
  const rowsWith = (image: string) => ({ inTheArea: [{ title: 'Marina', description: 'Walk', image }] });

  it('removes an image only the old published copy showed, once a draft is published over it', async () => {
    const [before, after] = [await uploaded('published.png'), await uploaded('drafted.png')];
    const dev = (await post('/add-development', { token, json: { title: unique('Dev drafts'), ...rowsWith(before) } }))
      .body.development;
    const draft = await put(`/update-development/${dev._id}`, { token, json: { ...rowsWith(after), draft: true } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    // The site still shows the published image while staff work on the draft's.
    expect(fs.existsSync(fileOf(before))).toBe(true);
    expect(fs.existsSync(fileOf(after))).toBe(true);

    expect((await post(`/publish-development/${dev._id}`, { token, json: {} })).status).toBe(200);
    expect(fs.existsSync(fileOf(before))).toBe(false);
    expect(fs.existsSync(fileOf(after))).toBe(true);
  });

  it('removes an image only the published copy showed when the document is unpublished, and keeps the draft’s', async () => {
    const [published, drafted] = [await uploaded('live.png'), await uploaded('kept.png')];
    const dev = (await post('/add-development', { token, json: { title: unique('Dev off'), ...rowsWith(published) } }))
      .body.development;
    await put(`/update-development/${dev._id}`, { token, json: { ...rowsWith(drafted), draft: true } });

    const res = await post(`/unpublish-development/${dev._id}`, { token, json: {} });
    expect(res.status).toBe(200);
    expect(res.body.development.inTheArea).toEqual([{ title: 'Marina', description: 'Walk', image: drafted }]);
    expect(fs.existsSync(fileOf(published))).toBe(false);
    expect(fs.existsSync(fileOf(drafted))).toBe(true);
  });
});
