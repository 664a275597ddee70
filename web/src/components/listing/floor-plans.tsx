import { useState } from 'react';
import mediaTexts from 'virtual:messages/en/page-media';
import { useT } from '~/lib/i18n/i18n';
import { Img } from '../image';
import { Lightbox } from '../lightbox';

/** The listing's floor plans as a strip of thumbnails; each opens the set large. */
export function FloorPlans({ images, title }: { images: string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // Below the first screen, under the listing's HydrateLater: loaded beside the page's code.
  const t = useT(mediaTexts, { defer: true });
  if (images.length === 0) return null;
  const alt = (i: number) => t('page.media.floorPlanAlt', { title, n: i + 1, count: images.length });
  return (
    <div className="floor-plans">
      <h3 className="media-block__title">{t('page.media.floorPlans')}</h3>
      <ul className="floor-plans__strip">
        {images.map((src, i) => (
          <li key={src + i}>
            <button type="button" className="floor-plans__thumb" onClick={() => setOpen(i)}>
              <Img src={src} alt="" sizes="(min-width: 1024px) 240px, 40vw" width={480} height={360} maxWidth={640} />
              <span className="visually-hidden">{t('page.media.open', { name: alt(i) })}</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          images={images}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          title={t('page.media.floorPlans')}
          alt={alt}
        />
      ) : null}
    </div>
  );
}
