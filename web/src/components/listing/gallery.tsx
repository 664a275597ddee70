import { lazy, Suspense, useState } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';
import { Carousel } from '../carousel';
import { Img } from '../image';
import type { GalleryTab } from './gallery-viewer';
import { pictureAlt, type ImageTexts } from './picture-text';

// The full-screen viewer is its own chunk, fetched on the first click (the page's first paint
// and initial script are unchanged).
const GalleryViewer = lazy(() => import('./gallery-viewer').then((m) => ({ default: m.GalleryViewer })));

export interface GalleryMedia {
  featuredImage: string | null;
  floorPlans: string[];
  videoUrl: string;
  virtualTourUrl: string;
  film?: string | null;
  panorama?: string | null;
}

/** The listing's gallery as a carousel; any picture, or "View all", opens every one full screen. */
export function GalleryCarousel({
  images,
  title,
  media,
  texts,
}: {
  images: string[];
  title: string;
  media: GalleryMedia;
  /** What staff wrote of each picture (alt text, caption), by path. */
  texts?: ImageTexts;
}) {
  const [open, setOpen] = useState<{ tab: GalleryTab; index: number } | null>(null);
  // The hero's picture first, then the gallery's, each once.
  const photos = [...new Set([media.featuredImage, ...images].filter((p): p is string => !!p))];
  const hasMore =
    media.floorPlans.length > 0 || !!media.videoUrl || !!media.virtualTourUrl || !!media.film || !!media.panorama;
  const t = useT(listingTexts);
  if (photos.length === 0 && !hasMore) return null;
  const header = (
    <div className="gallery__header">
      <p className="eyebrow">{t('listing.gallery')}</p>
      <button type="button" className="text-link" onClick={() => setOpen({ tab: 'photos', index: 0 })}>
        {photos.length
          ? t('listing.viewAllPhotos', { count: photos.length, n: String(photos.length) })
          : t('listing.openGallery')}
      </button>
    </div>
  );
  return (
    <>
      {images.length ? (
        <Carousel
          label={`${title} gallery`}
          perView={{ base: 1.08, md: 1.5, lg: 1.8 }}
          controls="header"
          header={header}
        >
          {images.map((src, i) => (
            <div key={src + i} className="gallery__slide">
              <button
                type="button"
                className="gallery__open"
                aria-label={`Open picture ${i + 1} of ${images.length} full screen`}
                onClick={() => setOpen({ tab: 'photos', index: Math.max(photos.indexOf(src), 0) })}
              >
                <Img
                  src={src}
                  alt={pictureAlt(texts, src, title, i, images.length)}
                  sizes="(min-width: 1024px) 55vw, 92vw"
                  width={1280}
                  height={853}
                />
              </button>
            </div>
          ))}
        </Carousel>
      ) : (
        header
      )}
      {open ? (
        <Suspense fallback={null}>
          <GalleryViewer
            title={title}
            photos={photos}
            texts={texts}
            floorPlans={media.floorPlans}
            videoUrl={media.videoUrl}
            virtualTourUrl={media.virtualTourUrl}
            film={media.film ?? null}
            panorama={media.panorama ?? null}
            poster={media.featuredImage}
            tab={open.tab}
            index={open.index}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
