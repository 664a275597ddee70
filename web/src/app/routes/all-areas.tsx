import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import areasTexts from 'virtual:messages/en/page-areas';
import { EmptyState } from '~/components/empty-state';
import { PageHero } from '~/components/page-hero';
import { SectionHeading } from '~/components/section-heading';
import { areasQuery, useAreas } from '~/features/areas/api/get-areas';
import { AreaCard } from '~/features/areas/components/area-card';
import { ListingMap } from '~/features/map/components/listing-map';
import { Island } from '~/islands/island';
import type { IslandsHandle } from '~/islands/islands-page';
import { localeOfRequest } from '~/lib/i18n/content';
import { translator, useLocale, useT } from '~/lib/i18n/i18n';
import { prefetching } from '~/lib/route-data';
import { publicConfigFrom, type PublicConfig } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/all-areas';

/** Cards of links and a map: served as islands, the map its one island (decision 0107). */
export const handle: IslandsHandle = { islands: true };

/** The area guides in the page's language (docs/decisions/0102). */
const load = ({ request }: { request: Request }) => prefetching(areasQuery(localeOfRequest(request)))();

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(publicConfigFrom(matches).locale ?? 'en', areasTexts);
  return staticMeta(matches, {
    title: t('page.areas.metaTitle'),
    description: t('page.areas.metaDescription'),
    path: '/all-areas',
    crumb: t('nav.areas'),
  });
};

export default function AllAreas() {
  const areas = useAreas(useLocale());
  const t = useT(areasTexts);
  const root = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  const items = useMemo(
    () =>
      (areas.data ?? []).map((a) => ({
        kind: 'area' as const,
        slug: a.slug,
        title: a.title,
        image: a.featuredImage,
        latitude: a.latitude,
        longitude: a.longitude,
      })),
    [areas.data],
  );
  return (
    <>
      <PageHero eyebrow={t('nav.areas')} title={t('page.areas.title')} lead={t('page.areas.lead')} />
      <section className="section">
        <div className="container">
          {areas.isPending ? (
            <div className="results__grid results__grid--three">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="skeleton card__media--tall" />
              ))}
            </div>
          ) : areas.data && areas.data.length ? (
            <ul className="results__grid results__grid--three">
              {areas.data.map((a, i) => (
                <li key={a._id}>
                  <AreaCard area={a} priority={i < 3} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={t('page.areas.empty')}>
              <p>{t('page.areas.emptyHint')}</p>
            </EmptyState>
          )}
        </div>
      </section>
      {items.length ? (
        <section className="section section--paper" aria-labelledby="areas-map-heading">
          <div className="container">
            <SectionHeading
              eyebrow={t('page.areas.mapEyebrow')}
              title={t('page.areas.mapTitle')}
              id="areas-map-heading"
            />
            <Island
              name="listing-map"
              component={ListingMap}
              props={{
                items,
                label: t('page.areas.mapLabel'),
                attribution: root?.publicConfig?.mapAttribution ?? '',
                zoom: 10,
              }}
              hydrate="visible"
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
