import type { ComponentType } from 'react';

/*
 * Every island's code, by the name its `<Island name>` gives it: what the browser loads for an
 * `<estate-island>` of a page served as islands (decision 0107). Each is a chunk of its own, so a
 * page loads only the islands it has, each when its hydration starts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props come from the page, as JSON
type IslandComponent = ComponentType<any>;

export const islandRegistry = {
  header: () => import('~/app/layout/header').then((m) => m.Header),
  'floating-bar': () => import('~/app/layout/floating-bar').then((m) => m.FloatingBar),
  popups: () => import('~/app/layout/popup-host').then((m) => m.PopupHost),
  footer: () => import('~/app/layout/footer').then((m) => m.Footer),
  subscribe: () => import('~/features/leads/components/subscribe-form').then((m) => m.SubscribeForm),
  'enquire-button': () => import('~/components/enquire-button').then((m) => m.EnquireButton),
  price: () => import('~/lib/currency/price').then((m) => m.LivePrice),
  'aed-figure': () => import('~/lib/currency/aed-figure').then((m) => m.LiveAedFigure),
  'pin-map': () => import('~/features/map/components/listing-map').then((m) => m.LivePinMap),
  'spaces-tabs': () => import('~/components/listing/spaces-tabs').then((m) => m.SpacesTabs),
  'property-carousel': () =>
    import('~/features/properties/components/property-carousel').then((m) => m.PropertyCarousel),
  'development-carousel': () =>
    import('~/features/developments/components/development-carousel').then((m) => m.DevelopmentCarousel),
  'sticky-bar': () => import('~/components/listing/sticky-bar').then((m) => m.StickyBarBehaviour),
  'currency-select': () => import('~/lib/currency/currency-select').then((m) => m.CurrencySelect),
  'area-unit-select': () => import('~/lib/units/area-unit').then((m) => m.AreaUnitSelect),
  favourite: () => import('~/components/favourite-button').then((m) => m.LiveFavouriteButton),
  gallery: () => import('~/components/listing/gallery').then((m) => m.GalleryCarousel),
  'listing-media': () => import('~/components/listing/listing-media').then((m) => m.ListingMedia),
  'book-viewing': () => import('~/features/leads/components/book-viewing-button').then((m) => m.BookViewingButton),
  'listing-calculator': () =>
    import('~/features/calculator/components/listing-calculator').then((m) => m.ListingCalculator),
  'similar-homes': () => import('~/features/properties/components/similar-homes').then((m) => m.SimilarHomes),
  'more-properties': () => import('~/features/properties/components/property-carousel').then((m) => m.MoreProperties),
  'property-grid': () => import('~/features/properties/components/property-carousel').then((m) => m.PropertyGrid),
  'more-developments': () =>
    import('~/features/developments/components/development-carousel').then((m) => m.MoreDevelopments),
  'hero-video': () => import('~/app/layout/hero-video').then((m) => m.HeroVideo),
  'hero-search': () => import('~/features/properties/components/hero-search').then((m) => m.HeroSearch),
  'home-team': () => import('~/app/home-parts').then((m) => m.HomeTeam),
  'home-properties': () => import('~/app/home-parts').then((m) => m.HomeProperties),
  'home-developments': () => import('~/app/home-parts').then((m) => m.HomeDevelopments),
  'home-posts': () => import('~/app/home-parts').then((m) => m.HomePosts),
  'start-now-button': () => import('~/app/home-parts').then((m) => m.StartNowButton),
  'listing-map': () => import('~/features/map/components/listing-map').then((m) => m.ListingMap),
  reviews: () => import('~/features/reviews/components/reviews-section').then((m) => m.ReviewsCarousel),
  'property-search': () => import('~/app/all-properties-search').then((m) => m.PropertySearchPage),
  'development-search': () => import('~/app/all-developments-search').then((m) => m.DevelopmentSearchPage),
  'post-list-item': () => import('~/features/blog/components/post-list-item').then((m) => m.PostListItem),
} satisfies Record<string, () => Promise<IslandComponent>>;

/**
 * Each island's module, as the islands' build manifest names it: the server preloads the code of
 * the islands a page starts with (`load`) beside the entry, so they do not wait for it.
 */
export const ISLAND_SOURCES = {
  header: 'src/app/layout/header.tsx',
  'floating-bar': 'src/app/layout/floating-bar.tsx',
  popups: 'src/app/layout/popup-host.tsx',
  footer: 'src/app/layout/footer.tsx',
  subscribe: 'src/features/leads/components/subscribe-form.tsx',
  'enquire-button': 'src/components/enquire-button.tsx',
  price: 'src/lib/currency/price.tsx',
  'aed-figure': 'src/lib/currency/aed-figure.tsx',
  'pin-map': 'src/features/map/components/listing-map.tsx',
  'spaces-tabs': 'src/components/listing/spaces-tabs.tsx',
  'property-carousel': 'src/features/properties/components/property-carousel.tsx',
  'development-carousel': 'src/features/developments/components/development-carousel.tsx',
  'sticky-bar': 'src/components/listing/sticky-bar.tsx',
  'currency-select': 'src/lib/currency/currency-select.tsx',
  'area-unit-select': 'src/lib/units/area-unit.tsx',
  favourite: 'src/components/favourite-button.tsx',
  gallery: 'src/components/listing/gallery.tsx',
  'listing-media': 'src/components/listing/listing-media.tsx',
  'book-viewing': 'src/features/leads/components/book-viewing-button.tsx',
  'listing-calculator': 'src/features/calculator/components/listing-calculator.tsx',
  'similar-homes': 'src/features/properties/components/similar-homes.tsx',
  'more-properties': 'src/features/properties/components/property-carousel.tsx',
  'property-grid': 'src/features/properties/components/property-carousel.tsx',
  'more-developments': 'src/features/developments/components/development-carousel.tsx',
  'hero-video': 'src/app/layout/hero-video.tsx',
  'hero-search': 'src/features/properties/components/hero-search.tsx',
  'home-team': 'src/app/home-parts.tsx',
  'home-properties': 'src/app/home-parts.tsx',
  'home-developments': 'src/app/home-parts.tsx',
  'home-posts': 'src/app/home-parts.tsx',
  'start-now-button': 'src/app/home-parts.tsx',
  'listing-map': 'src/features/map/components/listing-map.tsx',
  reviews: 'src/features/reviews/components/reviews-section.tsx',
  'property-search': 'src/app/all-properties-search.tsx',
  'development-search': 'src/app/all-developments-search.tsx',
  'post-list-item': 'src/features/blog/components/post-list-item.tsx',
} satisfies Record<keyof typeof islandRegistry, string>;

export type IslandName = keyof typeof islandRegistry;
