/*
 * The texts of the mails to buyers, in English: the source every other language translates
 * (docs/decisions/0101). ICU MessageFormat, formatted by lib/mail/mail-texts.ts; plurals choose by
 * CLDR's categories and `#` is the count written for the language. Texts of English mails are
 * these exactly: change one and the English mail changes.
 */
export const en = {
  // The footer of a saved search's mails, around its unsubscribe link.
  'alert.footer.before': 'You receive this because this address saved a search on {site}. ',
  'alert.footer.link': 'Unsubscribe',
  'alert.footer.after': ' from this alert.',
  'alert.unsubscribe': 'Unsubscribe: {url}',

  // A saved search's confirmation (double opt-in).
  'alert.confirm.subject': 'Confirm your property alert: {label}',
  'alert.confirm.heading': 'Confirm your property alert',
  'alert.confirm.intro': 'You asked to hear about new listings matching {label}.',
  'alert.confirm.button': 'Confirm my alert',
  'alert.confirm.ignore':
    'If you did not ask for it, ignore this e-mail: nothing will be sent without your confirmation.',
  'alert.confirm.textIntro': 'Please confirm your alert for "{label}" on {site}.',
  'alert.confirm.textLink': 'Confirm: {url}',

  // A saved search's digest of new listings.
  'alert.digest.subject': '{count, plural, one {# new listing} other {# new listings}}: {label}',
  'alert.digest.heading': 'New listings for you',
  'alert.digest.matching': 'Matching {label}',
  'alert.digest.textIntro': 'New listings matching "{label}" on {site}:',
  'alert.digest.beds': '{count, plural, other {# beds}}',
  'alert.digest.more': '{count, plural, other {# more}}',
  'alert.digest.all': 'See the search',
  'alert.digest.textLink': '{label}: {url}',

  // A new subscriber's welcome.
  'welcome.subject': 'Welcome to {site}',
  'welcome.title': 'Thank you for subscribing to {site}',
  'welcome.line': 'You will be the first to hear about new listings, launches and market insights from {site}.',
  'welcome.address': 'Subscribed address: {email}',

  // The buyer's mails of a booked viewing, and its calendar entry.
  'viewing.hello': 'Hello {name},',
  'viewing.helloNoName': 'Hello there,',
  'viewing.when': '{date} at {time} (Dubai time)',
  'viewing.subject': '{site}: {what}',
  'viewing.subjectListing': '{site}: {what} ({listing})',
  'viewing.requested.title': 'We received your viewing request',
  'viewing.requested.line':
    'we received your request to view the home on {when}. It is not confirmed yet: your agent will confirm the time shortly.',
  'viewing.confirmed.title': 'Your viewing is confirmed',
  'viewing.confirmed.line': 'your viewing on {when} is confirmed.',
  'viewing.rescheduled.title': 'Your viewing has moved',
  'viewing.rescheduled.line': 'your viewing has moved to {when}.',
  'viewing.cancelled.title': 'Your viewing is cancelled',
  'viewing.cancelled.line': 'your viewing on {when} is cancelled.',
  'viewing.where': 'Where:',
  'viewing.noteCancelled': 'The attached calendar file removes it from your calendar.',
  'viewing.noteAdded': 'The attached calendar file adds it to your calendar (or updates it).',
  'viewing.calendarSummary': 'Viewing: {title} ({site})',
  'viewing.calendarHome': 'a home',

  // A price in a listing's line: the amount is written for the language.
  price: '{currency, select, AED {AED {amount}} USD {USD {amount}} EUR {EUR {amount}} other {{currency} {amount}}}',
} as const;

export type MailMessageId = keyof typeof en;
export type MailCatalogue = Record<MailMessageId, string>;
