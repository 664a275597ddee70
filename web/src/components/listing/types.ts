/** A titled set of pictures (spaces, amenities, highlights). */
export interface SpaceRow {
  title: string;
  images: string[];
}

/** A nearby place (In The Area). */
export interface NearbyPlace {
  title: string;
  description: string;
  image: string | null;
}
