import alertsTexts from 'virtual:messages/en/page-alerts';
import { SavedSearchLinkPage, useLinkToken } from '~/features/saved-searches/components/saved-search-link-page';
import { translator } from '~/lib/i18n/i18n';
import { publicConfigFrom, seoMeta } from '~/lib/seo';
import type { Route } from './+types/saved-search-unsubscribe';

// A page of one visitor's e-mail link: never indexed.
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', alertsTexts);
  return seoMeta(matches, {
    title: t('page.alerts.unsubscribeMetaTitle'),
    description: t('page.alerts.unsubscribeMetaDescription'),
    path: '/saved-searches/unsubscribe',
    noindex: true,
  });
};

export default function SavedSearchUnsubscribe() {
  return <SavedSearchLinkPage action="unsubscribe" token={useLinkToken()} />;
}
