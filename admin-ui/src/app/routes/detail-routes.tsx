import type { TranslatedKind } from '@estate/contract';
import type { HistorySlot, TranslationsSlot } from '@/components/entity/detail-shell';
import { AreaDetailPage } from '@/features/areas/components/area-detail-page';
import { ItemHistory, type HistoryKind } from '@/features/audit/components/item-history';
import { DevelopmentDetailPage } from '@/features/developments/components/development-detail-page';
import { PostDetailPage } from '@/features/posts/components/post-detail-page';
import { PropertyDetailPage } from '@/features/properties/components/property-detail-page';
import { ReviewDetailPage } from '@/features/reviews/components/review-detail-page';
import { TeamDetailPage } from '@/features/teams/components/team-detail-page';
import { TranslationsPanel } from '@/features/translations/components/translations-panel';

/**
 * The detail pages of the kinds with a History or a Translations tab: the page, the audit trail of
 * its item, and its texts in each language.
 */
const historyOf =
  (kind: HistoryKind): HistorySlot =>
  (item) => <ItemHistory kind={kind} itemId={item._id} itemTitle={item.title} />;

const PROPERTY_HISTORY = historyOf('property');
const DEVELOPMENT_HISTORY = historyOf('development');
const AREA_HISTORY = historyOf('area');
const POST_HISTORY = historyOf('post');

const translationsOf =
  (kind: TranslatedKind): TranslationsSlot =>
  (item) => <TranslationsPanel kind={kind} itemId={item._id} />;

const PROPERTY_TRANSLATIONS = translationsOf('property');
const POST_TRANSLATIONS = translationsOf('post');
const REVIEW_TRANSLATIONS = translationsOf('review');
const TEAM_TRANSLATIONS = translationsOf('team');
const AREA_TRANSLATIONS = translationsOf('area');
const DEVELOPMENT_TRANSLATIONS = translationsOf('development');

export function PropertyDetailRoute() {
  return <PropertyDetailPage history={PROPERTY_HISTORY} translations={PROPERTY_TRANSLATIONS} />;
}

export function DevelopmentDetailRoute() {
  return <DevelopmentDetailPage history={DEVELOPMENT_HISTORY} translations={DEVELOPMENT_TRANSLATIONS} />;
}

export function AreaDetailRoute() {
  return <AreaDetailPage history={AREA_HISTORY} translations={AREA_TRANSLATIONS} />;
}

export function PostDetailRoute() {
  return <PostDetailPage history={POST_HISTORY} translations={POST_TRANSLATIONS} />;
}

export function TeamDetailRoute() {
  return <TeamDetailPage translations={TEAM_TRANSLATIONS} />;
}

export function ReviewDetailRoute() {
  return <ReviewDetailPage translations={REVIEW_TRANSLATIONS} />;
}
