import { DocumentIcon } from '../icons';
import { SectionHeading } from '../section-heading';
import { FloorPlans } from './floor-plans';
import { MediaEmbed } from './media-embed';

export interface ListingMediaProps {
  title: string;
  /** Our own pictures behind the video's and the tour's buttons. */
  posters: [string | null, string | null];
  videoUrl: string;
  virtualTourUrl: string;
  floorPlans: string[];
  brochure: string | null;
  className?: string;
}

/**
 * Film, 3D tour, floor plans and brochure: the section a buyer studies before a viewing.
 * Nothing when the listing has none of them.
 */
export function ListingMedia({
  title,
  posters,
  videoUrl,
  virtualTourUrl,
  floorPlans,
  brochure,
  className = 'section',
}: ListingMediaProps) {
  if (!videoUrl && !virtualTourUrl && floorPlans.length === 0 && !brochure) return null;
  return (
    <section className={`${className} listing-media`} aria-labelledby="media-heading">
      <div className="container">
        <SectionHeading eyebrow="Plans and media" title="Explore the residence" id="media-heading" />
        {videoUrl || virtualTourUrl ? (
          <div className="listing-media__players">
            {videoUrl ? <MediaEmbed kind="video" url={videoUrl} title={title} poster={posters[0]} /> : null}
            {virtualTourUrl ? <MediaEmbed kind="tour" url={virtualTourUrl} title={title} poster={posters[1]} /> : null}
          </div>
        ) : null}
        <FloorPlans images={floorPlans} title={title} />
        {brochure ? (
          <a className="button listing-media__brochure" href={brochure} download>
            <DocumentIcon width={18} height={18} />
            Download brochure (PDF)
          </a>
        ) : null}
      </div>
    </section>
  );
}
