import type { Team } from '@estate/contract';
import type { ComponentProps } from 'react';
import { Carousel } from '~/components/carousel';
import { SectionHeading } from '~/components/section-heading';
import type { PostSummary as Post } from '~/features/blog/api/get-posts';
import { PostTeaser } from '~/features/blog/components/post-card';
import { DevelopmentCard } from '~/features/developments/components/development-card';
import { PropertyCard } from '~/features/properties/components/property-card';
import { TeamSlider } from '~/features/team/components/team-slider';
import { usePopups } from '~/lib/popups';

/*
 * The home's carousels and buttons as components whose props are data: each is an island of its
 * own on the home served as islands (decision 0107), the component itself on a page the router
 * hydrates.
 */

type Property = ComponentProps<typeof PropertyCard>['property'];
type Development = ComponentProps<typeof DevelopmentCard>['development'];

interface Heading {
  eyebrow: string;
  title: string;
  headingId: string;
}

const headingOf = (h: Heading) => <SectionHeading eyebrow={h.eyebrow} title={h.title} id={h.headingId} />;

/** The founder first, then the team: a carousel of portraits with each member's dialog. */
export function HomeTeam({ team, ...heading }: Heading & { team: Team[] }) {
  return <TeamSlider team={team} header={headingOf(heading)} />;
}

/** The featured properties' carousel. */
export function HomeProperties({ items, label, ...heading }: Heading & { items: Property[]; label: string }) {
  return (
    <Carousel label={label} perView={{ base: 1.15, sm: 1.5, md: 2, lg: 2, xl: 3 }} header={headingOf(heading)}>
      {items.map((p) => (
        <PropertyCard key={p._id} property={p} sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 85vw" />
      ))}
    </Carousel>
  );
}

/** The developments' carousel under their map, turning by itself. */
export function HomeDevelopments({
  items,
  label,
  delay,
}: {
  items: Development[];
  label: string;
  /** Milliseconds between turns. */
  delay: number;
}) {
  return (
    <Carousel
      label={label}
      perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3, xl: 3, xxl: 4 }}
      options={{ loop: items.length > 3 }}
      autoplay={{ delay }}
    >
      {items.map((d) => (
        <DevelopmentCard key={d._id} development={d} sizes="(min-width: 1024px) 30vw, 85vw" />
      ))}
    </Carousel>
  );
}

/** The insights' carousel. */
export function HomePosts({ items, label, ...heading }: Heading & { items: Post[]; label: string }) {
  return (
    <Carousel label={label} perView={{ base: 1.15, sm: 1.5, md: 2, lg: 3 }} header={headingOf(heading)}>
      {items.map((p) => (
        <PostTeaser key={p._id} post={p} />
      ))}
    </Carousel>
  );
}

/** The Start now banner's button: opens the Start now popup. */
export function StartNowButton({ label, className }: { label: string; className?: string }) {
  const { openStartNow } = usePopups();
  return (
    <button type="button" className={className} onClick={openStartNow}>
      {label}
    </button>
  );
}
