import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { instaSettingsHandlers } from './handlers/insta-settings';
import { leadHandlers } from './handlers/leads';
import { listingHandlers } from './handlers/listings';
import { mediaHandlers } from './handlers/media';
import { propertyHandlers } from './handlers/properties';

/** The fake CMS: the happy path of every contract route the admin UI calls. */
export const server = setupServer(
  ...authHandlers,
  ...mediaHandlers,
  ...propertyHandlers,
  ...listingHandlers,
  ...instaSettingsHandlers,
  ...leadHandlers,
);
