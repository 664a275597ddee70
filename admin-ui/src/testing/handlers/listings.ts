import { API_PREFIX, type Area, type Development, type Post, type Review, type Team } from '@estate/contract';
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { makeArea, makeDevelopment, makePost, makeReview, makeTeam } from '../fixtures';
import { crudHandlers, read, singleImage, storedPath } from './crud';
import { applyOffPlan, derivedPrices, dropImageFromListing } from './properties';

type Rows = Development['spaces'];
type Places = Development['inTheArea'];

function keptGallery(current: string[], f: Record<string, unknown>, files: (field: string) => File[]) {
  const kept = read.json<string[] | undefined>(f, 'galleryImages', undefined);
  const gallery = kept ? [...kept, ...current.filter((g) => !kept.includes(g))] : current;
  return [...gallery, ...files('galleryImages').map(storedPath)];
}

function applyDevelopment(d: Development, f: Record<string, unknown>, files: (field: string) => File[]): Development {
  const price = read.number(f, 'price', d.price);
  const ids = read.json<string[] | undefined>(f, 'properties', undefined);
  return {
    ...d,
    title: read.text(f, 'title', d.title),
    units: read.text(f, 'units', d.units),
    bedUnits: read.text(f, 'bedUnits', d.bedUnits),
    pentHouses: read.text(f, 'pentHouses', d.pentHouses),
    price,
    dPriceAed: derivedPrices(price).aed,
    dPriceEur: derivedPrices(price).eur,
    desc1: read.text(f, 'desc1', d.desc1),
    desc2: read.text(f, 'desc2', d.desc2),
    location: read.text(f, 'location', d.location),
    country: read.text(f, 'country', d.country ?? '') || null,
    isFeatured: read.bool(f, 'isFeatured', d.isFeatured),
    isSold: read.bool(f, 'isSold', d.isSold),
    isFullWidthFeatured: read.bool(f, 'isFullWidthFeatured', d.isFullWidthFeatured),
    featuredImage: singleImage(d.featuredImage, f, files('featuredImage')),
    galleryImages: keptGallery(d.galleryImages, f, files),
    spaces: read.json<Rows>(f, 'spaces', d.spaces).filter((r) => r.title || r.images.length),
    amenities: read.json<Rows>(f, 'amenities', d.amenities).filter((r) => r.title || r.images.length),
    inTheArea: read.json<Places>(f, 'inTheArea', d.inTheArea).filter((r) => r.title || r.description || r.image),
    properties: ids ? db.properties.filter((p) => ids.includes(p._id)) : d.properties,
    ...applyOffPlan(d, f),
  };
}

function applyArea(a: Area, f: Record<string, unknown>, files: (field: string) => File[]): Area {
  const propertyIds = read.json<string[] | undefined>(f, 'properties', undefined);
  const developmentIds = read.json<string[] | undefined>(f, 'developments', undefined);
  return {
    ...a,
    title: read.text(f, 'title', a.title),
    tags: read.json<string[]>(f, 'tags', a.tags),
    desc1: read.text(f, 'desc1', a.desc1),
    desc2: read.text(f, 'desc2', a.desc2),
    location: read.text(f, 'location', a.location),
    country: read.text(f, 'country', a.country ?? '') || null,
    averageRentalYield: read.text(f, 'averageRentalYield', a.averageRentalYield),
    averageRentalYield2: read.text(f, 'averageRentalYield2', a.averageRentalYield2),
    averagePropertyPrice: read.text(f, 'averagePropertyPrice', a.averagePropertyPrice),
    isFeatured: read.bool(f, 'isFeatured', a.isFeatured),
    featuredImage: singleImage(a.featuredImage, f, files('featuredImage')),
    galleryImages: keptGallery(a.galleryImages, f, files),
    spaces: read.json<Rows>(f, 'spaces', a.spaces).filter((r) => r.title || r.images.length),
    amenities: read.json<Rows>(f, 'amenities', a.amenities).filter((r) => r.title || r.images.length),
    properties: propertyIds ? db.properties.filter((p) => propertyIds.includes(p._id)) : a.properties,
    developments: developmentIds ? db.developments.filter((d) => developmentIds.includes(d._id)) : a.developments,
  };
}

function applyPost(p: Post, f: Record<string, unknown>, files: (field: string) => File[]): Post {
  const [featured] = files('featuredImage');
  return {
    ...p,
    title: read.text(f, 'title', p.title),
    description: read.text(f, 'description', p.description),
    richContent: read.text(f, 'richContent', p.richContent),
    featuredImage: featured ? storedPath(featured) : p.featuredImage,
  };
}

