/*
 * The name, method and path of every contract route, and apiPath(). Zod-free on purpose: the
 * public site's browser bundle imports this module as it is (web/vite/contract-browser.ts) while
 * the schemas stay out of its first download. routes.ts gives each name its access, schemas and
 * documentation (written in the *-routes.ts modules), and the compiler checks that both tables
 * hold exactly the same names.
 */

/** The portals whose XML feeds the site publishes (docs/decisions/0028). */
export const PORTAL_FEEDS = ['property-finder', 'bayut'] as const;
export type PortalFeed = (typeof PORTAL_FEEDS)[number];
/** The address a portal fetches its feed from, on the public site: /feeds/<portal>.xml?token=... */
export const feedPath = (portal: PortalFeed) => `/feeds/${portal}.xml`;

/** Every contract route lives under this prefix. */
export const API_PREFIX = '/api/admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const ROUTE_PATHS = {
  /* ---- session and media ---- */
  login: { method: 'POST', path: '/login' },
  renewSession: { method: 'POST', path: '/renew-session' },
  logout: { method: 'POST', path: '/logout' },
  forgotPassword: { method: 'POST', path: '/forgot-password' },
  resetPassword: { method: 'POST', path: '/reset-password' },
  getSessions: { method: 'GET', path: '/get-sessions' },
  endSession: { method: 'POST', path: '/end-session/:id' },
  verifyTwoFactor: { method: 'POST', path: '/verify-two-factor' },
  startTwoFactorSetup: { method: 'POST', path: '/start-two-factor-setup' },
  enableTwoFactor: { method: 'POST', path: '/enable-two-factor' },
  disableTwoFactor: { method: 'POST', path: '/disable-two-factor' },
  renewRecoveryCodes: { method: 'POST', path: '/renew-recovery-codes' },
  uploadImage: { method: 'POST', path: '/upload-image' },
  /* a listing picture's alternative text and caption (docs/decisions/0087) */
  updateImageText: { method: 'PUT', path: '/update-image-text' },

  /* ---- the agency's team (docs/decisions/0063) ---- */
  getMe: { method: 'GET', path: '/get-me' },
  getStaffUsers: { method: 'GET', path: '/get-staff-users' },
  inviteStaffUser: { method: 'POST', path: '/invite-staff-user' },
  updateStaffUser: { method: 'PUT', path: '/update-staff-user/:id' },
  resetStaffTwoFactor: { method: 'POST', path: '/reset-staff-two-factor/:id' },
  getAuditEntries: { method: 'GET', path: '/get-audit-entries' },
  restoreAuditEntry: { method: 'POST', path: '/restore-audit-entry/:id' },

  /* ---- properties ---- */
  getProperties: { method: 'GET', path: '/get-properties' },
  getProperty: { method: 'GET', path: '/get-property/:id' },
  addProperty: { method: 'POST', path: '/add-property' },
  updateProperty: { method: 'PUT', path: '/update-property/:id' },
  deleteProperty: { method: 'DELETE', path: '/delete-property/:id' },
  removeImageProperty: { method: 'POST', path: '/remove-image-property' },
  getPropertyBySlug: { method: 'GET', path: '/get-property-slug/:slug' },
  publishProperty: { method: 'POST', path: '/publish-property/:id' },
  unpublishProperty: { method: 'POST', path: '/unpublish-property/:id' },
  getPermitAlerts: { method: 'GET', path: '/get-permit-alerts' },
  getFeaturedProperties: { method: 'GET', path: '/get-featured-properties' },
  getFullwidthFeaturedProperty: { method: 'GET', path: '/get-fullwidth-featured-property' },
  getPropertyLocations: { method: 'GET', path: '/get-property-locations' },
  getPropertyCountries: { method: 'GET', path: '/get-property-countries' },
  getPropertyPlaces: { method: 'GET', path: '/get-property-places' },
  getPropertiesFilter: { method: 'POST', path: '/get-properties-filter' },
  /* finding homes: the map's markers and the favourites' lookup */
  getPropertyMarkers: { method: 'POST', path: '/get-property-markers' },
  getPropertiesBySlugs: { method: 'GET', path: '/get-properties-by-slugs' },
  getPortalFeed: { method: 'GET', path: '/feeds/:portal' },
  /* every listing as CSV, streamed (docs/decisions/0090) */
  exportProperties: { method: 'GET', path: '/export-properties' },
  getDevelopments: { method: 'GET', path: '/get-developments' },

  /* ---- developments ---- */
  getDevelopment: { method: 'GET', path: '/get-development/:id' },
  addDevelopment: { method: 'POST', path: '/add-development' },
  updateDevelopment: { method: 'PUT', path: '/update-development/:id' },
  deleteDevelopment: { method: 'DELETE', path: '/delete-development/:id' },
  removeImageDevelopment: { method: 'POST', path: '/remove-image-development' },
  getDevelopmentBySlug: { method: 'GET', path: '/get-development-slug/:slug' },
  publishDevelopment: { method: 'POST', path: '/publish-development/:id' },
  unpublishDevelopment: { method: 'POST', path: '/unpublish-development/:id' },
  getFeaturedDevelopments: { method: 'GET', path: '/get-featured-developments' },
  getSoldDevelopments: { method: 'GET', path: '/get-sold-developments' },
  getFullwidthFeaturedDevelopment: { method: 'GET', path: '/get-fullwidth-featured-development' },
  getDevelopmentLocations: { method: 'GET', path: '/get-development-locations' },
  getDevelopmentCountries: { method: 'GET', path: '/get-development-countries' },
  getDevelopmentsFilter: { method: 'POST', path: '/get-developments-filter' },
  getPosts: { method: 'GET', path: '/get-posts' },
  getPost: { method: 'GET', path: '/get-post/:id' },

  /* ---- posts ---- */
  addPost: { method: 'POST', path: '/add-post' },
  updatePost: { method: 'PUT', path: '/update-post/:id' },
  deletePost: { method: 'DELETE', path: '/delete-post/:id' },
  removeImagePost: { method: 'POST', path: '/remove-image-post' },
  getPostBySlug: { method: 'GET', path: '/get-post-slug/:slug' },
  publishPost: { method: 'POST', path: '/publish-post/:id' },
  unpublishPost: { method: 'POST', path: '/unpublish-post/:id' },
  getTeams: { method: 'GET', path: '/get-teams' },
  getTeam: { method: 'GET', path: '/get-team/:id' },

  /* ---- team ---- */
  addTeam: { method: 'POST', path: '/add-team' },
  updateTeam: { method: 'PUT', path: '/update-team/:id' },
  deleteTeam: { method: 'DELETE', path: '/delete-team/:id' },
  removeImageTeam: { method: 'POST', path: '/remove-image-team' },
  getAreas: { method: 'GET', path: '/get-areas' },
  getArea: { method: 'GET', path: '/get-area/:id' },

  /* ---- areas ---- */
  addArea: { method: 'POST', path: '/add-area' },
  updateArea: { method: 'PUT', path: '/update-area/:id' },
  deleteArea: { method: 'DELETE', path: '/delete-area/:id' },
  removeImageArea: { method: 'POST', path: '/remove-image-area' },
  getAreaBySlug: { method: 'GET', path: '/get-area-slug/:slug' },
  getPlaceNames: { method: 'GET', path: '/get-place-names' },
  publishArea: { method: 'POST', path: '/publish-area/:id' },
  unpublishArea: { method: 'POST', path: '/unpublish-area/:id' },
  getReviews: { method: 'GET', path: '/get-reviews' },
  getReview: { method: 'GET', path: '/get-review/:id' },

  /* ---- reviews ---- */
  addReview: { method: 'POST', path: '/add-review' },
  updateReview: { method: 'PUT', path: '/update-review/:id' },
  deleteReview: { method: 'DELETE', path: '/delete-review/:id' },
  removeImageReview: { method: 'POST', path: '/remove-image-review' },
  getInsta: { method: 'GET', path: '/get-insta' },
  addInsta: { method: 'POST', path: '/add-insta' },

  /* ---- instagram set ---- */
  updateInsta: { method: 'PUT', path: '/update-insta/:id' },
  removeImageInsta: { method: 'POST', path: '/remove-image-insta' },
  getSettings: { method: 'GET', path: '/get-settings' },
  updateSettings: { method: 'PUT', path: '/update-settings' },

  /* ---- settings ---- */
  sendEmail: { method: 'POST', path: '/send-email' },
  sendEmailStartNow: { method: 'POST', path: '/send-email-start-now' },

  /* ---- leads ---- */
  subscribe: { method: 'POST', path: '/subscribe' },
  getLeads: { method: 'GET', path: '/get-leads/:kind' },
  getLead: { method: 'GET', path: '/get-lead/:kind/:id' },
  updateLead: { method: 'PUT', path: '/update-lead/:kind/:id' },
  retryLeadMail: { method: 'POST', path: '/retry-lead-mail/:kind/:id' },
  exportLeads: { method: 'GET', path: '/export-leads/:kind' },
  /* contacts: one record per person behind the leads (docs/decisions/0066) */
  getContacts: { method: 'GET', path: '/get-contacts' },
  getContact: { method: 'GET', path: '/get-contact/:id' },
  mergeContacts: { method: 'POST', path: '/merge-contacts' },
  /* data requests of a contact: export and erasure (docs/decisions/0085) */
  exportContact: { method: 'GET', path: '/export-contact/:id' },
  eraseContact: { method: 'POST', path: '/erase-contact/:id' },
  /* the pipeline: enquiries as deals (docs/decisions/0068) */
  getDealBoard: { method: 'GET', path: '/get-deal-board' },
  updateDeal: { method: 'PUT', path: '/update-deal/:id' },
  getDealAssignees: { method: 'GET', path: '/get-deal-assignees' },
  /* notes and tasks: the deal work (docs/decisions/0082) */
  getNotes: { method: 'GET', path: '/get-notes' },
  addNote: { method: 'POST', path: '/add-note' },
  updateNote: { method: 'PUT', path: '/update-note/:id' },
  deleteNote: { method: 'DELETE', path: '/delete-note/:id' },
  getTasks: { method: 'GET', path: '/get-tasks' },
  getMyTasks: { method: 'GET', path: '/get-my-tasks' },
  addTask: { method: 'POST', path: '/add-task' },
  updateTask: { method: 'PUT', path: '/update-task/:id' },
  deleteTask: { method: 'DELETE', path: '/delete-task/:id' },
  /* reports, and the page views they read (docs/decisions/0084) */
  getSourceReport: { method: 'GET', path: '/get-report/sources' },
  getAgentReport: { method: 'GET', path: '/get-report/agents' },
  getListingReport: { method: 'GET', path: '/get-report/listings' },
  getStageReport: { method: 'GET', path: '/get-report/stages' },
  exportReport: { method: 'GET', path: '/export-report/:report' },
  recordPageViews: { method: 'POST', path: '/record-page-views' },
  /* the viewings calendar (docs/decisions/0083) */
  getViewings: { method: 'GET', path: '/get-viewings' },
  getViewing: { method: 'GET', path: '/get-viewing/:id' },
  updateViewing: { method: 'PUT', path: '/update-viewing/:id' },
  resendViewingMail: { method: 'POST', path: '/resend-viewing-mail/:id' },
  /* mails to the team that could not be sent (docs/decisions/0068) */
  getUndeliveredStaffMails: { method: 'GET', path: '/get-undelivered-staff-mails' },
  resendStaffMail: { method: 'POST', path: '/resend-staff-mail/:id' },
  dismissStaffMail: { method: 'DELETE', path: '/dismiss-staff-mail/:id' },
  /* the mails' previews (docs/decisions/0099) */
  getMailPreviews: { method: 'GET', path: '/get-mail-previews' },
  getMailPreview: { method: 'GET', path: '/get-mail-preview/:kind' },
  /* the content's translations (docs/decisions/0102) */
  getTranslations: { method: 'GET', path: '/get-translations/:kind/:id' },
  saveTranslation: { method: 'PUT', path: '/save-translation/:kind/:id/:language' },
  deleteTranslation: { method: 'DELETE', path: '/delete-translation/:kind/:id/:language' },
  saveSearch: { method: 'POST', path: '/save-search' },
  confirmSavedSearch: { method: 'POST', path: '/confirm-saved-search' },
  unsubscribeSavedSearch: { method: 'POST', path: '/unsubscribe-saved-search' },
  getRates: { method: 'GET', path: '/get-rates' },
  getCountries: { method: 'GET', path: '/get-countries' },

  /* ---- the listing page's buyer tools (docs/decisions/0037) ---- */
  getSimilarProperties: { method: 'GET', path: '/get-similar-properties' },
  getNearbyProperties: { method: 'GET', path: '/get-nearby-properties' },
  bookViewing: { method: 'POST', path: '/book-viewing' },

  /* ---- draft preview (docs/decisions/0036) ---- */
  getPreviewLink: { method: 'GET', path: '/get-preview-link/:kind/:id' },
  getPreview: { method: 'GET', path: '/get-preview' },

  /* ---- the home page's sections in one call (docs/decisions/0054) ---- */
  getHome: { method: 'GET', path: '/get-home' },

  /* ---- reference data ---- */
  getContentVersion: { method: 'GET', path: '/content-version' },
  getSitemapEntries: { method: 'GET', path: '/sitemap-entries' },
  getOpenApi: { method: 'GET', path: '/openapi.json' },
} as const satisfies Record<string, { method: HttpMethod; path: `/${string}` }>;

