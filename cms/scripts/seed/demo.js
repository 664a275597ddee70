'use strict';
/**
 * The demo content, written through Strapi's document service. Every entry is recognised on a
 * second run (listings, areas and posts by slug, team members and reviews by title, a
 * translation by its item and language, the single types by their existence) and kept as it is,
 * so running the seed again changes nothing, and never overwrites what staff have edited since.
 */
const path = require('path');
const { FILMS, filmFile, IMAGES, monogramSpec, INSTA_KEYS } = require('@estate/demo-media');
const { dropSeedBrochures, ensurePictures } = require('./media');
const { COMMUNITIES, AREAS } = require('./content/places');
const { PROPERTIES, describe } = require('./content/properties');
const { DEVELOPMENTS } = require('./content/developments');
const { team, REVIEWS, initials, mailDomain } = require('./content/people');
const { posts } = require('./content/posts');
const { picturesFor } = require('./content/pictures');
const { postTranslations } = require('./content/translations/posts');
const { REVIEW_TRANSLATIONS } = require('./content/translations/reviews');
const { TEAM_TRANSLATIONS } = require('./content/translations/team');
const { AREA_TRANSLATIONS } = require('./content/translations/areas');
const { DEVELOPMENT_TRANSLATIONS } = require('./content/translations/developments');
const { propertyTranslations } = require('./content/translations/properties');
const { DEMO_ADDRESS, SETTINGS_TRANSLATIONS } = require('./content/translations/settings');

/** The CMS's compiled module of staff's translation writes: the seed writes a translation as staff do. */
const TRANSLATIONS_MODULE = path.resolve(__dirname, '../../dist/src/lib/translations/translation-edits');

const UID = {
  property: 'api::property.property',
  development: 'api::development.development',
  area: 'api::area.area',
  post: 'api::post.post',
  team: 'api::team.team',
  review: 'api::review.review',
  insta: 'api::insta.insta',
  setting: 'api::setting.setting',
};

const DAY = 24 * 3600 * 1000;

/** Instalments of an off-plan plan; each adds up to 100. */
const PLANS = [
  [
    ['Down payment on booking', 20, 'On signing the SPA'],
    ['During construction', 40, 'In 8 instalments to handover'],
    ['On handover', 40, 'On completion'],
  ],
  [
    ['Down payment on booking', 10, 'On signing the SPA'],
    ['First instalment', 10, 'Within 6 months'],
    ['During construction', 30, 'Quarterly to handover'],
    ['On handover', 50, 'On completion'],
  ],
  [
    ['Down payment on booking', 20, 'On signing the SPA'],
    ['During construction', 30, 'In 6 instalments'],
    ['On handover', 20, 'On completion'],
    ['Post-handover', 30, 'Over 24 months after handover'],
  ],
];

/** Every third Dubai apartment or penthouse is an off-plan sale. */
const isOffPlan = (p, c, index) =>
  c.country === 'Dubai' && (p.type === 'Apartment' || p.type === 'Penthouse') && index % 3 === 0;
const handoverOf = (index) => `Q${(index % 4) + 1} ${2027 + (index % 3)}`;

/**
 * What a Dubai listing carries: an advertising permit valid well into the future,
 * and for every third apartment or penthouse an off-plan sale with its plan and a floor plan. No
 * brochure: the site makes each listing's from its data (docs/decisions/0081).
 */
function dubaiFields(p, c, index, id) {
  if (c.country !== 'Dubai') return { completionStatus: 'ready' };
  const fields = {
    permitNumber: String(7100000000 + ((index * 7919 + 1301) % 99999999)),
    permitExpiresAt: new Date(Date.now() + (200 + ((index * 37) % 160)) * DAY).toISOString(),
    completionStatus: 'ready',
  };
  if (isOffPlan(p, c, index)) {
    const plan = PLANS[index % PLANS.length];
    Object.assign(fields, {
      completionStatus: 'off-plan',
      handoverDate: handoverOf(index),
      paymentPlan: plan.map(([milestone, percent, due]) => ({ milestone, percent, due })),
      floorPlans: [id(`plan-${Math.min(3, Math.max(1, p.beds))}-bed`)],
    });
  }
  return fields;
}

