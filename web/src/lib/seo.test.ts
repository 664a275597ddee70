import { breadcrumbs, describe as describeText, seoMeta, shareImage } from './seo';

const matches = [
  { id: 'root', data: { publicConfig: { siteUrl: 'https://estate.ae', mapAttribution: '', agencyName: 'Estate' } } },
];

describe('Page meta', () => {
  it('gives a title, description, canonical URL, Open Graph and Twitter tags with an absolute JPEG image', () => {
    const meta = seoMeta(matches, {
      title: 'Frond Villa',
      description: 'A villa.',
      path: '/property/frond-villa',
      image: '/uploads/v.jpg',
    });
    expect(meta).toContainEqual({ title: 'Frond Villa | Estate' });
    expect(meta).toContainEqual({ name: 'description', content: 'A villa.' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://estate.ae/property/frond-villa' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://estate.ae/img/1280/uploads/v.jpg' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('falls back to the site’s share picture', () => {
    expect(shareImage('https://estate.ae', null)).toBe('https://estate.ae/images/share-default.jpg');
  });

  it('adds JSON-LD, and breadcrumbs from Home', () => {
    const crumbs = breadcrumbs('https://estate.ae', [{ name: 'Properties', path: '/all-properties' }]);
    const meta = seoMeta(matches, { title: 'x', path: '/x', jsonLd: [crumbs] });
    expect(meta).toContainEqual({ 'script:ld+json': crumbs });
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://estate.ae/' },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: 'https://estate.ae/all-properties' },
    ]);
  });

  it('cuts long copy for descriptions at a word, without markup', () => {
    const text = describeText(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).not.toContain('<');
    expect(text.endsWith('…')).toBe(true);
  });
});
