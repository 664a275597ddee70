'use strict';
/**
 * The Dubai communities the listings sit in, from Palm Jumeirah to Jumeirah Village Circle: each
 * one's "About the Area" text and figures, the places nearby and the view its pictures show.
 */

/** @type {Record<string, import('./index').Community>} */
const DUBAI_COMMUNITIES = {
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
};

module.exports = { DUBAI_COMMUNITIES };
