'use strict';
/**
 * A large synthetic set of properties for benchmarks: varied titles, communities the CMS
 * gazetteer knows, all seven types, plausible prices, beds and baths, a featured image, a small
 * gallery and spaces rows from a small pool of pictures. Slugs are "synthetic-<n>-<title>", so
 * the set is recognised, counted and resumed: a second run tops it up to the number asked for
 * and never doubles it.
 *
 * Writes are bulk inserts through Strapi's query engine and the tables its metadata names, in
 * transactions of CHUNK properties: the document service validates and writes one entry at a
 * time (some twenty statements each), which takes minutes for 10,000 on two cores.
 */
const path = require('path');
const { IMAGES } = require('@estate/demo-media');
const { ensurePictures } = require('./media');

const UID = 'api::property.property';
const PREFIX = 'synthetic-';
const CHUNK = 500;

/** The small picture pool, by role: a house or a building for the hero, rooms for the rest. */
const POOL = {
  house: ['villa-golden', 'villa-blue', 'villa-midday'],
  building: ['tower-golden', 'skyline-marina-blue', 'skyline-downtown-dusk'],
  living: ['living-golden-sea', 'living-blue-skyline'],
  bedroom: ['bedroom-golden-sea'],
  kitchen: ['kitchen-midday-skyline'],
  bathroom: ['bathroom-golden-sea'],
  terrace: ['terrace-golden-sea'],
};
const POOL_KEYS = Object.values(POOL).flat();

/** [location, country, AED per sq ft] for places the gazetteer can place on the map. */
const PLACES = [
  ['Palm Jumeirah', 'Dubai', 4200],
  ['Downtown Dubai', 'Dubai', 3000],
  ['Business Bay', 'Dubai', 2100],
  ['DIFC', 'Dubai', 2900],
  ['Dubai Marina', 'Dubai', 2250],
  ['Jumeirah Beach Residence', 'Dubai', 2400],
  ['Jumeirah Lake Towers', 'Dubai', 1500],
  ['Bluewaters Island', 'Dubai', 3600],
  ['Dubai Harbour', 'Dubai', 3100],
  ['Emaar Beachfront', 'Dubai', 3200],
  ['Emirates Hills', 'Dubai', 3400],
  ['Jumeirah Islands', 'Dubai', 2300],
  ['Jumeirah Golf Estates', 'Dubai', 1850],
  ['Jumeirah Bay Island', 'Dubai', 9000],
  ['Pearl Jumeirah', 'Dubai', 3800],
  ['La Mer', 'Dubai', 3900],
  ['Port de La Mer', 'Dubai', 3300],
  ['Umm Suqeim', 'Dubai', 2800],
  ['City Walk', 'Dubai', 2700],
  ['Al Barsha', 'Dubai', 1400],
  ['Dubai Hills Estate', 'Dubai', 2300],
  ['MBR City', 'Dubai', 2400],
  ['Sobha Hartland', 'Dubai', 2200],
  ['Meydan', 'Dubai', 1900],
  ['Al Barari', 'Dubai', 2700],
  ['Arabian Ranches', 'Dubai', 1600],
  ['Tilal Al Ghaf', 'Dubai', 1900],
  ['Jumeirah Village Circle', 'Dubai', 1250],
  ['Dubai Creek Harbour', 'Dubai', 2150],
  ['Dubai Islands', 'Dubai', 2000],
  ['Dubai South', 'Dubai', 1000],
  ['Marbella', 'Spain', 1700],
  ['Benahavis', 'Spain', 1500],
  ['Mallorca', 'Spain', 1600],
  ['Ibiza', 'Spain', 2000],
  ['London', 'United Kingdom', 6000],
  ['Mayfair', 'United Kingdom', 9500],
  ['Chelsea', 'United Kingdom', 7500],
  ['Manchester', 'United Kingdom', 1700],
];

