'use strict';
/**
 * The area guides' content: each Dubai area's text, tags, pictures, highlights and figures.
 */

/**
 * The ten area guides. Keys of COMMUNITIES: properties and developments there are linked.
 * spaces are the area's Highlights, amenities what is Near by.
 */
const AREAS = [
  {
    community: 'palm',
    title: 'Palm Jumeirah',
    tags: ['Beachfront', 'Villas', 'Branded residences', 'Resort living'],
    featuredImage: 'aerial-palm',
    galleryImages: ['beach-golden', 'villa-golden', 'pool-golden', 'terrace-golden-sea'],
    desc1:
      'The man-made island that put Dubai on every map: sixteen fronds of beachfront villas, a trunk of apartment towers and a crescent of resort hotels. Every frond villa has its own beach, and the western fronds catch the sunset over the Gulf.',
    desc2:
      'For buyers, the Palm offers the rare combination of a private beach, a city address and a deep pool of international demand. Signature Villas on the upper fronds, branded residences on the crescent and garden homes at the base of the trunk each form a distinct market with its own price points.',
    spaces: [
      ['Private beaches', ['beach-golden', 'villa-golden-low']],
      ['Resort living', ['pool-golden', 'lobby-dusk']],
      ['Sunsets', ['terrace-golden-sea', 'living-golden-sea']],
    ],
    amenities: [
      ['Beach clubs', ['beach-midday', 'pool-midday']],
      ['Dining', ['dining-golden-sea', 'arches-golden']],
      ['Wellness', ['spa-night', 'gym-golden']],
    ],
    averageRentalYield: '5.6%',
    averageRentalYield2: '4.3%',
    averagePropertyPrice: 'AED 8,900,000',
    isFeatured: true,
  },
  {
    community: 'downtown',
    title: 'Downtown Dubai',
    tags: ['City centre', 'Apartments', 'Penthouses', 'Skyline views'],
    featuredImage: 'skyline-downtown-dusk',
    galleryImages: ['skyline-downtown-night', 'living-blue-skyline', 'tower-dusk', 'lobby-dusk'],
    desc1:
      'The heart of the city, built around the tallest tower on earth, the fountain lake and the Boulevard. Downtown living means walking to the Opera, the city’s largest mall and the restaurants of DIFC.',
    desc2:
      'Apartments range from compact investor units to full-floor penthouses with views across the fountain to the sea. Strong short-stay demand through the winter season supports yields, and completed towers by the master developer trade with the city’s deepest liquidity.',
    spaces: [
      ['The Boulevard', ['arches-golden', 'skyline-downtown-blue']],
      ['Skyline views', ['living-blue-skyline', 'bedroom-blue-skyline']],
      ['Culture', ['lobby-dusk', 'arches-midday']],
    ],
    amenities: [
      ['Shopping', ['lobby-blue', 'arches-golden']],
      ['Fine dining', ['dining-dusk-skyline', 'terrace-dusk-skyline']],
      ['Fitness', ['gym-midday', 'spa-dusk']],
    ],
    averageRentalYield: '5.6%',
    averageRentalYield2: '4.9%',
    averagePropertyPrice: 'AED 3,150,000',
    isFeatured: true,
  },
  {
    community: 'marina',
    title: 'Dubai Marina',
    tags: ['Waterfront', 'Apartments', 'High yield', 'Beach access'],
    featuredImage: 'skyline-marina-dusk',
    galleryImages: ['skyline-marina-blue', 'beach-midday', 'living-midday-sea', 'pool-midday'],
    desc1:
      'A canal city of towers, yacht berths and promenades, opening onto the beach at JBR. The Marina is one of the most walkable neighbourhoods in Dubai and one of the busiest rental markets in the region.',
    desc2:
      'High floors with open sea views command a premium, while mid-floor marina views offer the best yields. Buildings vary widely in age and service levels, which is where a building-by-building view of service charges and resale history matters most.',
    spaces: [
      ['Marina Walk', ['skyline-marina-golden', 'skyline-marina-dusk']],
      ['The beach', ['beach-midday', 'beach-golden']],
      ['Sea views', ['living-midday-sea', 'bedroom-midday-sea']],
    ],
    amenities: [
      ['Yachting', ['skyline-marina-blue', 'skyline-marina-golden']],
      ['Restaurants', ['dining-golden-sea', 'terrace-golden-sea']],
      ['Fitness', ['gym-golden', 'pool-midday']],
    ],
    averageRentalYield: '6.4%',
    averageRentalYield2: '5.1%',
    averagePropertyPrice: 'AED 2,450,000',
    isFeatured: true,
  },
  {
    community: 'emiratesHills',
    title: 'Emirates Hills',
    tags: ['Mansions', 'Golf', 'Gated community', 'Private sales'],
    featuredImage: 'golf-golden',
    galleryImages: ['villa-blue', 'villa-midday', 'living-golden-sea', 'pool-golden'],
    desc1:
      'Often called the Beverly Hills of Dubai: custom mansions on large plots around a championship golf course and its lakes, behind a single guarded perimeter.',
    desc2:
      'Most homes here are individually designed and many are sold privately. Lake- and golf-facing plots carry the highest values; older villas on prime plots are frequently bought to rebuild.',
    spaces: [
      ['Golf course', ['golf-golden', 'golf-midday']],
      ['Mansions', ['villa-blue', 'villa-night']],
      ['Gardens', ['pool-golden', 'terrace-golden-sea']],
    ],
    amenities: [
      ['Schools', ['arches-midday', 'lobby-blue']],
      ['Clubhouse', ['pool-midday', 'dining-golden-sea']],
      ['The Marina', ['skyline-marina-blue', 'beach-midday']],
    ],
    averageRentalYield: '4.1%',
    averageRentalYield2: '3.8%',
    averagePropertyPrice: 'AED 38,000,000',
    isFeatured: false,
  },
  {
    community: 'jumeirahBay',
    title: 'Jumeirah Bay Island',
    tags: ['Island', 'Beachfront mansions', 'Ultra-prime', 'Marina'],
    featuredImage: 'villa-night',
    galleryImages: ['pool-golden', 'villa-golden-low', 'bathroom-golden-sea', 'terrace-golden-sea'],
    desc1:
      'A private island a few hundred metres off the Jumeirah coast, home to a small number of beachfront mansion plots, a resort and its marina.',
    desc2:
      'With very few plots and a single guarded bridge, Jumeirah Bay has set the city’s price records for land. Buyers are ultra-high-net-worth families building primary residences, and most transactions happen off market.',
    spaces: [
      ['Beachfront plots', ['villa-night', 'villa-golden-low']],
      ['The marina', ['skyline-marina-golden', 'skyline-marina-dusk']],
      ['Resort', ['pool-golden', 'spa-night']],
    ],
    amenities: [
      ['Beach club', ['beach-golden', 'pool-golden']],
      ['Spa', ['spa-night', 'bathroom-golden-sea']],
      ['City Walk', ['arches-golden', 'lobby-dusk']],
    ],
    averageRentalYield: '3.4%',
    averageRentalYield2: '3.2%',
    averagePropertyPrice: 'AED 95,000,000',
    isFeatured: true,
  },
  {
    community: 'dubaiHills',
    title: 'Dubai Hills Estate',
    tags: ['Family', 'Golf', 'Villas', 'Parks', 'Schools'],
    featuredImage: 'golf-midday',
    galleryImages: ['villa-midday-low', 'golf-golden', 'kitchen-golden-sea', 'living-midday-skyline'],
    desc1:
      'A green master community between Downtown and the Marina, built around a championship golf course and a central park, with schools, a hospital and a mall inside the gates.',
    desc2:
      'Golf-course villas in the estate’s original neighbourhoods are the benchmark, townhouses offer a family entry point, and park-facing apartments have delivered some of the strongest rental growth in the city.',
    spaces: [
      ['Golf course', ['golf-midday', 'golf-golden']],
      ['Villas', ['villa-midday-low', 'villa-midday']],
      ['Parks', ['terrace-midday-sea', 'pool-midday']],
    ],
    amenities: [
      ['Mall', ['lobby-blue', 'arches-midday']],
      ['Schools', ['arches-golden', 'lobby-dusk']],
      ['Fitness', ['gym-midday', 'pool-midday']],
    ],
    averageRentalYield: '5.9%',
    averageRentalYield2: '4.8%',
    averagePropertyPrice: 'AED 4,600,000',
    isFeatured: true,
  },
  {
    community: 'businessBay',
    title: 'Business Bay',
    tags: ['Canal', 'Investment', 'Apartments', 'Next to Downtown'],
    featuredImage: 'skyline-creek-golden',
    galleryImages: ['skyline-downtown-blue', 'living-midday-skyline', 'tower-midday', 'gym-midday'],
    desc1:
      'Towers along the Dubai Water Canal beside Downtown, with the canal boardwalk, hotels and a growing restaurant scene.',
    desc2:
      'For investors, Business Bay offers Downtown proximity at a lower price per square foot, with a wide choice of new launches and completed stock. Canal-facing units with Burj views are the most resilient.',
    spaces: [
      ['The canal', ['skyline-creek-golden', 'skyline-creek-dusk']],
      ['City views', ['living-midday-skyline', 'kitchen-midday-skyline']],
      ['Towers', ['tower-midday', 'tower-blue']],
    ],
    amenities: [
      ['Restaurants', ['dining-dusk-skyline', 'terrace-dusk-skyline']],
      ['Fitness', ['gym-midday', 'spa-dusk']],
      ['Downtown', ['skyline-downtown-dusk', 'arches-golden']],
    ],
    averageRentalYield: '6.8%',
    averageRentalYield2: '5.5%',
    averagePropertyPrice: 'AED 1,850,000',
    isFeatured: false,
  },
  {
    community: 'bluewaters',
    title: 'Bluewaters Island',
    tags: ['Island', 'Apartments', 'Beach', 'Resort hotels'],
    featuredImage: 'beach-midday',
    galleryImages: ['beach-golden', 'living-golden-sea', 'pool-golden', 'bedroom-golden-sea'],
    desc1:
      'A compact island off JBR with low-rise residences, resort hotels, a beach and the observation wheel, joined to the mainland by a footbridge.',
    desc2:
      'Residences on Bluewaters are few and rarely come to market. Sea-facing apartments let to executives and holiday guests at some of the highest rents per square foot on the coast.',
    spaces: [
      ['The beach', ['beach-midday', 'beach-golden']],
      ['Sea views', ['living-golden-sea', 'bedroom-golden-sea']],
      ['Resort pools', ['pool-golden', 'pool-midday']],
    ],
    amenities: [
      ['Dining', ['dining-golden-sea', 'terrace-golden-sea']],
      ['Spa', ['spa-dusk', 'bathroom-golden-sea']],
      ['JBR', ['skyline-marina-golden', 'skyline-marina-dusk']],
    ],
    averageRentalYield: '5.5%',
    averageRentalYield2: '4.6%',
    averagePropertyPrice: 'AED 5,200,000',
    isFeatured: false,
  },
  {
    community: 'creekHarbour',
    title: 'Dubai Creek Harbour',
    tags: ['Waterfront', 'Off-plan', 'Skyline views', 'Value'],
    featuredImage: 'skyline-creek-dusk',
    galleryImages: ['skyline-creek-golden', 'living-dusk-skyline', 'tower-golden', 'terrace-dusk-skyline'],
    desc1:
      'A new waterfront district on the creek, beside a wildlife sanctuary and facing the Downtown skyline across the water.',
    desc2:
      'Creek Harbour offers skyline views at a fraction of Downtown prices, with payment plans on new launches and steady capital growth in completed towers. Waterfront buildings on the island are the pick of the district.',
    spaces: [
      ['Waterfront', ['skyline-creek-dusk', 'skyline-creek-golden']],
      ['Skyline views', ['living-dusk-skyline', 'terrace-dusk-skyline']],
      ['New towers', ['tower-golden', 'tower-dusk']],
    ],
    amenities: [
      ['Promenade', ['arches-golden', 'skyline-creek-golden']],
      ['Nature', ['desert-midday', 'golf-midday']],
      ['Fitness', ['gym-golden', 'pool-midday']],
    ],
    averageRentalYield: '6.3%',
    averageRentalYield2: '5.2%',
    averagePropertyPrice: 'AED 2,100,000',
    isFeatured: false,
  },
  {
    community: 'alBarari',
    title: 'Al Barari',
    tags: ['Gardens', 'Villas', 'Wellness', 'Low density'],
    featuredImage: 'villa-midday-low',
    galleryImages: ['golf-golden', 'spa-dusk', 'living-golden-hills', 'bedroom-dusk-hills'],
    desc1:
      'Villas set within botanical gardens, lakes and streams: the greenest and quietest community in Dubai, twenty minutes from Downtown.',
    desc2:
      'Al Barari’s large plots and low density appeal to families who want space and privacy. Mansions on the lakes and the newer contemporary villas in the gardens rarely stay on the market for long.',
    spaces: [
      ['Gardens', ['golf-golden', 'golf-midday']],
      ['Villas', ['villa-midday-low', 'villa-dusk-low']],
      ['Wellness', ['spa-dusk', 'bathroom-midday-hills']],
    ],
    amenities: [
      ['Organic café', ['dining-golden-sea', 'kitchen-golden-sea']],
      ['Spa', ['spa-night', 'spa-dusk']],
      ['Downtown', ['skyline-downtown-blue', 'skyline-downtown-dusk']],
    ],
    averageRentalYield: '4.6%',
    averageRentalYield2: '4.4%',
    averagePropertyPrice: 'AED 14,500,000',
    isFeatured: false,
  },
];

module.exports = { AREAS };
