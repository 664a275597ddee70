import { describe, expect, it } from 'vitest';
import { savedSearchLabel, shownSavedSearchLabel } from './saved-search-text.js';

describe('the label of a saved search', () => {
  it('words every filter of the search, never a field name', () => {
    const filters = {
      propertyType: 'Apartment',
      country: 'Dubai',
      minSize: 5000,
      sizeUnit: 'sqft',
      completionStatus: 'ready',
      bbox: [55.1, 25.06, 55.16, 25.1],
    };
    expect(savedSearchLabel(filters, 'Dubai Marina')).toBe(
      'Apartments in Dubai · 5,000+ sq ft · Ready · an area of Dubai Marina',
    );
    expect(savedSearchLabel({ bbox: '55.1,25.06,55.16,25.1', maxSize: 300, sizeUnit: 'sqm' })).toBe(
      'Properties · up to 300 sq m · an area on the map',
    );
    expect(savedSearchLabel({ minSize: 1000, maxSize: 2500, completionStatus: 'off-plan', q: 'sea view' })).toBe(
      'Properties · “sea view” · 1,000–2,500 sq ft · Off-plan',
    );
    expect(savedSearchLabel({ studio: true, country: 'Spain' })).toBe('Studios in Spain');
  });

  it('shows a stored label that reads well, and rewords one stored in field names from its filters', () => {
    expect(shownSavedSearchLabel('Villas · an area of Palm Jumeirah', { bbox: [1, 2, 3, 4] })).toBe(
      'Villas · an area of Palm Jumeirah',
    );
    const filters = { minSize: 5000, sizeUnit: 'sqft', bbox: [55.1, 25.06, 55.16, 25.1] };
    expect(
      shownSavedSearchLabel('Properties · minSize: 5000 · sizeUnit: sqft · bbox: 55.1,25.06,55.16,25.1', filters),
    ).toBe('Properties · 5,000+ sq ft · an area on the map');
    expect(shownSavedSearchLabel(null, { country: 'Spain' })).toBe('Properties in Spain');
  });
});