/** Weighted property types with their bedroom range and square feet per bedroom. */
const TYPES = [
  ['Apartment', 38, [0, 4], 650],
  ['Villa', 18, [3, 7], 1500],
  ['Townhouse', 12, [2, 5], 950],
  ['Penthouse', 8, [3, 6], 1300],
  ['Flat', 9, [1, 4], 700],
  ['Home', 8, [3, 6], 1200],
  ['Land', 7, [0, 0], 0],
];
const TYPE_WEIGHT = TYPES.reduce((sum, t) => sum + t[1], 0);

const QUALITIES = [
  'Sea-View',
  'Renovated',
  'Corner',
  'High-Floor',
  'Furnished',
  'Garden',
  'Lake-View',
  'Golf-Course',
  'Skyline-View',
  'Brand-New',
  'Beachfront',
  'Park-Facing',
  'Duplex',
  'Contemporary',
  'Spacious',
  'Upgraded',
  'Vacant',
  'Tenanted',
  'Waterfront',
  'Quiet',
];
const EXTRAS = [
  'Private Pool',
  'Roof Terrace',
  'Marina Views',
  'a Study',
  'Maid’s Room',
  'Two Parking Spaces',
  'a Large Balcony',
  'Burj Views',
];

/** A small deterministic generator so the set is the same on every database. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function property(n, slugify, ids) {
  const r = random(n * 2654435761);
  const pick = (list) => list[Math.floor(r() * list.length)];
  let w = r() * TYPE_WEIGHT;
  const [type, , [minBeds, maxBeds], perBed] = TYPES.find((t) => (w -= t[1]) < 0) ?? TYPES[0];
  // UK listings are flats and homes; Spain has no "flats" in this set.
  let place = pick(PLACES);
  if ((type === 'Flat' || type === 'Home') && r() < 0.7) place = pick(PLACES.filter((p) => p[1] !== 'Dubai'));
  const [location, country, aedPerSqFt] = place;
  const beds = minBeds + Math.floor(r() * (maxBeds - minBeds + 1));
  const baths = type === 'Land' ? 0 : Math.max(1, beds + (r() < 0.6 ? 1 : 0));
  const space =
    type === 'Land' ? Math.round(6000 + r() * 30000) : Math.round((beds || 0.7) * perBed * (0.8 + r() * 0.6) + 200);
  const usd = ((space * aedPerSqFt) / 3.6725) * (type === 'Land' ? 0.6 : 1) * (0.85 + r() * 0.4);
  const price = Math.max(90000, Math.round(usd / 1000) * 1000);
  const quality = pick(QUALITIES);
  const bedText = type === 'Land' ? '' : beds === 0 ? 'Studio ' : `${beds}-Bedroom `;
  const title =
    type === 'Land'
      ? `${pick(['Waterfront', 'Corner', 'Golf-Course', 'Prime', 'Sea-View'])} Plot in ${location}`
      : r() < 0.5
        ? `${quality} ${bedText}${type} in ${location}`
        : `${bedText}${type} with ${pick(EXTRAS)}, ${location}`;
  const image = (role, k = 0) => ids[role][(n + k) % ids[role].length];
  const hero = type === 'Villa' || type === 'Townhouse' || type === 'Home' || type === 'Land' ? 'house' : 'building';
  return {
    title,
    slug: `${PREFIX}${n}-${slugify(title)}`.slice(0, 100).replace(/-+$/, ''),
    propertyType: type,
    country,
    location,
    beds,
    baths,
    space,
    price,
    featuredImage: image(hero),
    galleryImages: [image('living'), image('kitchen'), image('terrace')],
    desc1: `${title}, offered by our ${country === 'Dubai' ? 'Dubai' : 'international'} team. ${type === 'Land' ? `A ${space.toLocaleString('en-US')} sq ft plot` : `${space.toLocaleString('en-US')} sq ft of living space`} in one of the most requested communities in ${location}.`,
    desc2: 'Viewings by appointment. Floor plans and service charges are available on request.',
    spaces: [
      { title: 'Living Area', images: [image('living'), image('living', 1)] },
      { title: 'Bedrooms', images: [image('bedroom'), image('bathroom')] },
    ],
    amenities: [{ title: 'Pool', images: [image('terrace')] }],
    locationTitle: `About ${location}`,
    locationDescription: `${location} is one of the communities our team covers, with homes for end users and investors alike.`,
    medianPrice: `AED ${Math.round(aedPerSqFt * 1500).toLocaleString('en-US')}`,
    medianPricePerSq: `AED ${aedPerSqFt.toLocaleString('en-US')}`,
    rentalYield: `${(4 + (n % 40) / 10).toFixed(1)}%`,
    // Featuring is an editorial choice of a handful of listings (the demo's dozen): the synthetic
    // bulk stands for the rest of the catalogue, so the home at 10,049 listings shows the same
    // featured set as at 49 and the bench compares the same page (the budget of a home within 20%
    // of its time at 49).
    isFeatured: false,
    isFullWidthFeatured: false,
  };
}

/** The CMS's own derivations (rates, gazetteer, cache version), from its compiled code. */
function cmsLib(name) {
  const file = path.join(__dirname, '..', '..', 'dist', 'src', 'lib', `${name}.js`);
  try {
    return require(file);
  } catch (error) {
    throw new Error(`cannot load ${file} (build the CMS first: npm run build:server -w @estate/cms): ${error.message}`);
  }
}