/** The operation name of a contract route, e.g. 'getProperty'. A misspelt name does not compile. */
export type RouteName = keyof typeof ROUTE_PATHS;
export type RoutePath<N extends RouteName> = (typeof ROUTE_PATHS)[N]['path'];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route's path needs, e.g. { kind: string; id: string } for getLead. */
export type RouteParams<N extends RouteName> = { [K in ParamNames<RoutePath<N>>]: string };

/** The params argument of apiPath(): required when the path has params, absent when it has none. */
export type ParamsArg<N extends RouteName> = [ParamNames<RoutePath<N>>] extends [never] ? [] : [params: RouteParams<N>];

/** The params option of a call helper: { params } when the route's path has some, else none. */
export type ParamsOption<N extends RouteName> =
  ParamsArg<N> extends [] ? { params?: undefined } : { params: RouteParams<N> };

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTE_PATHS, name);
}

function fillPath(name: string, params: Partial<Record<string, string>> = {}): string {
  const route: { path: string } | undefined = isRouteName(name) ? ROUTE_PATHS[name] : undefined;
  if (!route) throw new Error(`unknown route ${name}`);
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`route ${name} needs ${key}`);
      return encodeURIComponent(value);
    })
  );
}

/** The full path of a route with its params filled in, e.g. apiPath('getProperty', { id }). */
export function apiPath<N extends RouteName>(name: N, ...[params]: ParamsArg<N>): string {
  return fillPath(name, params);
}

/** apiPath() for the clients' call helpers, whose options carry the params as { params }. */
export function pathOf<N extends RouteName>(name: N, options: ParamsOption<N>): string {
  return fillPath(name, options.params);
}
