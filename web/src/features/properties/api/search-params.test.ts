import { parsePropertySearch, toSearchParams } from './search-params';

const NONE = {
  q: '',
  minPrice: null,
  maxPrice: null,
  currency: null,
  minSize: null,
  maxSize: null,
  sizeUnit: null,
  completionStatus: null,
  studio: false,
  bbox: null,
  view: 'list',
};

describe('A property search in the URL', () => {
  it('reads every filter of the specification and writes it back unchanged', () => {
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
      ...NONE,
    });
    expect(toSearchParams(search).toString()).toBe(query);
  });

  it('reads the finding-homes filters, the map view and its area, and writes them back unchanged', () => {
    const query =
      'q=marina&minPrice=500000&maxPrice=900000&currency=EUR&minSize=80&maxSize=200&sizeUnit=sqm&completionStatus=off-plan&studio=true&bbox=55.1%2C25%2C55.3%2C25.2&view=map';
    const search = parsePropertySearch(new URLSearchParams(query));
    expect(search).toMatchObject({
      q: 'marina',
      minPrice: 500000,
      maxPrice: 900000,
      currency: 'EUR',
      minSize: 80,
      maxSize: 200,
      sizeUnit: 'sqm',
      completionStatus: 'off-plan',
      studio: true,
      bbox: '55.1,25,55.3,25.2',
      view: 'map',
    });
    expect(toSearchParams(search).toString()).toBe(query);
  });

  it('ignores values that are not filters', () => {
    const search = parsePropertySearch(
      new URLSearchParams(
        'price=cheap&beds=-1&sort=random&page=x&completionStatus=soon&view=globe&bbox=1,2,3&currency=GBP&sizeUnit=acre',
      ),
    );
    expect(search).toMatchObject({ price: null, beds: null, sort: null, page: 0, ...NONE });
    expect(toSearchParams(search).toString()).toBe('');
  });

  it('reads bounds the wrong way round the right way round, and drops a bedroom minimum beside studios', () => {
    const search = parsePropertySearch(new URLSearchParams('minPrice=9&maxPrice=1&studio=true&beds=3'));
    expect(search).toMatchObject({ minPrice: 1, maxPrice: 9, studio: true, beds: null });
  });

  it('shortens the map area to four decimals and refuses one inside out', () => {
    expect(parsePropertySearch(new URLSearchParams('bbox=55.123456,25.000049,55.3,25.2')).bbox).toBe(
      '55.1235,25,55.3,25.2',
    );
    expect(parsePropertySearch(new URLSearchParams('bbox=56,25,55,26')).bbox).toBeNull();
  });
});
