import { aProperty } from '~/testing/fixtures';
import { propertyMeta } from './listing-ld';

const matches = [
  { id: 'root', data: { publicConfig: { siteUrl: 'https://estate.ae', mapAttribution: '', agencyName: 'Estate' } } },
];

describe("A listing's share preview", () => {
  it('describes the featured picture by the alt text staff wrote (docs/decisions/0087)', () => {
    const p = aProperty({
      title: 'Frond Villa',
      featuredImage: '/uploads/v.jpg',
      imageTexts: { '/uploads/v.jpg': { alt: 'White villa over a pool on the Palm', caption: '' } },
    });
    expect(propertyMeta(matches, p, false)).toContainEqual({
      property: 'og:image:alt',
      content: 'White villa over a pool on the Palm',
    });
  });

  it('falls back to the title when the featured picture has no alt text', () => {
    const p = aProperty({ title: 'Frond Villa', featuredImage: '/uploads/v.jpg', imageTexts: {} });
    expect(propertyMeta(matches, p, false)).toContainEqual({ property: 'og:image:alt', content: 'Frond Villa' });
  });
});
