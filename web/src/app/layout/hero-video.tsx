import { useEffect, useRef, useState } from 'react';
import { Img } from '~/components/image';
import homeTexts from 'virtual:messages/en/home';
import { useT } from '~/lib/i18n/i18n';

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
 * How long the page stays still after it has loaded and gone idle before the film is fetched: on a
 * two-core phone, decoding a film competes with the page becoming interactive (hydration, the
 * sections that hydrate later), and made its tasks long (decision 0046).
 */
export const FILM_SETTLE_MS = 2500;

/**
 * A short, muted, looping film over its still. The still paints first; the film is only fetched
 * once the page has loaded, gone idle and stayed settled for {@link FILM_SETTLE_MS}, then fades
 * in when it plays. A button pauses it; it also rests while the hero is off the screen.
 */
export function HeroVideo() {
  const [load, setLoad] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const t = useT(homeTexts);

  useEffect(() => {
    if (!wantsMotion()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const idle = (cb: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 1200);
    const start = () =>
      idle(() => {
        if (!cancelled) timer = setTimeout(() => idle(() => !cancelled && setLoad(true)), FILM_SETTLE_MS);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('load', start);
    };
  }, []);

  // The film plays only while some of it is on the screen: scrolled past, it stops decoding (a
  // phone's battery and main thread go to the page being read) and picks up again when the hero
  // comes back, unless the visitor paused it.
  const pausedByVisitor = useRef(false);
  useEffect(() => {
    const v = video.current;
    if (!load || !v || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) v.pause();
      else if (!pausedByVisitor.current && v.paused) v.play().catch(() => undefined);
    });
    io.observe(v);
    return () => io.disconnect();
  }, [load]);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    pausedByVisitor.current = !v.paused;
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
          {paused ? t('home.film.play') : t('home.film.pause')}
        </button>
      ) : null}
    </>
  );
}
