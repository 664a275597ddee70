import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { arrowKeys } from '~/lib/i18n/direction';
import { startEmbla } from '../carousel';
import dialogTexts from 'virtual:messages/en/page-dialog';
import { useT, type MessageId } from '~/lib/i18n/i18n';
import { Dialog } from '../dialog';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { Img } from '../image';
import { Tabs } from '../tabs';
import { MediaEmbed } from './media-embed';
import { PanoramaEmbed } from './panorama-tour';
import { pictureAlt, pictureCaption, type ImageTexts } from './picture-text';
import './gallery-viewer.css';

export type GalleryTab = 'photos' | 'plans' | 'video' | 'tour';

export interface GalleryViewerProps {
  title: string;
  photos: string[];
  /** What staff wrote of each photo (alt text, caption), by path. */
  texts?: ImageTexts;
  floorPlans: string[];
  videoUrl: string;
  virtualTourUrl: string;
  /** The listing's own film and 360° panorama (decision 0091), shown before the links. */
  film?: string | null;
  panorama?: string | null;
  /** Poster behind the video's and the tour's play buttons (our own picture). */
  poster: string | null;
  tab: GalleryTab;
  index: number;
  onClose: () => void;
}

const TAB_NAMES: Record<GalleryTab, MessageId> = {
  photos: 'page.dialog.tab.photos',
  plans: 'page.dialog.tab.plans',
  video: 'page.dialog.tab.video',
  tour: 'page.dialog.tab.tour',
};

/** The tabs a listing has something for, in this order. */
export function galleryTabs(
  p: Pick<GalleryViewerProps, 'photos' | 'floorPlans' | 'videoUrl' | 'virtualTourUrl' | 'film' | 'panorama'>,
) {
  const tabs: GalleryTab[] = [];
  if (p.photos.length) tabs.push('photos');
  if (p.floorPlans.length) tabs.push('plans');
  if (p.film || p.videoUrl) tabs.push('video');
  if (p.panorama || p.virtualTourUrl) tabs.push('tour');
  return tabs;
}

/** The video tab's player and the tour tab's: the listing's own file first, else its link. */
function Player({ tab, props }: { tab: 'video' | 'tour'; props: GalleryViewerProps }) {
  if (tab === 'tour' && props.panorama)
    return <PanoramaEmbed src={props.panorama} title={props.title} poster={props.poster} />;
  const [kind, url] =
    tab === 'video'
      ? props.film
        ? (['film', props.film] as const)
        : (['video', props.videoUrl] as const)
      : (['tour', props.virtualTourUrl] as const);
  return <MediaEmbed kind={kind} url={url} title={props.title} poster={props.poster} />;
}

/**
 * Every picture of a listing full screen: a count ("3 / 24"), previous and next, the
 * arrow keys wherever the focus is, swipe (embla), Escape or the close button; the dialog keeps
 * the focus inside and gives it back to the opener. Tabs for floor plans, the video and the tour;
 * the players load nothing until their button is pressed (decision 0026). Only the pictures next
 * to the one shown are fetched.
 */
