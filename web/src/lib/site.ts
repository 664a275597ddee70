/** Brand constants of the public site. Contact details come from the CMS settings. */
/** Used only when the CMS settings carry no agency name (the seed's default is the same). */
export const SITE_NAME = 'Estate';
export const SITE_TAGLINE = 'Beachfront & branded residences in Dubai';
export const DEFAULT_DESCRIPTION =
  'A boutique advisory for prime beachfront and branded residences in Dubai, with a private office for homes in Spain, London and beyond.';
export const TWITTER_HANDLE = '@estate';