/** A listing's status (when not available), film and panorama, as the content gives them. */
function demoExtras(p, id) {
  return {
    ...(p.status ? { listingStatus: p.status } : {}),
    ...(p.film ? { film: id(p.film) } : {}),
    ...(p.panorama ? { panorama: id(p.panorama) } : {}),
  };
}

const SEED_STORE = { type: 'core', name: 'estate-seed' };
const EXTRAS_FLAG = 'demo-status-film-panorama';

/**
 * The demo's sold, under-offer and withdrawn listings, films and 360° tours came after the first
 * demo databases were made. On such a database the listings the content names get them once (a
 * flag in Strapi's store, so that what staff change afterwards is never undone): a status where
 * the listing is still available, a film or panorama where it has none. A listing with unpublished
 * edits keeps them: the extras go to its draft. A database seeded afresh has them from its first
 * run and only sets the flag.
 */
async function addDemoExtrasOnce(strapi, propertyIds, id, { log, tally }) {
  const store = strapi.store(SEED_STORE);
  if (await store.get({ key: EXTRAS_FLAG })) return;
  let changed = 0;
  for (const p of PROPERTIES) {
    if (!p.status && !p.film && !p.panorama) continue;
    const documentId = propertyIds.get(p.key);
    const rows = await strapi.db.query(UID.property).findMany({
      where: { documentId },
      select: ['id', 'listingStatus', 'publishedAt', 'updatedAt'],
      populate: { film: { select: ['id'] }, panorama: { select: ['id'] } },
    });
    const draft = rows.find((r) => !r.publishedAt);
    const published = rows.find((r) => r.publishedAt);
    const current = draft ?? published;
    if (!current) continue;
    const data = {};
    if (p.status && (current.listingStatus ?? 'available') === 'available') data.listingStatus = p.status;
    if (p.film && !current.film) data.film = id(p.film);
    if (p.panorama && !current.panorama) data.panorama = id(p.panorama);
    if (!Object.keys(data).length) continue;
    const unchanged = !draft || (published && new Date(draft.updatedAt) <= new Date(published.updatedAt));
    await strapi.documents(UID.property).update({
      documentId,
      data,
      ...(published && unchanged ? { status: 'published' } : {}),
    });
    changed += 1;
  }
  await store.set({ key: EXTRAS_FLAG, value: true });
  if (changed) {
    log(`Demo listings: ${changed} given their status, film or 360° tour`);
    tally.set('extras', { created: 0, kept: 0, updated: changed });
  }
}

/**
 * The demo listings, posts, team, developments, area guides and reviews in Arabic, Russian and Chinese,
 * written through the CMS's own saveTranslation: each text checked by the contract as its English
 * is, the article sanitised, and the translation published with its item. A language an item already has is kept as it is,
 * so a second run changes nothing and a translation staff have edited is never overwritten.
 *
 * The settings are named to saveTranslation by their route's id (`id`, 'settings'), their rows by their document id.
 *
 * @param {Array<{ kind: 'property' | 'post' | 'team' | 'development' | 'area' | 'review' | 'setting', label: string, documentId: string, id?: string, languages: Record<string, Record<string, string>> | undefined }>} items
 */
