import { MESSAGES, SAVED_SEARCH_MESSAGES } from '@estate/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { ApiError } from '~/lib/api-client';
import { useConfirmSavedSearch } from '../api/confirm-saved-search';
import { useUnsubscribeSavedSearch } from '../api/unsubscribe-saved-search';

const TEXT = {
  confirm: {
    title: 'Confirm your property alert',
    lead: 'One click and new listings matching your search will come to your inbox.',
    action: 'Confirm my alert',
    busy: 'Confirming…',
    done: SAVED_SEARCH_MESSAGES.confirmed,
  },
  unsubscribe: {
    title: 'Unsubscribe from this alert',
    lead: 'You will receive no more e-mails for this saved search.',
    action: 'Unsubscribe',
    busy: 'Unsubscribing…',
    done: SAVED_SEARCH_MESSAGES.unsubscribed,
  },
} as const;

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

  let body: React.ReactNode;
  if (token === '') {
    body = (
      <p className="link-page__message link-page__message--error" role="alert">
        {SAVED_SEARCH_MESSAGES.invalidToken}
      </p>
    );
  } else if (mutation.isSuccess) {
    body = (
      <div role="status" className="link-page__message link-page__message--done">
        <p>{mutation.data.message || text.done}</p>
        {mutation.data.label ? <p className="link-page__label">{mutation.data.label}</p> : null}
      </div>
    );
  } else {
    body = (
      <>
        <p className="link-page__lead">{text.lead}</p>
        {mutation.isError ? (
          <p className="link-page__message link-page__message--error" role="alert">
            {failure(mutation.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--solid"
          disabled={mutation.isPending || token === null}
          onClick={() => token && mutation.mutate(token)}
        >
          {mutation.isPending ? text.busy : text.action}
        </button>
      </>
    );
  }

  return (
    <>
      <PageHero size="short" eyebrow="Saved search" title={text.title} />
      <section className="link-page container">
        {body}
        <p className="link-page__back">
          <Link to="/all-properties">Browse all properties</Link>
        </p>
      </section>
    </>
  );
}
