import { preferredLocation } from './hero-search';

describe('preferredLocation', () => {
  const locations = ['Palm Jumeirah', 'Dubai Marina', 'Marbella'];

  it('is the first location of the select where the type is listed, whatever the spelling', () => {
    expect(preferredLocation(locations, ['marbella', ' dubai marina '])).toBe('Dubai Marina');
    expect(preferredLocation(locations, ['Marbella'])).toBe('Marbella');
  });

  it('is the spec’s first location while unknown or when the type is listed nowhere', () => {
    expect(preferredLocation(locations, undefined)).toBe('Palm Jumeirah');
    expect(preferredLocation(locations, [])).toBe('Palm Jumeirah');
    expect(preferredLocation(locations, ['Elsewhere'])).toBe('Palm Jumeirah');
    expect(preferredLocation([], ['Marbella'])).toBe('');
  });
});
