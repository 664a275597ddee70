import { SavedSearchLinkPage, useLinkToken } from '~/features/saved-searches/components/saved-search-link-page';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/saved-search-unsubscribe';

// A page of one visitor's e-mail link: never indexed.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Unsubscribe from a property alert',
    description: 'Unsubscribe from a property alert.',
    path: '/saved-searches/unsubscribe',
    noindex: true,
  });

export default function SavedSearchUnsubscribe() {
  return <SavedSearchLinkPage action="unsubscribe" token={useLinkToken()} />;
}
