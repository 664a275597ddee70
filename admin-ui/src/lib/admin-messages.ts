/**
 * Every user-visible text of the admin error catalogue (admin spec §8), verbatim, plus the few
 * texts this UI adds beyond the spec. Screens and tests import them from here.
 */
export const ADMIN_MESSAGES = {
  loginFailed: 'Login failed',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unexpectedFormat: 'Unexpected response format',
  dashboardFailed: 'Failed to fetch projects',
  settingsUpdated: 'Settings updated!',
  settingsFailed: 'Failed to update settings',
  agencyUpdated: 'Agency details updated!',
  agencyFailed: 'Failed to update agency details',
  instaNotFound: 'Insta posts not found!',
  instaAddFailed: 'Failed to add Insta',
  instaUpdated: 'Insta updated successfully!',
  // The spec's Instagram update failure reuses the area text; kept verbatim.
  instaUpdateFailed: 'Failed to update area',
  noImage: 'No image available.',
  noImages: 'No images available.',
  property: {
    addFailed: 'Failed to add Property',
    detailFailed: 'Failed to fetch property details',
    updateFailed: 'Failed to update Property',
    updated: 'Property updated successfully!',
    deleteFailed: 'Failed to delete the property',
    listFailed: 'Failed to fetch properties',
    notFound: 'Property not found!',
    // Beyond the spec: the listings' CSV export (docs/decisions/0090).
    exportFailed: 'Failed to export listings',
    // Beyond the spec: deleting the homepage hero leaves the homepage without a full-width property.
    heroDeleteWarning:
      'This is the homepage’s full-width featured property: the homepage will show none until another is chosen in Settings.',
  },
  development: {
    addFailed: 'Failed to add Development',
    detailFailed: 'Failed to fetch development details',
    updateFailed: 'Failed to update development',
    updated: 'Development updated successfully!',
    deleteFailed: 'Failed to delete the development',
    listFailed: 'Failed to fetch developments',
    notFound: 'Development not found!',
    heroDeleteWarning:
      'This is the homepage’s full-width featured development: the homepage will show none until another is chosen in Settings.',
  },
  post: {
    addFailed: 'Failed to add Post',
    detailFailed: 'Failed to fetch post details',
    updateFailed: 'Failed to update Post',
    updated: 'Post updated successfully!',
    deleteFailed: 'Failed to delete the post',
    listFailed: 'Failed to fetch posts',
    notFound: 'Post not found!',
  },
  team: {
    addFailed: 'Failed to add Team',
    detailFailed: 'Failed to fetch team details',
    updateFailed: 'Failed to update Team',
    updated: 'Team updated successfully!',
    deleteFailed: 'Failed to delete the team',
    listFailed: 'Failed to fetch teams',
    notFound: 'Team not found!',
  },
  area: {
    addFailed: 'Failed to add area',
    detailFailed: 'Failed to fetch area details',
    updateFailed: 'Failed to update area',
    updated: 'area updated successfully!',
    deleteFailed: 'Failed to delete the area',
    listFailed: 'Failed to fetch areas',
    notFound: 'Area not found!',
  },
  review: {
    addFailed: 'Failed to add review',
    detailFailed: 'Failed to fetch review details',
    updateFailed: 'Failed to update review',
    deleteFailed: 'Failed to delete the review',
    listFailed: 'Failed to fetch reviews',
    notFound: 'Review not found!',
  },
  leads: {
    listFailed: 'Failed to fetch leads',
    detailFailed: 'Failed to fetch lead details',
    notFound: 'Lead not found!',
    updateFailed: 'Failed to update the lead',
    retryFailed: 'Failed to retry the e-mail',
    retried: 'The e-mail is queued again.',
    exportFailed: 'Failed to export leads',
  },
  contacts: {
    listFailed: 'Failed to fetch contacts',
    detailFailed: 'Failed to fetch contact details',
    notFound: 'Contact not found!',
    mergeFailed: 'Failed to merge the contacts',
    exportFailed: 'Failed to download the contact’s data',
    eraseFailed: 'Failed to erase the contact',
  },
  deals: {
    boardFailed: 'Failed to fetch the pipeline',
    moveFailed: 'Failed to update the deal',
  },
} as const;

/** Success and error messages disappear after this long (admin spec §9). */
export const MESSAGE_TIMEOUT_MS = 3000;
