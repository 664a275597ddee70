import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { useT } from '~/lib/i18n/i18n';

/**
 * The listing bar under the hero. It becomes sticky when it reaches the top of the viewport (under
 * the site header) and unsticks once the hero's bottom is lower than the bar's height again; a
 * spacer of its height keeps the page from jumping.
 */
export function StickyBar({ heroRef, children }: { heroRef: RefObject<HTMLElement | null>; children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null);
  const t = useT(listingTexts);
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const bar = barRef.current;
    const hero = heroRef.current;
    if (!bar || !hero) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Under the header, and under a draft preview's bar when there is one (styles/preview.css).
      const style = getComputedStyle(document.body);
      const top =
        (parseFloat(style.getPropertyValue('--header-height')) || 0) +
        (parseFloat(style.getPropertyValue('--preview-bar')) || 0);
      const barHeight = bar.offsetHeight;
      const heroBottom = hero.getBoundingClientRect().bottom;
      setHeight(barHeight);
      setStuck((was) => (was ? heroBottom <= top + barHeight : heroBottom <= top));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [heroRef]);

  return (
    <>
      {stuck ? <div style={{ height }} aria-hidden="true" /> : null}
      <div
        ref={barRef}
        className={`listing-bar${stuck ? ' is-stuck' : ''}`}
        data-stuck={stuck || undefined}
        role="region"
        aria-label={t('listing.summary')}
      >
        <div className="container listing-bar__inner">{children}</div>
      </div>
    </>
  );
}
