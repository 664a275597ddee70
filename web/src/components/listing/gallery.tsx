import { Carousel } from '../carousel';
import { Img } from '../image';

/** The listing's gallery as a carousel. */
export function GalleryCarousel({ images, title }: { images: string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <Carousel
      label={`${title} gallery`}
      perView={{ base: 1.08, md: 1.5, lg: 1.8 }}
      controls="header"
      header={<p className="eyebrow">Gallery</p>}
    >
      {images.map((src, i) => (
        <div key={src + i} className="gallery__slide">
          <Img
            src={src}
            alt={`${title}, picture ${i + 1} of ${images.length}`}
            sizes="(min-width: 1024px) 55vw, 92vw"
            width={1280}
            height={853}
          />
        </div>
      ))}
    </Carousel>
  );
}
