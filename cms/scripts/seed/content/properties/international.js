'use strict';
/**
 * The international private office's listings: Marbella, London and Manchester.
 */

/** @type {import('./index').PropertySeed[]} */
const INTERNATIONAL = [
  // Marbella
  {
    key: 'marbella-golden-mile-villa',
    title: 'Golden Mile Villa with Sea Views',
    community: 'marbella',
    type: 'Villa',
    beds: 6,
    baths: 7,
    space: 9700,
    price: 9800000,
    isFeatured: true,
    hero: 'marbella-golden',
    desc1:
      'A contemporary villa in the hills above the Golden Mile, with views over the Mediterranean to Gibraltar and Africa on a clear day. A pool terrace, olive terraces and a guest apartment.',
    features: ['sea views to Africa', 'a guest apartment', 'olive terraces and a pool'],
  },
  {
    key: 'marbella-banus-penthouse',
    title: 'Puerto Banús Penthouse',
    community: 'marbella',
    type: 'Penthouse',
    beds: 3,
    baths: 3,
    space: 2600,
    price: 2350000,
    hero: 'terrace-midday-sea',
    desc1:
      'A frontline penthouse a few steps from the marina, with a large terrace, a jacuzzi and views across the port to the sea.',
    features: ['a frontline position', 'a terrace with jacuzzi', 'two parking spaces'],
  },
  {
    key: 'marbella-benahavis-home',
    title: 'Family Home in Benahavís',
    community: 'marbella',
    type: 'Home',
    beds: 5,
    baths: 5,
    space: 6100,
    price: 3450000,
    hero: 'marbella-midday',
    desc1:
      'A family home in a gated valley community above Benahavís, with a pool, a garden of lavender and olives and views down the valley to the coast.',
    features: ['a gated community', 'valley and sea views', 'close to the international schools'],
  },
  // London
  {
    key: 'london-mayfair-flat',
    title: 'Mayfair Lateral Flat off Grosvenor Square',
    status: 'sold',
    community: 'london',
    type: 'Flat',
    beds: 3,
    baths: 3,
    space: 2450,
    price: 6900000,
    hero: 'london-day',
    desc1:
      'A lateral flat on the first floor of a period building moments from Grosvenor Square, with tall sash windows, a reception room with two fireplaces and a porter.',
    features: ['a lateral layout', 'a porter', 'a share of freehold'],
  },
  {
    key: 'london-belgravia-house',
    title: 'Belgravia Stucco House on a Garden Square',
    community: 'london',
    type: 'Home',
    beds: 6,
    baths: 6,
    space: 7800,
    price: 24000000,
    isFeatured: true,
    hero: 'london-evening',
    desc1:
      'A grand stucco-fronted house on one of Belgravia’s garden squares, restored throughout with a lift, a mews garage and access to the private square gardens.',
    features: ['a lift to all floors', 'a mews garage', 'private garden square access'],
  },
  {
    key: 'london-knightsbridge-penthouse',
    title: 'Knightsbridge Penthouse with Roof Terrace',
    community: 'london',
    type: 'Penthouse',
    beds: 4,
    baths: 4,
    space: 3900,
    price: 13500000,
    hero: 'terrace-dusk-skyline',
    desc1:
      'A penthouse moments from Hyde Park with a roof terrace looking over the rooftops of Knightsbridge, in a portered building with a gym and secure parking.',
    features: ['a roof terrace', 'a 24-hour porter', 'secure parking'],
  },
  // Manchester
  {
    key: 'manchester-ancoats-flat',
    title: 'Ancoats Mill Conversion Flat',
    community: 'manchester',
    type: 'Flat',
    beds: 2,
    baths: 2,
    space: 980,
    price: 365000,
    hero: 'mill-blue',
    desc1:
      'A two-bedroom flat in a converted cotton mill on the canal, with exposed brick, arched windows and original beams. Let to a professional tenant.',
    features: ['original mill features', 'a canal view', 'a tenant in place'],
  },
  {
    key: 'manchester-spinningfields-flat',
    title: 'Spinningfields One-Bedroom Flat',
    community: 'manchester',
    type: 'Flat',
    beds: 1,
    baths: 1,
    space: 610,
    price: 255000,
    hero: 'mill-dusk',
    desc1:
      'A one-bedroom flat in a new tower beside Spinningfields, with a residents’ gym, a roof garden and a concierge. A sound investment in the city’s business district.',
    features: ['a concierge', 'a roof garden', 'a strong rental market'],
  },
];

module.exports = { INTERNATIONAL };
