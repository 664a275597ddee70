import { tourEmbedUrl, videoEmbedUrl } from '@estate/contract';
import { useState } from 'react';
import { PlayIcon, TourIcon } from '../icons';
import { Img } from '../image';

const KINDS = {
  video: { action: 'Play video', frame: 'video', embed: videoEmbedUrl, Icon: PlayIcon },
  tour: { action: 'Open 3D tour', frame: '3D tour', embed: tourEmbedUrl, Icon: TourIcon },
} as const;

/**
 * A listing's video (YouTube, Vimeo) or virtual tour. Until the visitor clicks, only
 * our own poster and a button are on the page: no request leaves for the player (privacy, speed).
 * The click inserts the player's frame, on the hosts the page's CSP frames (decision 0026).
 */
export function MediaEmbed({
  kind,
  url,
  title,
  poster,
}: {
  kind: keyof typeof KINDS;
  url: string;
  title: string;
  poster: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  const { action, frame, embed, Icon } = KINDS[kind];
  const src = embed(url);
  if (!src) return null;
  return (
    <div className={`media-embed media-embed--${kind}`}>
      {playing ? (
        <iframe
          className="media-embed__frame"
          src={src}
          title={`${title}: ${frame}`}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking; gyroscope; accelerometer"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="media-embed__poster" onClick={() => setPlaying(true)}>
          <Img src={poster} alt="" sizes="(min-width: 1024px) 50vw, 100vw" width={1280} height={720} />
          <span className="media-embed__action">
            <Icon width={44} height={44} />
            <span>{action}</span>
          </span>
        </button>
      )}
    </div>
  );
}
