'use strict';
/**
 * Communities the listings sit in: the "About the Area" text and figures every listing there
 * shares, the places nearby, and which pictures suit them. Locations are the names the CMS
 * gazetteer places on the map.
 */

/**
 * @typedef {{ title: string, description: string, image: string }} Nearby
 * @typedef {{ location: string, country: string, locationTitle: string, locationDescription: string,
 *   medianPrice: string, medianPricePerSq: string, rentalYield: string, view: 'sea'|'skyline'|'hills',
 *   inTheArea: Nearby[] }} Community
 */

/** @type {Record<string, Community>} */
const COMMUNITIES = {
  palm: {
    location: 'Palm Jumeirah',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'Palm Jumeirah: island living, ten minutes from the Marina',
    locationDescription:
      'The Palm is Dubai’s most recognisable address: private beaches on every frond, the crescent’s resort hotels and a boardwalk that runs the length of the outer ring. Villas on the fronds trade at a premium for their plot width and sunset orientation, while the trunk offers apartments with full hotel services. Buyers are typically end users and families, which keeps supply tight and resale values firm.',
    medianPrice: 'AED 8,900,000',
    medianPricePerSq: 'AED 4,250',
    rentalYield: '5.1%',
    inTheArea: [
      {
        title: 'The Boardwalk',
        description: 'An 11 km promenade around the crescent, made for sunrise runs and evening walks.',
        image: 'beach-golden',
      },
      {
        title: 'West Beach',
        description: 'Beach clubs, cafés and the calmest water on the island.',
        image: 'beach-midday',
      },
      {
        title: 'The Crescent hotels',
        description: 'Spa days, fine dining and hotel concierge services a few minutes away.',
        image: 'lobby-dusk',
      },
    ],
  },
  downtown: {
    location: 'Downtown Dubai',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Downtown Dubai: the centre of the city',
    locationDescription:
      'Downtown is built around the world’s tallest tower, the fountain lake and the Boulevard, with the city’s largest mall, the Opera and DIFC within a short walk. It appeals to professionals and investors alike: apartments here let quickly, short stays perform strongly through the winter season, and penthouses with uninterrupted views remain scarce.',
    medianPrice: 'AED 3,150,000',
    medianPricePerSq: 'AED 3,050',
    rentalYield: '5.6%',
    inTheArea: [
      {
        title: 'The Boulevard',
        description: 'A tree-lined loop of cafés, galleries and boutiques around the towers.',
        image: 'arches-golden',
      },
      {
        title: 'The fountain lake',
        description: 'Evening shows on the water below the tower, seen from many terraces.',
        image: 'skyline-downtown-night',
      },
      {
        title: 'DIFC',
        description: 'The financial district’s restaurants and galleries, five minutes by car.',
        image: 'tower-dusk',
      },
    ],
  },
  marina: {
    location: 'Dubai Marina',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'Dubai Marina: waterfront life and the beach',
    locationDescription:
      'A three-kilometre canal lined with residential towers, the Marina Walk and yacht berths, with JBR beach and Bluewaters on the doorstep. Tenant demand is deep and constant, which makes the Marina one of the most liquid rental markets in the city; high floors with sea or marina views command a clear premium.',
    medianPrice: 'AED 2,450,000',
    medianPricePerSq: 'AED 2,250',
    rentalYield: '6.4%',
    inTheArea: [
      {
        title: 'Marina Walk',
        description: 'Waterside restaurants and cafés along the length of the canal.',
        image: 'skyline-marina-golden',
      },
      {
        title: 'JBR Beach',
        description: 'A wide public beach with water sports and a lively promenade.',
        image: 'beach-midday',
      },
      {
        title: 'Yacht clubs',
        description: 'Berths, charters and sunset cruises from the marina itself.',
        image: 'skyline-marina-dusk',
      },
    ],
  },
  emiratesHills: {
    location: 'Emirates Hills',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'Emirates Hills: Dubai’s most private address',
    locationDescription:
      'A gated community of custom-built mansions set around the Montgomerie golf course and its lakes. Plots are large, architecture is individual and turnover is low: most homes change hands privately. The Marina and the international schools of Al Sufouh are ten minutes away.',
    medianPrice: 'AED 38,000,000',
    medianPricePerSq: 'AED 3,400',
    rentalYield: '3.8%',
    inTheArea: [
      {
        title: 'The golf course',
        description: 'Eighteen holes and lakes framing the community’s finest plots.',
        image: 'golf-golden',
      },
      {
        title: 'International schools',
        description: 'Several of the city’s leading British and IB schools within ten minutes.',
        image: 'arches-midday',
      },
      {
        title: 'Dubai Marina',
        description: 'Restaurants, the beach and the marina a short drive away.',
        image: 'skyline-marina-blue',
      },
    ],
  },
  jumeirahBay: {
    location: 'Jumeirah Bay Island',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'Jumeirah Bay: a private island off the coast',
    locationDescription:
      'A seahorse-shaped island linked to Jumeirah by a single guarded bridge, with a handful of beachfront mansion plots, a luxury resort and its marina. It is the most exclusive residential address in the city, with land values to match, and supply that cannot grow.',
    medianPrice: 'AED 95,000,000',
    medianPricePerSq: 'AED 9,800',
    rentalYield: '3.2%',
    inTheArea: [
      {
        title: 'The island marina',
        description: 'Private berths and a yacht club for island residents.',
        image: 'skyline-marina-golden',
      },
      {
        title: 'Resort beach club',
        description: 'A beach club, spa and restaurants on the island itself.',
        image: 'pool-golden',
      },
      {
        title: 'City Walk and La Mer',
        description: 'Boutiques and beach dining within ten minutes.',
        image: 'beach-golden',
      },
    ],
  },
  dubaiHills: {
    location: 'Dubai Hills Estate',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Dubai Hills Estate: green, central and family-first',
    locationDescription:
      'A master community around an 18-hole championship course and a central park, between Downtown and the Marina. Villas back onto the fairways, townhouses sit in quiet cul-de-sacs and apartments overlook the park; schools, a hospital and a large mall are all inside the gates.',
    medianPrice: 'AED 4,600,000',
    medianPricePerSq: 'AED 2,300',
    rentalYield: '5.9%',
    inTheArea: [
      {
        title: 'Dubai Hills Golf Club',
        description: 'A championship course with a clubhouse open to residents.',
        image: 'golf-midday',
      },
      {
        title: 'The central park',
        description: 'Trails, play areas and courts running through the community.',
        image: 'golf-golden',
      },
      {
        title: 'Dubai Hills Mall',
        description: 'Shopping, dining and a cinema within the community.',
        image: 'lobby-blue',
      },
    ],
  },
  businessBay: {
    location: 'Business Bay',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Business Bay: canal-side, next to Downtown',
    locationDescription:
      'Towers along the Dubai Water Canal, a short walk from Downtown, with a growing waterfront of hotels, restaurants and the canal boardwalk. Entry prices are lower than in Downtown for similar views, which makes the district a favourite of investors looking for yield.',
    medianPrice: 'AED 1,850,000',
    medianPricePerSq: 'AED 2,100',
    rentalYield: '6.8%',
    inTheArea: [
      {
        title: 'Dubai Water Canal',
        description: 'A boardwalk and cycle path along the water to the sea.',
        image: 'skyline-creek-golden',
      },
      {
        title: 'Downtown Dubai',
        description: 'The Boulevard and the fountain lake within walking distance.',
        image: 'skyline-downtown-dusk',
      },
      { title: 'Bay Avenue', description: 'Cafés and a park at the heart of the district.', image: 'arches-golden' },
    ],
  },
  bluewaters: {
    location: 'Bluewaters Island',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'Bluewaters: an island beside the Marina',
    locationDescription:
      'A compact island off JBR with low-rise residences, two resort hotels, a beach and the observation wheel, joined to the mainland by a footbridge. With few residences and no room to build more, apartments here rarely come to market and let readily to executives and holiday guests.',
    medianPrice: 'AED 5,200,000',
    medianPricePerSq: 'AED 3,600',
    rentalYield: '5.5%',
    inTheArea: [
      { title: 'The wheel', description: 'The observation wheel and its views over the coast.', image: 'beach-midday' },
      {
        title: 'Island beach',
        description: 'A quiet resort beach a few minutes from every residence.',
        image: 'beach-golden',
      },
      {
        title: 'JBR',
        description: 'The beach promenade, restaurants and shops across the bridge.',
        image: 'skyline-marina-golden',
      },
    ],
  },
  laMer: {
    location: 'La Mer',
    country: 'Dubai',
    view: 'sea',
    locationTitle: 'La Mer: beachfront Jumeirah',
    locationDescription:
      'A low-rise beachfront district on the Jumeirah coast, between the old fishing harbour and the city centre, with a beach promenade, restaurants and a waterpark. Homes here combine a genuine beach address with a ten-minute drive to DIFC and Downtown.',
    medianPrice: 'AED 7,400,000',
    medianPricePerSq: 'AED 3,900',
    rentalYield: '4.9%',
    inTheArea: [
      {
        title: 'La Mer beach',
        description: 'A long public beach with cafés and a surf-style promenade.',
        image: 'beach-golden',
      },
      { title: 'Jumeirah Bay', description: 'The island resort and its beach club next door.', image: 'pool-golden' },
      {
        title: 'City Walk',
        description: 'Boutiques, restaurants and galleries five minutes inland.',
        image: 'arches-midday',
      },
    ],
  },
  creekHarbour: {
    location: 'Dubai Creek Harbour',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Dubai Creek Harbour: the new waterfront',
    locationDescription:
      'A waterfront district on the creek beside the Ras Al Khor wildlife sanctuary, with a marina, a promenade and views across to the Downtown skyline. Off-plan launches here offer some of the city’s best value for skyline views, and completed towers have seen steady capital growth.',
    medianPrice: 'AED 2,100,000',
    medianPricePerSq: 'AED 2,150',
    rentalYield: '6.3%',
    inTheArea: [
      {
        title: 'Creek promenade',
        description: 'A waterside walk with the Downtown skyline across the water.',
        image: 'skyline-creek-dusk',
      },
      {
        title: 'Ras Al Khor sanctuary',
        description: 'Flamingos and mangroves at the edge of the district.',
        image: 'desert-midday',
      },
      { title: 'Creek Marina', description: 'Berths, restaurants and a yacht club.', image: 'skyline-creek-golden' },
    ],
  },
  alBarari: {
    location: 'Al Barari',
    country: 'Dubai',
    view: 'hills',
    locationTitle: 'Al Barari: villas in a botanical garden',
    locationDescription:
      'The greenest community in Dubai: villas set among themed gardens, lakes and streams, with a wellness centre and organic café at its heart. Plots are generous and densities low, which gives Al Barari a countryside calm twenty minutes from Downtown.',
    medianPrice: 'AED 14,500,000',
    medianPricePerSq: 'AED 2,700',
    rentalYield: '4.4%',
    inTheArea: [
      {
        title: 'The gardens',
        description: 'Landscaped gardens, lakes and walking trails throughout.',
        image: 'golf-golden',
      },
      {
        title: 'Wellness centre',
        description: 'A spa, yoga studios and a plant-based café for residents.',
        image: 'spa-dusk',
      },
      {
        title: 'Downtown Dubai',
        description: 'The city centre in about twenty minutes by car.',
        image: 'skyline-downtown-blue',
      },
    ],
  },
  golfEstates: {
    location: 'Jumeirah Golf Estates',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Jumeirah Golf Estates: two championship courses',
    locationDescription:
      'Villas and townhouses around the Earth and Fire courses, home of the season-ending European tour event. Quiet streets, large gardens and a clubhouse make it a family favourite, with the Marina twenty minutes away.',
    medianPrice: 'AED 6,900,000',
    medianPricePerSq: 'AED 1,850',
    rentalYield: '5.2%',
    inTheArea: [
      {
        title: 'Earth and Fire courses',
        description: 'Two championship courses and a golf academy.',
        image: 'golf-midday',
      },
      {
        title: 'The clubhouse',
        description: 'Restaurants, a spa and a pool overlooking the eighteenth.',
        image: 'pool-midday',
      },
      {
        title: 'Dubai Marina',
        description: 'The beach and the Marina about twenty minutes away.',
        image: 'skyline-marina-golden',
      },
    ],
  },
  districtOne: {
    location: 'MBR City',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Mohammed Bin Rashid City: lagoons beside the skyline',
    locationDescription:
      'District One’s contemporary villas line a seven-kilometre crystal lagoon with its own beaches, ten minutes from Downtown. Large plots, lagoon frontage and direct skyline views make it one of the city’s most sought-after villa communities.',
    medianPrice: 'AED 9,800,000',
    medianPricePerSq: 'AED 2,400',
    rentalYield: '4.8%',
    inTheArea: [
      {
        title: 'The crystal lagoon',
        description: 'Swimmable lagoons and beaches within the community.',
        image: 'pool-midday',
      },
      { title: 'Meydan', description: 'The racecourse, its hotel and golf course next door.', image: 'golf-golden' },
      {
        title: 'Downtown Dubai',
        description: 'The Boulevard and the fountain lake ten minutes away.',
        image: 'skyline-downtown-dusk',
      },
    ],
  },
  jvc: {
    location: 'Jumeirah Village Circle',
    country: 'Dubai',
    view: 'skyline',
    locationTitle: 'Jumeirah Village Circle: the investor’s community',
    locationDescription:
      'A well-connected residential community of low- and mid-rise buildings, parks and townhouses between the Marina and Dubai Hills. Entry prices are accessible and rental demand is steady, which gives JVC some of the highest gross yields in the city.',
    medianPrice: 'AED 950,000',
    medianPricePerSq: 'AED 1,250',
    rentalYield: '7.8%',
    inTheArea: [
      {
        title: 'Community parks',
        description: 'More than thirty parks and play areas across the circle.',
        image: 'golf-midday',
      },
      {
        title: 'Circle Mall',
        description: 'Everyday shopping and dining at the centre of the community.',
        image: 'lobby-blue',
      },
      {
        title: 'Dubai Marina',
        description: 'The beach and the Marina fifteen minutes away.',
        image: 'skyline-marina-blue',
      },
    ],
  },
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

module.exports = { COMMUNITIES, AREAS };
