import { DocumentIcon } from '../icons';
import { SectionHeading } from '../section-heading';
import { FloorPlans } from './floor-plans';
import { MediaEmbed } from './media-embed';
import { PanoramaTour } from './panorama-tour';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';

export interface ListingMediaProps {
  title: string;
  /** Our own pictures behind the films' and the tours' buttons. */
  posters: [string | null, string | null];
  videoUrl: string;
  virtualTourUrl: string;
  /** The listing's own film (a stored MP4 or WebM) and 360° panorama (decision 0091). */
  film?: string | null;
  panorama?: string | null;
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
  film = null,
  panorama = null,
  floorPlans,
  brochure,
  className = 'section',
}: ListingMediaProps) {
  const players = !!(film || videoUrl || panorama || virtualTourUrl);
  const t = useT(listingTexts);
  if (!players && floorPlans.length === 0 && !brochure) return null;
  return (
    <section className={`${className} listing-media`} aria-labelledby="media-heading">
      <div className="container">
        <SectionHeading eyebrow={t('listing.media.eyebrow')} title={t('listing.media.title')} id="media-heading" />
        {players ? (
          <div className="listing-media__players">
            {film ? <MediaEmbed kind="film" url={film} title={title} poster={posters[0]} /> : null}
            {videoUrl ? <MediaEmbed kind="video" url={videoUrl} title={title} poster={posters[0]} /> : null}
            {panorama ? <PanoramaTour src={panorama} title={title} poster={posters[1]} /> : null}
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
