import mediaTexts from 'virtual:messages/en/page-media';
import { useT } from '~/lib/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../dialog';
import { PanoramaIcon } from '../icons';
import { Img } from '../image';
import type { PanoramaHandle } from './panorama-viewer';

type Stage = 'loading' | 'ready' | 'failed';

/**
 * The 360° viewer on a listing's panorama, inline: Photo Sphere Viewer (and three.js) are fetched
 * when this mounts, that is when a visitor opens the tour, never with the page. Says what it is
 * doing while the viewer loads, and when it cannot show the tour (no WebGL, a picture that fails).
 */
export function PanoramaStage({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('loading');
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let handle: PanoramaHandle | null = null;
    let gone = false;
    import('./panorama-viewer')
      .then(({ mountPanorama }) => {
        if (gone) return;
        handle = mountPanorama(container, {
          src,
          caption: `${title}: 360° view`,
          onReady: () => !gone && setStage('ready'),
          onError: () => !gone && setStage('failed'),
        });
      })
      .catch(() => !gone && setStage('failed'));
    return () => {
      gone = true;
      handle?.destroy();
    };
  }, [src, title]);
  return (
    <div className="panorama-stage" data-stage={stage}>
      <div
        ref={ref}
        className="panorama-stage__viewer"
        role="application"
        aria-roledescription="360° view"
        aria-label={`${title}: 360° view. Drag or use the arrow keys to look around, + and − to zoom.`}
      />
      {stage === 'loading' ? (
        <p className="panorama-stage__status" role="status">
          Loading the 360° tour…
        </p>
      ) : stage === 'failed' ? (
        <p className="panorama-stage__status" role="alert">
          The 360° tour cannot be shown on this device. Our advisors can show you the terrace in person.
        </p>
      ) : null}
    </div>
  );
}

/** The tour's poster and its "Open 360° tour" button, in the look of the other players. */
function TourPoster({ poster, onOpen }: { poster: string | null; onOpen: () => void }) {
  const t = useT(mediaTexts, { defer: true });
  return (
    <button type="button" className="media-embed__poster" onClick={onOpen}>
      <Img src={poster} alt="" sizes="(min-width: 1024px) 50vw, 100vw" width={1280} height={720} />
      <span className="media-embed__action">
        <PanoramaIcon width={44} height={44} />
        <span>{t('page.media.open360')}</span>
      </span>
    </button>
  );
}

/**
 * The listing's own 360° tour: our poster and an "Open 360° tour" button, as the other players
 * (MediaEmbed); the button opens the tour full size in a dialog, which Escape or its close button
 * shuts, giving the focus back to the button.
 */
export function PanoramaTour({ src, title, poster }: { src: string; title: string; poster: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="media-embed media-embed--panorama">
      <TourPoster poster={poster} onOpen={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        eyebrow="360° tour"
        size="lg"
        className="panorama-dialog"
      >
        <PanoramaStage src={src} title={title} />
      </Dialog>
    </div>
  );
}

/** The 360° tour inside another dialog (the full-screen gallery): the poster, then the viewer in place. */
export function PanoramaEmbed({ src, title, poster }: { src: string; title: string; poster: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="media-embed media-embed--panorama">
      {open ? <PanoramaStage src={src} title={title} /> : <TourPoster poster={poster} onOpen={() => setOpen(true)} />}
    </div>
  );
}
