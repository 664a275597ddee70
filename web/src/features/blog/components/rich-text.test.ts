import { prefixImageSources } from './rich-text';

describe('Rich text image sources', () => {
  it('prefixes sources starting with / and loads pictures lazily', () => {
    expect(prefixImageSources('<img src="/uploads/a.jpg" alt="A">', 'https://estate.ae')).toBe(
      '<img src="https://estate.ae/uploads/a.jpg" alt="A" loading="lazy" decoding="async">',
    );
  });

  it('leaves absolute and protocol-relative sources alone', () => {
    expect(prefixImageSources("<img src='https://cdn.x/a.jpg'>", 'https://estate.ae')).toContain(
      "src='https://cdn.x/a.jpg'",
    );
    expect(prefixImageSources('<img src="//cdn.x/a.jpg">', 'https://estate.ae')).toContain('src="//cdn.x/a.jpg"');
  });
});
