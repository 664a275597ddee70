import { amount, coordinate, flag, gallery, image, inAreaRows, longText, spaceRows, text } from './form-definition';

/** The fields every listing kind has (area guides, developments, properties), for defineForm. */
export const listingFields = {
  title: text(),
  desc1: longText(),
  desc2: longText(),
  location: text(),
  locationTitle: text(),
  locationDescription: longText(),
  isFeatured: flag(),
  country: text(),
  /** The map pin (LocationPin): the geocoded point of the location, or one placed by hand. */
  latitude: coordinate(),
  longitude: coordinate(),
  spaces: spaceRows(),
  amenities: spaceRows(),
  galleryImages: gallery(),
  featuredImage: image(),
};

/** The fields of a listing for sale (developments, properties): its price, the market figures, nearby places. */
export const saleFields = {
  ...listingFields,
  price: amount(),
  medianPrice: text(),
  medianPricePerSq: text(),
  rentalYield: text(),
  inTheArea: inAreaRows(),
};
