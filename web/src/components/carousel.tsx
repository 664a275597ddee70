import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { Children, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { arrowKeys, readingDirection } from '~/lib/i18n/direction';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { useT } from '~/lib/i18n/i18n';

export interface CarouselProps {
  /** Announced as the carousel's name. */
  label: string;
  children: ReactNode;
  /** Slides per view at the spec's breakpoints (575, 768, 1024, 1200, 1480 px). */
  perView?: { base: number; sm?: number; md?: number; lg?: number; xl?: number; xxl?: number };
  options?: EmblaOptionsType;
  /** Advance on its own every `delay` ms (paused while the pointer is over it). */
  autoplay?: { delay: number };
  className?: string;
  /** Where the previous/next buttons sit. */
  controls?: 'header' | 'overlay' | 'none';
  header?: ReactNode;
  onSelect?: (index: number) => void;
}

/** Embla and its autoplay plugin, fetched the first time a carousel comes near the screen. */
export async function startEmbla(node: HTMLElement, options: EmblaOptionsType, autoplay: CarouselProps['autoplay']) {
  const [{ default: EmblaCarousel }, plugins] = await Promise.all([
    import('embla-carousel'),
    autoplay
      ? import('embla-carousel-autoplay').then(({ default: Autoplay }) => [
          Autoplay({ delay: autoplay.delay, stopOnInteraction: false, stopOnMouseEnter: true }),
        ])
      : [],
  ]);
  // A right-to-left page starts its carousels at the right and moves them leftwards.
  return EmblaCarousel(node, { direction: readingDirection(node), ...options }, plugins);
}

/**
 * Embla carousel, laid out by CSS so the server render already shows the first slides. Buttons
 * and arrow keys move it; each slide is a labelled group ("3 of 8").
 */
export function Carousel({
  label,
  children,
  perView = { base: 1 },
  options,
  autoplay,
  className,
  controls = 'header',
  header,
  onSelect,
}: CarouselProps) {
  // Embla measures every slide when it starts: it is loaded and started only when the carousel
  // comes near the screen, so neither its code (kept out of the page's initial script) nor its
  // measuring is paid while the page loads. The CSS lays the slides out the same before and after.
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const settings = JSON.stringify({ align: 'start', containScroll: 'trimSnaps', ...options });
  const autoplayDelay = autoplay?.delay;
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () => {
      startEmbla(node, JSON.parse(settings) as EmblaOptionsType, autoplayDelay ? { delay: autoplayDelay } : undefined)
        .then((started) => {
          if (cancelled) started.destroy();
          else setEmbla((api = started));
        })
        .catch((error: unknown) => console.warn('carousel: could not start', error));
    };
    let io: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io?.disconnect();
            start();
          }
        },
        { rootMargin: '300px 0px' },
      );
      io.observe(node);
    }
    return () => {
      cancelled = true;
      io?.disconnect();
      api?.destroy();
      setEmbla(undefined);
    };
  }, [settings, autoplayDelay]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const id = useId();
  const t = useT();
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    onSelect?.(embla.selectedScrollSnap());
  }, [embla, onSelect]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  const style = {
    '--per-view': perView.base,
    '--per-view-sm': perView.sm ?? perView.base,
    '--per-view-md': perView.md ?? perView.sm ?? perView.base,
    '--per-view-lg': perView.lg ?? perView.md ?? perView.sm ?? perView.base,
    '--per-view-xl': perView.xl ?? perView.lg ?? perView.md ?? perView.sm ?? perView.base,
    '--per-view-xxl': perView.xxl ?? perView.xl ?? perView.lg ?? perView.md ?? perView.sm ?? perView.base,
  } as CSSProperties;

  const buttons =
    controls === 'none' || slides.length < 2 ? null : (
      <div className={`carousel__controls carousel__controls--${controls}`}>
        <button
          type="button"
          className="icon-button carousel__button"
          aria-controls={id}
          disabled={!canPrev && !options?.loop}
          onClick={() => embla?.scrollPrev()}
        >
          <ArrowLeftIcon title={t('carousel.previous')} />
        </button>
        <button
          type="button"
          className="icon-button carousel__button"
          aria-controls={id}
          disabled={!canNext && !options?.loop}
          onClick={() => embla?.scrollNext()}
        >
          <ArrowRightIcon title={t('carousel.next')} />
        </button>
      </div>
    );

  return (
    // Arrow keys pressed on what has the focus inside (its buttons, the cards' links) move the carousel.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onKeyDown={(e) => {
        const [back, forward] = arrowKeys(e.currentTarget);
        if (e.key === back) embla?.scrollPrev();
        if (e.key === forward) embla?.scrollNext();
      }}
    >
      {header || controls === 'header' ? (
        <div className="carousel__header">
          {header}
          {controls === 'header' ? buttons : null}
        </div>
      ) : null}
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track" id={id}>
          {slides.map((slide, i) => (
            <div
              className="carousel__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls === 'overlay' ? buttons : null}
    </section>
  );
}
