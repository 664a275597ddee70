/** Brand constants of the public site. Contact details come from the CMS settings. */
export const SITE_NAME = 'Maison Azure';
export const SITE_TAGLINE = 'Beachfront & branded residences in Dubai';
export const DEFAULT_DESCRIPTION =
  'A boutique advisory for prime beachfront and branded residences in Dubai, with a private office for homes in Spain, London and beyond.';
export const TWITTER_HANDLE = '@maisonazure';
