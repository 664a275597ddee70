import { Carousel } from '../carousel';
import listingTexts from 'virtual:messages/en/listing';
import { staffEnglish } from '~/lib/i18n/content';
import { useLocale, useT } from '~/lib/i18n/i18n';
import { Img } from '../image';
import { SectionHeading } from '../section-heading';
import type { ImageTexts } from './picture-text';
import type { NearbyPlace } from './types';

/** 'In The Area': nearby places with a picture, a title and a few words. */
export function InTheArea({
  places,
  title: givenTitle,
  texts,
}: {
  places: NearbyPlace[];
  title?: string;
  /** What staff wrote of each picture, by path: their alt text replaces the place's name. */
  texts?: ImageTexts;
}) {
  const t = useT(listingTexts);
  const english = staffEnglish(useLocale());
  const title = givenTitle ?? t('listing.inTheArea');
  const shown = places.filter((p) => p.title || p.image);
  if (shown.length === 0) return null;
  return (
    <section className="section">
      <div className="container">
        <Carousel
          label={title}
          perView={{ base: 1.15, sm: 1.6, md: 2.2, lg: 3 }}
          header={<SectionHeading eyebrow={t('listing.nearby')} title={title} id="in-the-area-heading" />}
        >
          {shown.map((p, i) => (
            <article key={p.title + i} className="nearby">
              <div className="nearby__media">
                <Img
                  src={p.image}
                  alt={(p.image && texts?.[p.image]?.alt) || p.title}
                  sizes="(min-width: 1024px) 30vw, 80vw"
                  width={800}
                  height={600}
                />
              </div>
              <h3 className="nearby__title" {...english}>
                {p.title}
              </h3>
              {p.description ? (
                <p className="nearby__text" {...english}>
                  {p.description}
                </p>
              ) : null}
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