async function seedTranslations(strapi, items, tally) {
  const { saveTranslation } = require(TRANSLATIONS_MODULE);
  const { TRANSLATION_LANGUAGES } = await import('@estate/contract');
  for (const { kind, label, documentId, id = documentId, languages } of items) {
    const uid = UID[kind];
    const row = `${kind} translations`;
    for (const language of TRANSLATION_LANGUAGES) {
      const values = languages?.[language];
      if (!values) throw new Error(`${kind} "${label}": the demo content has no ${language} translation`);
      const existing = await strapi.db.query(uid).findOne({ where: { documentId, locale: language }, select: ['id'] });
      if (existing) {
        tally.count(row, 'kept');
        continue;
      }
      try {
        await saveTranslation(kind, id, language, values);
      } catch (error) {
        throw new Error(`${kind} "${label}" in ${language}: ${error.message}`);
      }
      tally.count(row, 'created');
    }
  }
}

class Tally {
  constructor() {
    this.rows = new Map();
  }
  count(kind, outcome) {
    const row = this.rows.get(kind) ?? { created: 0, kept: 0, updated: 0 };
    row[outcome] += 1;
    this.rows.set(kind, row);
  }
  set(kind, row) {
    this.rows.set(kind, { updated: 0, ...row });
  }
  print(log) {
    const pad = (s, n) => String(s).padEnd(n);
    const width = Math.max(14, ...[...this.rows.keys()].map((kind) => kind.length + 2));
    log(`  ${pad('', width)}${pad('created', 9)}${pad('kept', 7)}updated`);
    for (const [kind, r] of this.rows) log(`  ${pad(kind, width)}${pad(r.created, 9)}${pad(r.kept, 7)}${r.updated}`);
  }
}

