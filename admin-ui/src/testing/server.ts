import { setupServer } from 'msw/node';
import { auditHandlers } from './handlers/audit';
import { authHandlers } from './handlers/auth';
import { contactHandlers } from './handlers/contacts';
import { dealHandlers } from './handlers/deals';
import { instaSettingsHandlers } from './handlers/insta-settings';
import { leadHandlers } from './handlers/leads';
import { listingHandlers } from './handlers/listings';
import { mailPreviewHandlers } from './handlers/mail-previews';
import { mediaHandlers } from './handlers/media';
import { propertyHandlers } from './handlers/properties';
import { reportHandlers } from './handlers/reports';
import { staffHandlers } from './handlers/staff';
import { staffMailHandlers } from './handlers/staff-mails';
import { taskHandlers } from './handlers/tasks';
import { translationHandlers } from './handlers/translations';
import { twoFactorHandlers } from './handlers/two-factor';
import { viewingHandlers } from './handlers/viewings';

/**
 * The fake CMS: the happy path of every contract route the admin UI calls. The staff handlers come
 * first: their guard refuses a staff route to a role without its permission, as the CMS does.
 */
export const server = setupServer(
  ...staffHandlers,
  ...auditHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...mediaHandlers,
  ...propertyHandlers,
  ...listingHandlers,
  ...instaSettingsHandlers,
  ...leadHandlers,
  ...contactHandlers,
  ...dealHandlers,
  ...taskHandlers,
  ...reportHandlers,
  ...viewingHandlers,
  ...staffMailHandlers,
  ...mailPreviewHandlers,
  ...translationHandlers,
);
