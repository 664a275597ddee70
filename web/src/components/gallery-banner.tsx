import { useEffect, useState, type ReactNode } from 'react';
import { Img } from './image';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A full-width banner that loops through a listing's gallery (crossfading every five seconds,
 * still when the visitor prefers reduced motion), with its story over the picture.
 */
export function GalleryBanner({ images, alt, children }: { images: string[]; alt: string; children: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (images.length < 2 || prefersReducedMotion()) return;
    setStarted(true);
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [images.length]);

  return (
    <section className="gallery-banner">
      <div className="gallery-banner__media" aria-hidden={images.length > 1 ? undefined : true}>
        {images.map((src, i) =>
          // Only the first picture is in the server render; the others join once the loop starts.
          i === 0 || started ? (
            <div key={src + i} className={`gallery-banner__slide${i === index ? ' is-active' : ''}`}>
              <Img src={src} alt={i === 0 ? alt : ''} sizes="100vw" width={1920} height={1080} maxWidth={1920} />
            </div>
          ) : null,
        )}
      </div>
      <div className="container gallery-banner__content">{children}</div>
    </section>
  );
}
