/*
 * The texts a visitor reads about a saved search (docs/decisions/0039): every page's scripts carry
 * them (the site's catalogue translates them), so they are a module of their own, apart from the
 * label code only the save dialog needs.
 */

/** Texts the visitor reads (dialog and the confirm / unsubscribe pages). */
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Almost done: we have sent you an e-mail. Please confirm your alert with the link inside.',
  confirmed: 'Your alert is confirmed. New listings matching your search will come to your inbox.',
  /** The confirmation link opened again: nothing to do, and nothing wrong. */
  alreadyConfirmed: 'Your alert is already confirmed. New listings matching your search will come to your inbox.',
  unsubscribed: 'You are unsubscribed. You will receive no more e-mails for this search.',
  invalidToken: 'This link is not valid or has already been used. Save the search again to receive alerts.',
} as const;
