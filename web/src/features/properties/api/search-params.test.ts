import { parsePropertySearch, toSearchParams } from './search-params';

describe('A property search in the URL', () => {
  it('reads every filter and writes it back unchanged', () => {
    const query = 'propertyType=Villa&country=Palm+Jumeirah&price=1500000&beds=3&baths=1&sort=price-asc&page=2';
    const search = parsePropertySearch(new URLSearchParams(query));
    expect(search).toEqual({
      propertyType: 'Villa',
      country: 'Palm Jumeirah',
      price: 1500000,
      beds: 3,
      baths: 1,
      sort: 'price-asc',
      page: 2,
    });
    expect(toSearchParams(search).toString()).toBe(query);
  });

  it('ignores values that are not filters', () => {
    const search = parsePropertySearch(new URLSearchParams('price=cheap&beds=-1&sort=random&page=x'));
    expect(search).toMatchObject({ price: null, beds: null, sort: null, page: 0 });
    expect(toSearchParams(search).toString()).toBe('');
  });
});