/**
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function seedDemo(strapi, { log }) {
  const { slugify } = await import('@estate/contract');
  const tally = new Tally();
  const started = Date.now();

  // Pictures first: every entry below refers to them by key.
  const monograms = [...new Set(REVIEWS.map((r) => initials(r.userName)))].map(monogramSpec);
  // The films are committed files (tools/demo-media/films), uploaded as the pictures are.
  const films = FILMS.map((film) => ({ key: film.key, alt: film.alt, file: filmFile(film) }));
  log(`Pictures: ${IMAGES.length + monograms.length} in the demo set, and ${films.length} films`);
  const { files, counts } = await ensurePictures(strapi, [...IMAGES, ...monograms, ...films], { log });
  tally.set('pictures', counts);
  const fileOf = (key) => {
    const file = files.get(key);
    if (!file) throw new Error(`no picture "${key}" in the catalogue`);
    return file;
  };
  const id = (key) => fileOf(key).id;
  const rows = (pairs) => pairs.map(([title, keys]) => ({ title, images: keys.map(id) }));

  const findBy = async (uid, where) => strapi.db.query(uid).findOne({ where, select: ['id', 'documentId'] });
  /** Create unless an entry matching `where` exists; answers its document id. */
  const ensure = async (kind, uid, where, data) => {
    const existing = await findBy(uid, where);
    if (existing) {
      tally.count(kind, 'kept');
      return existing.documentId;
    }
    // Demo content is public: published at once (types without drafts ignore the status).
    const doc = await strapi.documents(uid).create({ data, status: 'published' });
    tally.count(kind, 'created');
    return doc.documentId;
  };

  // Team first: every listing has an agent.
  const members = team();
  const agentIds = [];
  const translated = [];
  for (const m of members) {
    const agentId = await ensure(
      'team',
      UID.team,
      { title: m.title },
      {
        title: m.title,
        position: m.position,
        description: m.description,
        whatsapp: m.whatsapp,
        phone: m.phone,
        email: m.email,
        featuredImage: id(m.image),
      },
    );
    if (!/founder/i.test(m.position)) agentIds.push(agentId);
    translated.push({ kind: 'team', label: m.title, documentId: agentId, languages: TEAM_TRANSLATIONS[m.title] });
  }

  // Properties: Dubai ones with an advertising permit, some off-plan with a payment plan.
  const dropped = await dropSeedBrochures(strapi);
  if (dropped) log(`Brochures: ${dropped} listings offer the brochure made from their data instead of the seed's PDF`);
  const propertyIds = new Map();
  for (const [index, p] of PROPERTIES.entries()) {
    const c = COMMUNITIES[p.community];
    const pics = picturesFor({ type: p.type, community: p.community, view: c.view, index, hero: p.hero });
    const slug = slugify(p.title);
    const documentId = await ensure(
      'properties',
      UID.property,
      { slug },
      {
        title: p.title,
        slug,
        propertyType: p.type,
        country: c.country,
        location: c.location,
        beds: p.beds,
        baths: p.baths,
        space: p.space,
        price: p.price,
        featuredImage: id(pics.featuredImage),
        galleryImages: pics.galleryImages.map(id),
        desc1: p.desc1,
        desc2: describe(p, index),
        spaces: rows(pics.spaces),
        amenities: rows(pics.amenities),
        locationTitle: c.locationTitle,
        locationDescription: c.locationDescription,
        medianPrice: c.medianPrice,
        medianPricePerSq: c.medianPricePerSq,
        rentalYield: c.rentalYield,
        inTheArea: c.inTheArea.map((n) => ({ title: n.title, description: n.description, image: id(n.image) })),
        isFeatured: !!p.isFeatured,
        isFullWidthFeatured: !!p.isFullWidthFeatured,
        agent: agentIds[index % agentIds.length],
        ...dubaiFields(p, c, index, id),
        ...demoExtras(p, id),
      },
    );
    propertyIds.set(p.key, documentId);
    translated.push({ kind: 'property', label: p.title, documentId, languages: propertyTranslations(p, index) });
  }
  await addDemoExtrasOnce(strapi, propertyIds, id, { log, tally });

  // Developments, with the listings available in each.
  const developmentIds = new Map();
  for (const [index, d] of DEVELOPMENTS.entries()) {
    const c = COMMUNITIES[d.community];
    const slug = slugify(d.title);
    const pics = picturesFor({ type: 'Apartment', community: d.community, view: d.view, index, hero: d.featuredImage });
    const documentId = await ensure(
      'developments',
      UID.development,
      { slug },
      {
        title: d.title,
        slug,
        country: c.country,
        location: c.location,
        units: d.units,
        bedUnits: d.bedUnits,
        pentHouses: d.pentHouses,
        price: d.price,
        featuredImage: id(d.featuredImage),
        galleryImages: d.galleryImages.map(id),
        desc1: d.desc1,
        desc2: d.desc2,
        spaces: rows(pics.spaces),
        amenities: rows(pics.amenities),
        locationTitle: c.locationTitle,
        locationDescription: c.locationDescription,
        medianPrice: c.medianPrice,
        medianPricePerSq: c.medianPricePerSq,
        rentalYield: c.rentalYield,
        inTheArea: c.inTheArea.map((n) => ({ title: n.title, description: n.description, image: id(n.image) })),
        isFeatured: !!d.isFeatured,
        isSold: !!d.isSold,
        isFullWidthFeatured: !!d.isFullWidthFeatured,
        properties: d.properties.map((key) => {
          const pid = propertyIds.get(key);
          if (!pid) throw new Error(`development ${d.title}: unknown property ${key}`);
          return pid;
        }),
      },
    );
    developmentIds.set(d.title, { documentId, community: d.community });
    translated.push({
      kind: 'development',
      label: d.title,
      documentId,
      languages: DEVELOPMENT_TRANSLATIONS[d.title],
    });
  }

  // Area guides, with the listings and developments in each community.
  for (const a of AREAS) {
    const c = COMMUNITIES[a.community];
    const slug = slugify(a.title);
    const documentId = await ensure(
      'areas',
      UID.area,
      { slug },
      {
        title: a.title,
        slug,
        tags: a.tags,
        featuredImage: id(a.featuredImage),
        galleryImages: a.galleryImages.map(id),
        desc1: a.desc1,
        desc2: a.desc2,
        spaces: rows(a.spaces),
        amenities: rows(a.amenities),
        location: c.location,
        country: c.country,
        locationTitle: c.locationTitle,
        locationDescription: c.locationDescription,
        averageRentalYield: a.averageRentalYield,
        averageRentalYield2: a.averageRentalYield2,
        averagePropertyPrice: a.averagePropertyPrice,
        isFeatured: !!a.isFeatured,
        properties: PROPERTIES.filter((p) => p.community === a.community).map((p) => propertyIds.get(p.key)),
        developments: [...developmentIds.values()].filter((d) => d.community === a.community).map((d) => d.documentId),
      },
    );
    translated.push({ kind: 'area', label: a.title, documentId, languages: AREA_TRANSLATIONS[a.title] });
  }

  // Reviews, posts, then the translations of the team, the listings, the developments, the area
  // guides, the reviews and the posts.
  for (const r of REVIEWS) {
    const documentId = await ensure(
      'reviews',
      UID.review,
      { title: r.title },
      {
        title: r.title,
        description: r.description,
        userName: r.userName,
        userImage: id(monogramSpec(initials(r.userName)).key),
      },
    );
    translated.push({ kind: 'review', label: r.title, documentId, languages: REVIEW_TRANSLATIONS[r.title] });
  }
  const url = (key) => fileOf(key).url;
  const postLanguages = postTranslations(url);
  for (const p of posts(url)) {
    const slug = slugify(p.title);
    const documentId = await ensure(
      'posts',
      UID.post,
      { slug },
      {
        title: p.title,
        slug,
        description: p.description,
        featuredImage: id(p.featuredImage),
        richContent: p.richContent.trim(),
      },
    );
    translated.push({ kind: 'post', label: p.title, documentId, languages: postLanguages[p.title] });
  }
  await seedTranslations(strapi, translated, tally);

  // The Instagram set (a single type).
  const insta = await strapi.db.query(UID.insta).findOne({ select: ['id'] });
  if (insta) tally.count('insta', 'kept');
  else {
    await strapi.documents(UID.insta).create({ data: { images: INSTA_KEYS.map(id) } });
    tally.count('insta', 'created');
  }

  // Agency settings: filled where empty, never overwriting what staff have set.
  const founder = members.find((m) => /founder/i.test(m.position));
  const domain = mailDomain();
  const wanted = {
    agencyName: process.env.SITE_NAME || 'Estate',
    phone: '+971 4 388 9120',
    email: `hello@${domain}`,
    whatsapp: '+971585550142',
    address: DEMO_ADDRESS,
    instagramUrl: 'https://www.instagram.com/estate.privateoffice',
    linkedinUrl: 'https://www.linkedin.com/company/estate-private-office',
    youtubeUrl: 'https://www.youtube.com/@estate.privateoffice',
    founderName: founder.title,
  };
  const current = await strapi.db.query(UID.setting).findOne({ where: { locale: 'en' } });
  if (!current) {
    await strapi.documents(UID.setting).create({ data: wanted });
    tally.count('settings', 'created');
  } else {
    const missing = Object.fromEntries(Object.entries(wanted).filter(([k]) => !current[k]));
    if (Object.keys(missing).length) {
      await strapi.documents(UID.setting).update({ documentId: current.documentId, data: missing });
      tally.count('settings', 'updated');
    } else tally.count('settings', 'kept');
  }
  // The demo address in the other languages; an address of staff's own is theirs to translate.
  const english = await strapi.db.query(UID.setting).findOne({ where: { locale: 'en' } });
  if (english?.address === DEMO_ADDRESS)
    await seedTranslations(
      strapi,
      [
        {
          kind: 'setting',
          label: 'settings',
          documentId: english.documentId,
          id: 'settings',
          languages: SETTINGS_TRANSLATIONS,
        },
      ],
      tally,
    );

  log(`Demo content (${((Date.now() - started) / 1000).toFixed(1)} s):`);
  tally.print(log);
}

module.exports = { seedDemo, UID };
