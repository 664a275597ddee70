import { useState } from 'react';
import { Img } from '../image';
import { Lightbox } from '../lightbox';

/** The listing's floor plans as a strip of thumbnails; each opens the set large. */
export function FloorPlans({ images, title }: { images: string[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const alt = (i: number) => `${title}, floor plan ${i + 1} of ${images.length}`;
  return (
    <div className="floor-plans">
      <h3 className="media-block__title">Floor plans</h3>
      <ul className="floor-plans__strip">
        {images.map((src, i) => (
          <li key={src + i}>
            <button type="button" className="floor-plans__thumb" onClick={() => setOpen(i)}>
              <Img src={src} alt="" sizes="(min-width: 1024px) 240px, 40vw" width={480} height={360} maxWidth={640} />
              <span className="visually-hidden">Open {alt(i)}</span>
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
          title="Floor plans"
          alt={alt}
        />
      ) : null}
    </div>
  );
}
