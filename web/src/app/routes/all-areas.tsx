import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { PageHero } from '~/components/page-hero';
import { SectionHeading } from '~/components/section-heading';
import { areasQuery, useAreas } from '~/features/areas/api/get-areas';
import { AreaCard } from '~/features/areas/components/area-card';
import { ListingMap } from '~/features/map/components/listing-map';
import { prefetching } from '~/lib/route-data';
import type { PublicConfig } from '~/lib/seo';
import { staticMeta } from '~/lib/static-meta';
import type { Route } from './+types/all-areas';

const load = prefetching(areasQuery());

export const loader = load;
export const clientLoader = load;

export const meta: Route.MetaFunction = ({ matches }) =>
  staticMeta(matches, {
    title: "Area guides: Dubai's most sought-after communities",
    description:
      "Where to live and where to invest in Dubai: Palm Jumeirah, Downtown, Dubai Marina, Emirates Hills and more, with prices, rental yields and the advisors' view.",
    path: '/all-areas',
    crumb: 'Area guides',
  });

export default function AllAreas() {
  const areas = useAreas();
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
      <PageHero
        eyebrow="Area guides"
        title="Dubai's top areas, by the people who live in them"
        lead="From the fronds of Palm Jumeirah to the quiet lanes of Emirates Hills: what each community is like, what it costs and what it earns."
      />
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
            <EmptyState title="Our area guides are being written">
              <p>Ask an advisor about any community in the meantime.</p>
            </EmptyState>
          )}
        </div>
      </section>
      {items.length ? (
        <section className="section section--paper" aria-labelledby="areas-map-heading">
          <div className="container">
            <SectionHeading eyebrow="On the map" title="Where each community sits" id="areas-map-heading" />
            <ListingMap
              items={items}
              label="Map of the area guides"
              attribution={root?.publicConfig?.mapAttribution ?? ''}
              zoom={10}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
