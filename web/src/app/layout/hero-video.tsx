import { useEffect, useRef, useState } from 'react';
import { Img } from '~/components/image';

/** The hero's still: the page's largest paint, preloaded by the home page's meta. */
export const HERO_POSTER = '/images/hero-poster.jpg';
export const HERO_POSTER_SIZES = '100vw';
export const HERO_VIDEO = '/media/hero.mp4';

function wantsMotion(): boolean {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return !reduced && !saveData;
}

/**
 * A short, muted, looping film over its still. The still paints first; the film is only fetched
 * once the page has loaded and is idle, then fades in when it plays. A button pauses it.
 */
export function HeroVideo() {
  const [load, setLoad] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!wantsMotion()) return;
    const idle = (cb: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 1200);
    const start = () => idle(() => setLoad(true));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) {
      void v.play();
      setPaused(false);
    } else {
      v.pause();
      setPaused(true);
    }
  };

  // The button sits outside the media layer, above the hero's shading, so it can be seen and used.
  return (
    <>
      <div className="home-hero__media">
        <Img
          src={HERO_POSTER}
          alt=""
          sizes={HERO_POSTER_SIZES}
          width={1920}
          height={1080}
          priority
          maxWidth={1920}
          className="home-hero__poster"
        />
        {load ? (
          <video
            ref={video}
            className={`home-hero__video${playing ? ' is-playing' : ''}`}
            src={HERO_VIDEO}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
          />
        ) : null}
      </div>
      {playing ? (
        <button type="button" className="home-hero__pause" onClick={toggle}>
          {paused ? 'Play film' : 'Pause film'}
        </button>
      ) : null}
    </>
  );
}
