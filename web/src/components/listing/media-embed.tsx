import { tourEmbedUrl, videoEmbedUrl } from '@estate/contract';
import { useEffect, useRef, useState } from 'react';
import mediaTexts from 'virtual:messages/en/page-media';
import { useT } from '~/lib/i18n/i18n';
import { PlayIcon, TourIcon } from '../icons';
import { Img, imageUrl } from '../image';

const KINDS = {
  video: { action: 'page.media.playVideo', frame: 'page.media.frameVideo', embed: videoEmbedUrl, Icon: PlayIcon },
  tour: { action: 'page.media.openTour', frame: 'page.media.frameTour', embed: tourEmbedUrl, Icon: TourIcon },
  // The listing's own film, stored with the site: played by the browser, nothing from outside.
  film: {
    action: 'page.media.playFilm',
    frame: 'page.media.frameFilm',
    embed: (path: string) => path || null,
    Icon: PlayIcon,
  },
} as const;

export type MediaEmbedKind = keyof typeof KINDS;

/**
 * A listing's video (YouTube, Vimeo), virtual tour or own film. Until the visitor clicks, only
 * our own poster and a button are on the page: no request leaves for the player (privacy, speed)
 * and not a byte of the film is fetched. The click inserts the player's frame, on the hosts the
 * page's CSP frames (decision 0026), or the film in the page's own <video>: its controls, muted
 * and inline so that it starts at once on a phone too (the visitor turns the sound on), the
 * poster behind it until the first frame (decision 0091).
 */
export function MediaEmbed({
  kind,
  url,
  title,
  poster,
}: {
  kind: MediaEmbedKind;
  url: string;
  title: string;
  poster: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  // Below the first screen, under the listing's HydrateLater: loaded beside the page's code.
  const t = useT(mediaTexts, { defer: true });
  const { action, frame, embed, Icon } = KINDS[kind];
  const src = embed(url);
  if (!src) return null;
  return (
    <div className={`media-embed media-embed--${kind}`}>
      {playing && kind === 'film' ? (
        <Film src={src} title={t(frame, { title })} poster={poster} />
      ) : playing ? (
        <iframe
          className="media-embed__frame"
          src={src}
          title={t(frame, { title })}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking; gyroscope; accelerometer"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="media-embed__poster" onClick={() => setPlaying(true)}>
          <Img src={poster} alt="" sizes="(min-width: 1024px) 50vw, 100vw" width={1280} height={720} />
          <span className="media-embed__action">
            <Icon width={44} height={44} />
            <span>{t(action)}</span>
          </span>
        </button>
      )}
    </div>
  );
}

/** The film, started by the click that showed it; the focus moves to it, so its controls are next. */
function Film({ src, title, poster }: { src: string; title: string; poster: string | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.focus();
    // A browser that refuses to start it leaves the controls for the visitor to press.
    video.play()?.catch(() => undefined);
  }, []);
  return (
    <video
      ref={ref}
      className="media-embed__frame media-embed__film"
      src={src}
      poster={poster ? imageUrl(poster, 1280) : undefined}
      aria-label={title}
      controls
      muted
      playsInline
      preload="none"
    />
  );
}
