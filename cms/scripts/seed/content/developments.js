'use strict';
/**
 * New developments: branded and off-plan projects, each with the listings available in it.
 * Names are fictional. price is the "from" price in US dollars.
 */

/**
 * @typedef {{ title: string, community: string, units: string, bedUnits: string, pentHouses: string, price: number,
 *   isFeatured?: boolean, isSold?: boolean, isFullWidthFeatured?: boolean, featuredImage: string, galleryImages: string[],
 *   desc1: string, desc2: string, properties: string[], view: 'sea'|'skyline'|'hills' }} DevelopmentSeed
 */

/** @type {DevelopmentSeed[]} */
const DEVELOPMENTS = [
  {
    title: 'Aurelia Residences',
    community: 'palm',
    units: '86',
    bedUnits: '2–5',
    pentHouses: '4',
    price: 4200000,
    isFeatured: true,
    isFullWidthFeatured: true,
    featuredImage: 'tower-golden',
    galleryImages: ['pool-golden', 'living-golden-sea', 'lobby-dusk', 'terrace-golden-sea', 'spa-night'],
    view: 'sea',
    desc1:
      'Eighty-six hotel-branded residences on the crescent of the Palm, each with a sea-facing terrace and access to a private residents’ beach, with the services of a five-star hotel next door.',
    desc2:
      'Interiors are by an Italian design house, in travertine, oak and bronze, delivered fully furnished. Four sky penthouses crown the building, each with a private pool. Completion is scheduled for the fourth quarter of 2027 on a 60/40 payment plan, with 20% on booking.',
    properties: ['palm-crescent-penthouse', 'palm-shoreline-apartment'],
  },
  {
    title: 'The Meridian Tower',
    community: 'downtown',
    units: '312',
    bedUnits: '1–4',
    pentHouses: '8',
    price: 890000,
    isFeatured: true,
    featuredImage: 'skyline-downtown-dusk',
    galleryImages: ['tower-dusk', 'living-blue-skyline', 'gym-midday', 'lobby-blue', 'bedroom-blue-skyline'],
    view: 'skyline',
    desc1:
      'A sixty-storey residential tower on the fountain lake with direct views of the world’s tallest building, a sky lounge on the fifty-fifth floor and a podium of restaurants on the Boulevard.',
    desc2:
      'One- to four-bedroom apartments and eight duplex penthouses, with floor-to-ceiling glazing, Italian kitchens and smart-home systems. Handover is planned for mid-2027; the payment plan is 10% on booking and 50% during construction.',
    properties: ['downtown-fountain-penthouse', 'downtown-opera-three-bed', 'downtown-duplex'],
  },
  {
    title: 'Marina Crest',
    community: 'marina',
    units: '240',
    bedUnits: '1–3',
    pentHouses: '6',
    price: 640000,
    isSold: true,
    featuredImage: 'skyline-marina-blue',
    galleryImages: ['skyline-marina-golden', 'living-midday-sea', 'pool-midday', 'gym-golden'],
    view: 'sea',
    desc1:
      'A completed waterfront tower at the mouth of the marina, sold out within weeks of launch, with a handful of resale apartments now offered through our team.',
    desc2:
      'Residents enjoy an infinity pool over the water, a private marina lounge and direct access to the Marina Walk. Resale units carry a premium of around 18% over launch prices.',
    properties: ['marina-three-bed', 'marina-penthouse', 'marina-one-bed'],
  },
  {
    title: 'Hillcrest Estates',
    community: 'dubaiHills',
    units: '64',
    bedUnits: '4–6',
    pentHouses: '0',
    price: 3100000,
    isFeatured: true,
    featuredImage: 'villa-midday',
    galleryImages: ['golf-midday', 'kitchen-golden-sea', 'living-midday-skyline', 'pool-midday'],
    view: 'skyline',
    desc1:
      'Sixty-four contemporary villas on the championship course, each with a private pool, a rooftop terrace and a garden onto the fairway.',
    desc2:
      'Four- to six-bedroom layouts with basement options, designed by an award-winning local practice. Construction is well advanced with completion in the first quarter of 2027.',
    properties: ['dhe-golf-villa', 'dhe-plot', 'dhe-townhouse'],
  },
  {
    title: 'Isla Bay Villas',
    community: 'jumeirahBay',
    units: '18',
    bedUnits: '5–7',
    pentHouses: '0',
    price: 24000000,
    isSold: true,
    featuredImage: 'villa-night',
    galleryImages: ['villa-dusk-low', 'bathroom-golden-sea', 'pool-golden', 'terrace-golden-sea'],
    view: 'sea',
    desc1:
      'Eighteen beachfront villas on Jumeirah Bay Island, each on a plot with its own beach and mooring, completed in 2024 and fully sold.',
    desc2:
      'We advised buyers on eleven of the eighteen villas. Owners occasionally consider private offers; register your interest and we will let you know discreetly when one becomes available.',
    properties: ['jbi-mansion', 'jbi-residence'],
  },
  {
    title: 'Azure Quay',
    community: 'bluewaters',
    units: '120',
    bedUnits: '1–4',
    pentHouses: '5',
    price: 1200000,
    featuredImage: 'beach-midday',
    galleryImages: ['living-golden-sea', 'pool-golden', 'bedroom-golden-sea', 'spa-dusk'],
    view: 'sea',
    desc1:
      'A low-rise collection of one hundred and twenty residences on the sea side of Bluewaters, with a private beach, a lap pool and a residents’ club.',
    desc2:
      'Every residence faces the sea or the wheel. Five penthouses have roof terraces with plunge pools. Completion is due in the third quarter of 2026 with a post-handover payment plan.',
    properties: ['bw-three-bed', 'bw-penthouse'],
  },
  {
    title: 'Creekside Gardens',
    community: 'creekHarbour',
    units: '410',
    bedUnits: '1–3',
    pentHouses: '6',
    price: 420000,
    featuredImage: 'skyline-creek-dusk',
    galleryImages: ['skyline-creek-golden', 'living-dusk-skyline', 'terrace-dusk-skyline', 'gym-midday'],
    view: 'skyline',
    desc1:
      'Two towers on the creek promenade with a landscaped podium, a park and views across the water to the Downtown skyline.',
    desc2:
      'One- to three-bedroom apartments and six penthouses, with a 70/30 payment plan and completion in 2028. A popular choice for first-time investors in Dubai.',
    properties: ['dch-two-bed', 'dch-three-bed'],
  },
  {
    title: 'Verdant Grove',
    community: 'alBarari',
    units: '42',
    bedUnits: '4–6',
    pentHouses: '0',
    price: 5600000,
    featuredImage: 'villa-dusk-low',
    galleryImages: ['golf-golden', 'living-golden-hills', 'spa-dusk', 'bedroom-dusk-hills'],
    view: 'hills',
    desc1:
      'Forty-two garden villas within the botanical landscape of Al Barari, built around a lake and a wellness pavilion.',
    desc2:
      'Each villa has a pool, a garden room and a roof terrace among the trees. Sustainability is built in, from solar roofs to grey-water irrigation. Handover is planned for late 2026.',
    properties: ['ab-villa', 'ab-mansion'],
  },
];

module.exports = { DEVELOPMENTS };
