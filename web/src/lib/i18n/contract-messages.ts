import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import type { MessageId, Translate } from './i18n';

/**
 * The contract's messages (the spec's texts, verbatim in English) as catalogue ids, by the
 * contract's keys: English shows the contract's text itself, another language its translation.
 */
export const MESSAGE_IDS: Record<keyof typeof MESSAGES, MessageId> = {
  contactSuccess: 'form.contactSuccess',
  subscribeSuccess: 'subscribe.success',
  subscribeFailed: 'subscribe.failed',
  networkError: 'subscribe.networkError',
  noProperties: 'results.noProperties',
  noDevelopments: 'results.noDevelopments',
  mapAuthFailure: 'page.map.authFailure',
};

/** The saved searches' messages (page-alerts part). */
export const SAVED_SEARCH_MESSAGE_IDS: Record<keyof typeof SAVED_SEARCH_MESSAGES, MessageId> = {
  saved: 'page.alerts.message.saved',
  confirmed: 'page.alerts.message.confirmed',
  alreadyConfirmed: 'page.alerts.message.alreadyConfirmed',
  unsubscribed: 'page.alerts.message.unsubscribed',
  invalidToken: 'page.alerts.message.invalidToken',
};

const BY_TEXT = new Map<string, MessageId>([
  ...Object.entries(MESSAGES).map(([key, text]) => [text, MESSAGE_IDS[key as keyof typeof MESSAGES]] as const),
  ...Object.entries(SAVED_SEARCH_MESSAGES).map(
    ([key, text]) => [text, SAVED_SEARCH_MESSAGE_IDS[key as keyof typeof SAVED_SEARCH_MESSAGES]] as const,
  ),
]);

/**
 * A message as the page's language writes it: one of the contract's (sent by the server, or the
 * site's own) is translated; any other text the server sent is shown as it came.
 */
export function contractMessage(t: Translate, text: string): string {
  const id = BY_TEXT.get(text);
  return id ? t(id) : text;
}
