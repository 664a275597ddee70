import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import alertsTexts from 'virtual:messages/en/page-alerts';
import { PageHero } from '~/components/page-hero';
import { ApiError } from '~/lib/api-client';
import { contractMessage } from '~/lib/i18n/contract-messages';
import { staffEnglish } from '~/lib/i18n/content';
import { useLocale, useT, type MessageId } from '~/lib/i18n/i18n';
import { useConfirmSavedSearch } from '../api/confirm-saved-search';
import { useUnsubscribeSavedSearch } from '../api/unsubscribe-saved-search';

const TEXT = {
  confirm: {
    title: 'page.alerts.confirmTitle',
    lead: 'page.alerts.confirmLead',
    action: 'page.alerts.confirmAction',
    busy: 'page.alerts.confirmBusy',
    done: SAVED_SEARCH_MESSAGES.confirmed,
  },
  unsubscribe: {
    title: 'page.alerts.unsubscribeTitle',
    lead: 'page.alerts.unsubscribeLead',
    action: 'page.alerts.unsubscribeAction',
    busy: 'page.alerts.unsubscribeBusy',
    done: SAVED_SEARCH_MESSAGES.unsubscribed,
  },
} as const satisfies Record<string, Record<string, MessageId | string>>;

function failure(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 404 || err.status === 400) return SAVED_SEARCH_MESSAGES.invalidToken;
    if (err.serverMessage) return err.serverMessage;
    return err.isNetwork ? MESSAGES.networkError : MESSAGES.subscribeFailed;
  }
  return MESSAGES.networkError;
}

/**
 * The token of the link, read once the page runs in the browser (null until then). The server's
 * page cache keys this page without its query (web/server/page-routes), so the server renders it
 * the same for every token and the browser reads its own.
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(params.get('token') ?? ''), [params]);
  return token;
}

/**
 * The page a mail's link opens. It changes nothing by itself: the visitor presses the button,
 * which POSTs the token, so a mail scanner that fetches (or even renders) the link confirms or
 * unsubscribes nothing.
 */
export function SavedSearchLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string | null }) {
  const confirm = useConfirmSavedSearch();
  const unsubscribe = useUnsubscribeSavedSearch();
  const mutation = action === 'confirm' ? confirm : unsubscribe;
  const text = TEXT[action];
  const t = useT(alertsTexts);
  const say = (message: string) => contractMessage(t, message);
  // The search's name as the CMS keeps it, for staff and the mails: English, marked so on other pages.
  const english = staffEnglish(useLocale());

  let body: React.ReactNode;
  if (token === '') {
    body = (
      <p className="link-page__message link-page__message--error" role="alert">
        {say(SAVED_SEARCH_MESSAGES.invalidToken)}
      </p>
    );
  } else if (mutation.isSuccess) {
    body = (
      <div role="status" className="link-page__message link-page__message--done">
        <p>{say(mutation.data.message || text.done)}</p>
        {mutation.data.label ? (
          <p className="link-page__label" {...english}>
            {mutation.data.label}
          </p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <p className="link-page__lead">{t(text.lead)}</p>
        {mutation.isError ? (
          <p className="link-page__message link-page__message--error" role="alert">
            {say(failure(mutation.error))}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--solid"
          disabled={mutation.isPending || token === null}
          onClick={() => token && mutation.mutate(token)}
        >
          {t(mutation.isPending ? text.busy : text.action)}
        </button>
      </>
    );
  }

  return (
    <>
      <PageHero size="short" eyebrow={t('page.alerts.eyebrow')} title={t(text.title)} />
      <section className="link-page container">
        {body}
        <p className="link-page__back">
          <Link to="/all-properties">{t('page.alerts.browse')}</Link>
        </p>
      </section>
    </>
  );
}
