/*
 * The settings the harness starts the CMS and its fakes with, shared with the tests so their
 * expectations follow the configuration instead of repeating it.
 */

export const STAFF = { username: 'staff', email: 'staff@estate.test', password: 'Staff-Passw0rd!' };
/** A Strapi panel administrator, registered on first use (the content-manager path of saves). */
export const PANEL_ADMIN = {
  firstname: 'Panel',
  lastname: 'Admin',
  email: 'admin@estate.test',
  password: 'Admin-Passw0rd!',
};

export const RATES_KEY = 'test-rates-key';
/** USD-based rates of the fake rates service. */
export const TEST_RATES = { USD: 1, AED: 3.6725, EUR: 0.9, GBP: 0.8, INR: 83 };
/** Per-USD rates used when the service has never answered (distinct from TEST_RATES on purpose). */
export const FALLBACK_RATES = { EUR: 0.5, GBP: 0.4, INR: 50 };
export const GEOCODED_PLACES: Record<string, [number, number]> = { 'Fakeville Harbour': [10.5, 20.25] };

export const LEADS_NOTIFY_TO = 'leads@agency.test';
export const MAIL_FROM = 'Estate <no-reply@agency.test>';

/** FEED_TOKEN of the test CMS: the portal feeds answer only with it. */
export const FEED_TOKEN = 'feed-token-for-tests-7c1f';

export const LIMITS = {
  leadsPerWindow: 5,
  loginFailuresPerWindow: 5,
  /** Failures per account from every address together (LOGIN_ACCOUNT_RATE_LIMIT). */
  loginAccountFailuresPerWindow: 12,
  /** users-permissions' own limiter: every request to its sign-in door, per address (USERS_PERMISSIONS_RATE_LIMIT). */
  usersPermissionsPerWindow: 15,
  uploadBytes: 2 * 1024 * 1024,
  /** BROCHURE_MAX_BYTES: a listing's PDF brochure may be larger than an image. */
  brochureBytes: 3 * 1024 * 1024,
  /** FILM_MAX_BYTES: a listing's film may be larger than an image or a brochure. */
  filmBytes: 4 * 1024 * 1024,
  bodyJson: '20mb',
  bodyJsonBytes: 20 * 1024 * 1024,
};
