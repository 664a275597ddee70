/** How many similar homes a listing shows unless asked for another number (1 to 12). */
export const SIMILAR_DEFAULT_LIMIT = 6;
/** How many homes a listing's "More listings" shows unless asked for another number (1 to 12). */
export const NEARBY_DEFAULT_LIMIT = 12;
/** The price band of a similar home: within 30% of the listing's price. */
export const SIMILAR_PRICE_BAND = 0.3;
