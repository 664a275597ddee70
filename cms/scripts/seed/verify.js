#!/usr/bin/env node
'use strict';
/**
 * Read the demo content back through the running contract and check it is complete: every
 * listing has its pictures, rows, relations and coordinates, every picture path is served.
 *
 *   node cms/scripts/seed/verify.js [http://localhost:1337]
 */

const base = (process.argv[2] || process.env.CMS_URL || 'http://localhost:1337').replace(/\/$/, '');
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};

async function get(name) {
  const response = await fetch(`${base}/api/admin/${name}`);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return { body: await response.json(), total: Number(response.headers.get('x-total-count')) };
}

function checkListing(kind, item) {
  const label = `${kind} "${item.title}"`;
  check(item.featuredImage, `${label}: no featured image`);
  check(item.galleryImages.length >= 3, `${label}: ${item.galleryImages.length} gallery images`);
  check(item.spaces.length >= 3 && item.spaces.every((r) => r.title && r.images.length), `${label}: incomplete spaces`);
  check(
    item.amenities.length >= 2 && item.amenities.every((r) => r.title && r.images.length),
    `${label}: incomplete amenities`,
  );
  if ('inTheArea' in item)
    check(
      item.inTheArea.length >= 3 && item.inTheArea.every((r) => r.title && r.description && r.image),
      `${label}: incomplete in-the-area rows`,
    );
  check(item.desc1 && item.desc2, `${label}: missing descriptions`);
  check(item.latitude !== null && item.longitude !== null, `${label}: no coordinates for "${item.location}"`);
  check(item.slug, `${label}: no slug`);
}

async function main() {
  const paths = new Set();
  const collect = (value) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) paths.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };

  // Newest first: with a synthetic set on top, the demo listings are on the last pages.
  const properties = [];
  let total = Infinity;
  while (properties.length < total) {
    const page = await get(`get-properties?limit=1000&offset=${properties.length}`);
    total = page.total;
    if (!page.body.length) break;
    properties.push(...page.body);
  }
  const demo = properties.filter((p) => !p.slug.startsWith('synthetic-'));
  check(demo.length >= 40, `only ${demo.length} demo properties`);
  for (const p of demo) {
    checkListing('property', p);
    check(Number.isInteger(Number(p.beds)) && Number.isInteger(Number(p.baths)), `property "${p.title}": beds/baths`);
    check(p.price > 0 && p.priceAed > 0 && p.priceEur > 0, `property "${p.title}": prices`);
    check(p.propertyType, `property "${p.title}": no type`);
  }
  check(new Set(demo.map((p) => p.propertyType)).size === 7, 'not all seven property types are used');
  check(demo.filter((p) => p.isFullWidthFeatured).length === 1, 'not exactly one full-width featured property');
  // A listing's life and media as the demo shows them (docs/decisions/0091).
  for (const status of ['under-offer', 'sold'])
    check(
      demo.some((p) => p.status === status),
      `no ${status} listing`,
    );
  check(
    demo.some((p) => p.film),
    'no listing with its own film',
  );
  check(
    demo.some((p) => p.panorama),
    'no listing with a 360° panorama',
  );
  const withdrawn = await fetch(`${base}/api/admin/get-property-slug/two-bedroom-residence-on-the-boulevard`);
  check(withdrawn.status === 410, `the withdrawn demo listing answers ${withdrawn.status}, not 410`);
  for (const country of ['Dubai', 'Spain', 'United Kingdom'])
    check(
      demo.some((p) => p.country === country),
      `no listing in ${country}`,
    );
  collect(demo);

  const { body: developments } = await get('get-developments');
  check(developments.length >= 8, `${developments.length} developments`);
  for (const d of developments) {
    checkListing('development', d);
    check(d.properties.length > 0, `development "${d.title}": no properties`);
    check(d.units && d.bedUnits && d.pentHouses !== '', `development "${d.title}": unit figures`);
  }
  check(
    developments.filter((d) => d.isFullWidthFeatured).length === 1,
    'not exactly one full-width featured development',
  );
  check(
    developments.some((d) => d.isSold),
    'no sold development',
  );
  collect(developments);

  const { body: areas } = await get('get-areas');
  check(areas.length >= 10, `${areas.length} areas`);
  for (const a of areas) {
    check(a.tags.length >= 2, `area "${a.title}": tags`);
    check(a.featuredImage && a.spaces.length && a.amenities.length, `area "${a.title}": pictures and rows`);
    check(a.properties.length > 0, `area "${a.title}": no properties`);
    check(a.averageRentalYield && a.averagePropertyPrice, `area "${a.title}": figures`);
    check(a.latitude !== null, `area "${a.title}": no coordinates`);
  }
  collect(areas);

  const { body: posts } = await get('get-posts');
  check(posts.length >= 6, `${posts.length} posts`);
  for (const p of posts) {
    check(/<h2>/.test(p.richContent) && /<ul>|<ol>/.test(p.richContent), `post "${p.title}": thin body`);
    check(/<figure><img src="\/uploads\//.test(p.richContent), `post "${p.title}": no uploaded figure`);
    check(p.richContent.length > 2000, `post "${p.title}": body of ${p.richContent.length} characters`);
    for (const m of p.richContent.matchAll(/src="(\/uploads\/[^"]+)"/g)) paths.add(m[1]);
  }
  collect(posts);

  const { body: team } = await get('get-teams');
  check(team.length >= 6, `${team.length} team members`);
  check(
    team.some((m) => m.position.toLowerCase() === 'ceo'),
    'no CEO',
  );
  check(
    team.every((m) => m.whatsapp && m.email && m.description && m.featuredImage),
    'incomplete team member',
  );
  collect(team);

  const { body: reviews } = await get('get-reviews');
  check(reviews.length >= 8, `${reviews.length} reviews`);
  check(
    reviews.every((r) => r.userImage),
    'review without a picture',
  );
  collect(reviews);

  const { body: insta } = await get('get-insta');
  check(insta.images.length >= 9 && insta.images.length <= 12, `${insta.images.length} Instagram images`);
  collect(insta);

  const { body: settings } = await get('get-settings');
  check(
    settings.agencyName && settings.phone && settings.email && settings.whatsapp && settings.address,
    'incomplete settings',
  );
  check(
    team.some((m) => m.title === settings.founderName),
    `founderName "${settings.founderName}" is not a team member`,
  );

  const { body: fullWidth } = await get('get-fullwidth-featured-property');
  check(fullWidth && fullWidth.galleryImages.length, 'no full-width featured property');
  const { body: fullWidthDev } = await get('get-fullwidth-featured-development');
  check(fullWidthDev && fullWidthDev.title, 'no full-width featured development');

  for (const p of paths) {
    const response = await fetch(`${base}${p}`, { method: 'HEAD' });
    check(response.ok, `${p}: HTTP ${response.status}`);
  }

  console.log(
    `${total} properties (${demo.length} demo), ${developments.length} developments, ${areas.length} areas, ${posts.length} posts, ${team.length} team, ${reviews.length} reviews, ${insta.images.length} Instagram images; ${paths.size} picture paths served`,
  );
  if (problems.length) {
    console.error(`${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All complete.');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
