import { SavedSearchLinkPage, useLinkToken } from '~/features/saved-searches/components/saved-search-link-page';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/saved-search-confirm';

// A page of one visitor's e-mail link: never indexed.
export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: 'Confirm your property alert',
    description: 'Confirm your property alert.',
    path: '/saved-searches/confirm',
    noindex: true,
  });

export default function SavedSearchConfirm() {
  return <SavedSearchLinkPage action="confirm" token={useLinkToken()} />;
}
