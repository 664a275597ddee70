'use strict';
/**
 * The international private office's communities (Marbella, London, Manchester): the same
 * "About the Area" text, figures and places nearby as the Dubai ones.
 */

/** @type {Record<string, import('./index').Community>} */
const INTERNATIONAL_COMMUNITIES = {
  marbella: {
    location: 'Marbella',
    country: 'Spain',
    view: 'hills',
    locationTitle: 'Marbella: the Golden Mile and the Sierra Blanca',
    locationDescription:
      'Between the Sierra Blanca and the Mediterranean, Marbella pairs more than three hundred days of sun with international schools, golf valleys and the marina of Puerto Banús. The Golden Mile and Sierra Blanca remain the most prized addresses; Benahavís offers larger plots and valley views.',
    medianPrice: 'EUR 1,950,000',
    medianPricePerSq: 'EUR 510',
    rentalYield: '4.1%',
    inTheArea: [
      {
        title: 'Puerto Banús',
        description: 'The marina, its restaurants and its boutiques.',
        image: 'skyline-marina-golden',
      },
      {
        title: 'The Golden Mile beaches',
        description: 'Beach clubs between Marbella and Puerto Banús.',
        image: 'beach-golden',
      },
      { title: 'Golf valley', description: 'More than a dozen courses within twenty minutes.', image: 'golf-golden' },
    ],
  },
  london: {
    location: 'London',
    country: 'United Kingdom',
    view: 'skyline',
    locationTitle: 'Prime Central London',
    locationDescription:
      'Mayfair, Belgravia and Knightsbridge: garden squares, stucco terraces and some of the world’s best schools, hospitals and restaurants. Prime London is a long-term store of wealth; the best houses on the best squares are rarely offered openly.',
    medianPrice: 'GBP 2,450,000',
    medianPricePerSq: 'GBP 1,650',
    rentalYield: '3.4%',
    inTheArea: [
      {
        title: 'Hyde Park',
        description: 'Three hundred and fifty acres of park on the doorstep.',
        image: 'golf-midday',
      },
      { title: 'Sloane Street', description: 'The city’s finest boutiques and galleries.', image: 'london-day' },
      {
        title: 'Garden squares',
        description: 'Private communal gardens for residents of the square.',
        image: 'london-evening',
      },
    ],
  },
  manchester: {
    location: 'Manchester',
    country: 'United Kingdom',
    view: 'skyline',
    locationTitle: 'Manchester city centre',
    locationDescription:
      'The United Kingdom’s fastest-growing regional economy, with a large graduate population, MediaCityUK and a deep rental market. Converted mills in Ancoats and new towers around Deansgate and Spinningfields attract professionals, and yields are well above London’s.',
    medianPrice: 'GBP 285,000',
    medianPricePerSq: 'GBP 420',
    rentalYield: '6.2%',
    inTheArea: [
      {
        title: 'Ancoats',
        description: 'Independent restaurants and bakeries in the old mill district.',
        image: 'mill-dusk',
      },
      {
        title: 'Spinningfields',
        description: 'The business district’s bars and riverside terraces.',
        image: 'tower-blue',
      },
      {
        title: 'The canals',
        description: 'Towpaths and marinas threading through the city centre.',
        image: 'mill-blue',
      },
    ],
  },
};

module.exports = { INTERNATIONAL_COMMUNITIES };