function applyTeam(t: Team, f: Record<string, unknown>, files: (field: string) => File[]): Team {
  const [featured] = files('featuredImage');
  return {
    ...t,
    title: read.text(f, 'title', t.title),
    position: read.text(f, 'position', t.position),
    description: read.text(f, 'description', t.description),
    whatsapp: read.text(f, 'whatsapp', t.whatsapp),
    phone: read.text(f, 'phone', t.phone),
    email: read.text(f, 'email', t.email),
    featuredImage: featured ? storedPath(featured) : t.featuredImage,
  };
}

function applyReview(r: Review, f: Record<string, unknown>, files: (field: string) => File[]): Review {
  const [image] = files('userImage');
  return {
    ...r,
    title: read.text(f, 'title', r.title),
    description: read.text(f, 'description', r.description),
    userName: read.text(f, 'userName', r.userName),
    userImage: image ? storedPath(image) : r.userImage,
  };
}

const blank = {
  featuredImage: null,
  galleryImages: [],
  spaces: [],
  amenities: [],
  inTheArea: [],
  desc1: '',
  desc2: '',
  location: '',
  country: null,
  price: null,
};

export const listingHandlers = [
  ...crudHandlers<Development>({
    label: 'Development',
    list: 'get-developments',
    get: 'get-development',
    add: 'add-development',
    update: 'update-development',
    remove: 'delete-development',
    removeImage: 'remove-image-development',
    idField: 'developmentId',
    responseField: 'development',
    drafts: true,
    rows: () => db.developments,
    setRows: (rows) => {
      db.developments = rows;
    },
    create: (f, files) =>
      applyDevelopment(
        makeDevelopment({ ...blank, title: read.text(f, 'title'), units: '', bedUnits: '', pentHouses: '' }),
        f,
        files,
      ),
    apply: applyDevelopment,
    dropImage: dropImageFromListing,
  }),
  http.get(`${API_PREFIX}/get-fullwidth-featured-development`, () =>
    HttpResponse.json(db.developments.find((d) => d.isFullWidthFeatured) ?? null),
  ),
  ...crudHandlers<Area>({
    label: 'Area',
    list: 'get-areas',
    get: 'get-area',
    add: 'add-area',
    update: 'update-area',
    remove: 'delete-area',
    removeImage: 'remove-image-area',
    idField: 'areaId',
    responseField: 'area',
    drafts: true,
    rows: () => db.areas,
    setRows: (rows) => {
      db.areas = rows;
    },
    create: (f, files) =>
      applyArea(
        makeArea({ title: read.text(f, 'title'), featuredImage: null, spaces: [], amenities: [], tags: [] }),
        f,
        files,
      ),
    apply: applyArea,
    dropImage: (a, path) => {
      const d = dropImageFromListing({ ...a, inTheArea: [] }, path);
      return {
        ...a,
        featuredImage: d.featuredImage,
        galleryImages: d.galleryImages,
        spaces: d.spaces,
        amenities: d.amenities,
      };
    },
  }),
  ...crudHandlers<Post>({
    label: 'Post',
    list: 'get-posts',
    get: 'get-post',
    add: 'add-post',
    update: 'update-post',
    remove: 'delete-post',
    removeImage: 'remove-image-post',
    idField: 'postId',
    responseField: 'post',
    drafts: true,
    rows: () => db.posts,
    setRows: (rows) => {
      db.posts = rows;
    },
    create: (f, files) =>
      applyPost(makePost({ title: read.text(f, 'title'), featuredImage: null, richContent: '' }), f, files),
    apply: applyPost,
    dropImage: (p, path) => ({ ...p, featuredImage: p.featuredImage === path ? null : p.featuredImage }),
  }),
  ...crudHandlers<Team>({
    label: 'Team',
    list: 'get-teams',
    get: 'get-team',
    add: 'add-team',
    update: 'update-team',
    remove: 'delete-team',
    removeImage: 'remove-image-team',
    idField: 'teamId',
    responseField: 'team',
    rows: () => db.teams,
    setRows: (rows) => {
      db.teams = rows;
    },
    create: (f, files) => applyTeam(makeTeam({ featuredImage: null }), f, files),
    apply: applyTeam,
    dropImage: (t, path) => ({ ...t, featuredImage: t.featuredImage === path ? null : t.featuredImage }),
  }),
  ...crudHandlers<Review>({
    label: 'Review',
    list: 'get-reviews',
    get: 'get-review',
    add: 'add-review',
    update: 'update-review',
    remove: 'delete-review',
    removeImage: 'remove-image-review',
    idField: 'reviewId',
    responseField: 'review',
    rows: () => db.reviews,
    setRows: (rows) => {
      db.reviews = rows;
    },
    create: (f, files) => applyReview(makeReview({ userImage: null }), f, files),
    apply: applyReview,
    dropImage: (r, path) => ({ ...r, userImage: r.userImage === path ? null : r.userImage }),
  }),
];
