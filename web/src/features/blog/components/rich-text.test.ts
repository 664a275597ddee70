import { lazyImages } from './rich-text';

describe('Rich text image sources', () => {
  it('keeps our uploads root-relative and loads pictures lazily', () => {
    expect(lazyImages('<img src="/uploads/a.jpg" alt="A">')).toBe(
      '<img src="/uploads/a.jpg" alt="A" loading="lazy" decoding="async">',
    );
  });

  it('leaves absolute and protocol-relative sources alone, and a loading the body sets', () => {
    expect(lazyImages("<img src='https://cdn.x/a.jpg'>")).toContain("src='https://cdn.x/a.jpg'");
    expect(lazyImages('<img src="//cdn.x/a.jpg">')).toContain('src="//cdn.x/a.jpg"');
    expect(lazyImages('<img src="/uploads/a.jpg" loading="eager">')).toBe(
      '<img src="/uploads/a.jpg" loading="eager" decoding="async">',
    );
  });
});