export function GalleryViewer(props: GalleryViewerProps) {
  // A dialog: opened by the visitor, never rendered by the server.
  const t = useT(dialogTexts, { later: true });
  const tabs = galleryTabs(props);
  const [tab, setTab] = useState<GalleryTab>(tabs.includes(props.tab) ? props.tab : (tabs[0] ?? 'photos'));
  const images = tab === 'plans' ? props.floorPlans : props.photos;
  const [index, setIndex] = useState(tab === props.tab ? props.index : 0);
  const embla = useRef<EmblaCarouselType | null>(null);
  const step = useRef<(by: number) => void>(() => {});

  const count = images.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  step.current = (by: number) => {
    if (count < 2) return;
    const next = (current + by + count) % count;
    setIndex(next);
    embla.current?.scrollTo(next);
  };

  const onKey = (e: KeyboardEvent) => {
    // The tab list's own arrows move between tabs.
    if (e.defaultPrevented || (e.target as HTMLElement).getAttribute('role') === 'tab') return;
    if (tab !== 'photos' && tab !== 'plans') return;
    const [back, forward] = arrowKeys(e.currentTarget);
    if (e.key === forward) step.current(1);
    else if (e.key === back) step.current(-1);
    else return;
    e.preventDefault();
  };

  const content =
    tab === 'photos' || tab === 'plans' ? (
      <Slides
        key={tab}
        images={images}
        start={current}
        current={current}
        alt={(i) =>
          tab === 'plans'
            ? `${props.title}, floor plan ${i + 1} of ${count}`
            : pictureAlt(props.texts, images[i], props.title, i, count)
        }
        caption={(i) => (tab === 'plans' ? '' : pictureCaption(props.texts, images[i]))}
        onReady={(api) => (embla.current = api)}
        onSelect={setIndex}
        onStep={(by) => step.current(by)}
      />
    ) : (
      <div className="gallery-viewer__media">
        <Player key={tab} tab={tab} props={props} />
      </div>
    );

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={props.title}
      eyebrow={t('page.dialog.gallery')}
      size="lg"
      className="gallery-viewer"
      onKey={onKey}
    >
      {tabs.length > 1 ? (
        <Tabs
          label={t('page.dialog.media')}
          tabs={tabs.map((name) => t(TAB_NAMES[name]))}
          selected={Math.max(tabs.indexOf(tab), 0)}
          onSelect={(i) => {
            setTab(tabs[i]!);
            setIndex(0);
          }}
          className="gallery-viewer__tabs"
        >
          {content}
        </Tabs>
      ) : (
        content
      )}
    </Dialog>
  );
}

function Slides({
  images,
  start,
  current,
  alt,
  caption,
  onReady,
  onSelect,
  onStep,
}: {
  images: string[];
  start: number;
  current: number;
  alt: (i: number) => string;
  caption: (i: number) => string;
  onReady: (api: EmblaCarouselType | null) => void;
  onSelect: (i: number) => void;
  onStep: (by: number) => void;
}) {
  const t = useT(dialogTexts, { later: true });
  const viewport = useRef<HTMLDivElement>(null);
  const count = images.length;
  useEffect(() => {
    const node = viewport.current;
    if (!node || count < 2) return;
    let api: EmblaCarouselType | null = null;
    let cancelled = false;
    startEmbla(node, { startIndex: start, loop: true }, undefined)
      .then((started) => {
        if (cancelled) return started.destroy();
        api = started;
        started.on('select', () => onSelect(started.selectedScrollSnap()));
        onReady(started);
      })
      .catch((error: unknown) => console.warn('gallery: could not start swiping', error));
    return () => {
      cancelled = true;
      api?.destroy();
      onReady(null);
    };
    // Started once per set of pictures; the index then follows embla's 'select'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images]);
  return (
    <div className="gallery-viewer__stage">
      <div className="gallery-viewer__viewport" ref={viewport}>
        <div className="gallery-viewer__track">
          {images.map((src, i) => {
            const near = Math.min(Math.abs(i - current), count - Math.abs(i - current)) <= 1;
            const text = near ? caption(i) : '';
            return (
              <div
                key={src + i}
                className="gallery-viewer__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i === current ? undefined : true}
              >
                {near ? (
                  <figure className="gallery-viewer__figure">
                    <Img
                      src={src}
                      alt={alt(i)}
                      sizes="100vw"
                      width={1920}
                      height={1280}
                      maxWidth={1920}
                      className="gallery-viewer__image"
                    />
                    {text ? <figcaption className="gallery-viewer__caption">{text}</figcaption> : null}
                  </figure>
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      <div className="gallery-viewer__controls">
        <button type="button" className="icon-button" onClick={() => onStep(-1)} disabled={count < 2}>
          <ArrowLeftIcon title={t('page.dialog.previousPicture')} />
        </button>
        <p className="gallery-viewer__count figure" aria-live="polite" aria-atomic="true">
          {count ? `${current + 1} / ${count}` : '0 / 0'}
        </p>
        <button type="button" className="icon-button" onClick={() => onStep(1)} disabled={count < 2}>
          <ArrowRightIcon title={t('page.dialog.nextPicture')} />
        </button>
      </div>
    </div>
  );
}
