import dialogTexts from 'virtual:messages/en/page-dialog';
import { useT } from '~/lib/i18n/i18n';
import { Dialog } from './dialog';
import { arrowKeys } from '~/lib/i18n/direction';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { Img } from './image';

export interface LightboxProps {
  /** Image paths; the one at `index` is shown large. */
  images: string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** The dialog's title (the set: "Floor plans"). */
  title: string;
  /** Alt text of each image, from its position. */
  alt: (index: number) => string;
}

/**
 * Pictures opened large in a modal (floor plans; any set of images): previous and next buttons,
 * the arrow keys, Escape or the backdrop to close (the dialog's own).
 */
export function Lightbox({ images, index, onIndex, onClose, title, alt }: LightboxProps) {
  // Opened by the visitor only: never rendered by the server.
  const t = useT(dialogTexts, { later: true });
  const count = images.length;
  const current = Math.min(Math.max(index, 0), count - 1);
  const go = (step: number) => onIndex((current + step + count) % count);
  return (
    <Dialog open onClose={onClose} title={title} size="lg" className="lightbox">
      {/* Arrow keys step through the set; the buttons do the same for pointer and keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="lightbox__stage"
        onKeyDown={(e) => {
          if (count < 2) return;
          const [back, forward] = arrowKeys(e.currentTarget);
          if (e.key === forward) go(1);
          else if (e.key === back) go(-1);
        }}
      >
        <Img
          src={images[current] ?? null}
          alt={alt(current)}
          sizes="(min-width: 1024px) 56rem, 100vw"
          width={1600}
          height={1200}
          maxWidth={1920}
          className="lightbox__image"
        />
        {count > 1 ? (
          <div className="lightbox__controls">
            <button type="button" className="icon-button" onClick={() => go(-1)}>
              <ArrowLeftIcon title={t('page.dialog.previous')} />
            </button>
            <p className="lightbox__count figure" aria-live="polite">
              {current + 1} / {count}
            </p>
            <button type="button" className="icon-button" onClick={() => go(1)}>
              <ArrowRightIcon title={t('page.dialog.next')} />
            </button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