/**
 * Writes one chunk in bulk: the property rows, their component rows, the component links and
 * the picture links, a handful of multi-row inserts instead of some twenty statements per
 * property. The values the CMS's save hooks would derive (AED and EUR prices, coordinates,
 * the geocoded key, a document id) are derived here with the CMS's own functions.
 */
class BulkWriter {
  constructor(strapi) {
    this.strapi = strapi;
    // Strapi's private table shapes, through the CMS's one door to them (lib/database/strapi-internals).
    const internals = cmsLib('database/strapi-internals');
    const component = internals.attributesOf(UID).spaces;
    this.componentUid = component.target;
    this.cmps = component.joinTable;
    const morph = internals.MEDIA_MORPH;
    this.morph = { table: morph.table, file: morph.file, type: morph.ownerType, id: morph.ownerId };
    this.rates = cmsLib('listing/rates');
    this.geocode = cmsLib('listing/geocode');
    this.listing = cmsLib('listing/listing');
    this.createId = require('@paralleldrive/cuid2').createId;
  }

  async insert(trx, table, rows) {
    for (let i = 0; i < rows.length; i += 200) await trx(table).insert(rows.slice(i, i + 200));
  }

  async write(items) {
    const { strapi } = this;
    const now = new Date();
    const base = [];
    const references = await this.listing.nextReferences(items.length);
    for (const { featuredImage: _f, galleryImages: _g, spaces: _s, amenities: _a, ...scalar } of items) {
      const { aed, eur } = await this.rates.pricesFromUsd(scalar.price);
      const place = this.geocode.lookupGazetteer(scalar.location);
      base.push({
        ...scalar,
        priceAed: aed,
        priceEur: eur,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        geocodedLocation: `${scalar.location}|${scalar.country}`,
        // What the save hook gives every listing (docs/decisions/0024): a reference, available.
        referenceNumber: references[base.length],
        listingStatus: 'available',
        statusRank: 0,
        documentId: this.createId(),
        // The English row: a listing's translations are rows of their own (docs/decisions/0102).
        locale: 'en',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    // Each listing is a published row and its draft (draft and publish, docs/decisions/0036): the
    // same document, the draft a copy with no publication date, with its own components and links.
    const copies = [...base, ...base.map((row) => ({ ...row, publishedAt: null }))];
    const both = [...items, ...items];
    await strapi.db.transaction(async ({ trx }) => {
      const { ids } = await strapi.db.query(UID).createMany({ data: copies });
      if (ids.length !== both.length || ids.some((id) => !id)) throw new Error('bulk insert did not answer every id');
      const rows = [];
      both.forEach((item, owner) => {
        for (const field of ['spaces', 'amenities']) {
          item[field].forEach((row, k) =>
            rows.push({ owner, field, order: k + 1, title: row.title, images: row.images }),
          );
        }
      });
      const { ids: componentIds } = await strapi.db.query(this.componentUid).createMany({
        data: rows.map((r) => ({ title: r.title })),
      });
      if (componentIds.length !== rows.length) throw new Error('bulk insert did not answer every component id');
      const { cmps, morph } = this;
      await this.insert(
        trx,
        cmps.name,
        rows.map((r, j) => ({
          [cmps.joinColumn.name]: ids[r.owner],
          [cmps.inverseJoinColumn.name]: componentIds[j],
          component_type: this.componentUid,
          field: r.field,
          [cmps.orderColumnName]: r.order,
        })),
      );
      const link = (file, relatedId, type, field, order) => ({
        [morph.file]: file,
        [morph.id]: relatedId,
        [morph.type]: type,
        field,
        order,
      });
      const links = [];
      both.forEach((item, i) => {
        links.push(link(item.featuredImage, ids[i], UID, 'featuredImage', 1));
        item.galleryImages.forEach((file, k) => links.push(link(file, ids[i], UID, 'galleryImages', k + 1)));
      });
      rows.forEach((r, j) =>
        r.images.forEach((file, k) => links.push(link(file, componentIds[j], this.componentUid, 'images', k + 1))),
      );
      await this.insert(trx, morph.table, links);
    });
  }
}

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function seedSynthetic(strapi, { total, log }) {
  const { slugify } = await import('@estate/contract');
  const existing = await strapi.db
    .query(UID)
    .count({ where: { slug: { $startsWith: PREFIX }, publishedAt: { $notNull: true } } });
  if (existing >= total) {
    log(`Synthetic properties: ${existing} exist already (asked for ${total}); nothing to add`);
    return;
  }
  const { files } = await ensurePictures(
    strapi,
    IMAGES.filter((i) => POOL_KEYS.includes(i.key)),
    { log },
  );
  const ids = Object.fromEntries(Object.entries(POOL).map(([role, keys]) => [role, keys.map((k) => files.get(k).id)]));
  // Numbering resumes after the highest number present, so an interrupted run tops up cleanly.
  const rows = await strapi.db.query(UID).findMany({ where: { slug: { $startsWith: PREFIX } }, select: ['slug'] });
  let next = rows.reduce((max, row) => Math.max(max, Number(/^synthetic-(\d+)/.exec(row.slug)?.[1] ?? 0)), 0) + 1;
  const toAdd = total - existing;
  log(`Synthetic properties: ${existing} exist, adding ${toAdd} in transactions of ${CHUNK}`);
  const writer = new BulkWriter(strapi);
  const started = Date.now();
  let added = 0;
  while (added < toAdd) {
    const size = Math.min(CHUNK, toAdd - added);
    const items = [];
    for (let i = 0; i < size; i += 1) items.push(property(next + i, slugify, ids));
    await writer.write(items);
    next += size;
    added += size;
    if (added % 2000 === 0 || added === toAdd) {
      log(`  ${added}/${toAdd} (${Math.round(added / ((Date.now() - started) / 1000))} per second)`);
    }
  }
  // Cached answers of a running CMS (with a shared Redis store) must not outlive the new rows.
  await cmsLib('cache/content-version').bumpContentVersion();
  const seconds = (Date.now() - started) / 1000;
  log(`Synthetic properties: added ${toAdd} in ${seconds.toFixed(1)} s (${Math.round(toAdd / seconds)} per second)`);
}

module.exports = { seedSynthetic, property, PLACES };
