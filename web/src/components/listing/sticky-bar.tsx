import { useEffect, useId, type ReactNode } from 'react';
import listingTexts from 'virtual:messages/en/listing';
import { Island } from '~/islands/island';
import { useT } from '~/lib/i18n/i18n';

/**
 * The listing bar under the hero. It becomes sticky when it reaches the top of the viewport (under
 * the site header) and unsticks once the hero's bottom is lower than the bar's height again; a
 * spacer of its height keeps the page from jumping. The bar is the server's markup; what makes it
 * stick is an island of its own (the same on a page the router hydrates), so its content (the
 * price, the enquiry button) hydrates apart.
 */
export function StickyBar({ heroId, children }: { heroId: string; children: ReactNode }) {
  const t = useT(listingTexts);
  const barId = useId();
  return (
    <>
      <div id={`${barId}spacer`} hidden aria-hidden="true" />
      <div id={barId} className="listing-bar" role="region" aria-label={t('listing.summary')}>
        <div className="container listing-bar__inner">{children}</div>
      </div>
      <Island name="sticky-bar" component={StickyBarBehaviour} props={{ barId, heroId }} />
    </>
  );
}

/** Sticks the bar (by its id) once the hero (by its id) has scrolled under the header. */
export function StickyBarBehaviour({ barId, heroId }: { barId: string; heroId: string }) {
  useEffect(() => {
    const bar = document.getElementById(barId);
    const spacer = document.getElementById(`${barId}spacer`);
    const hero = document.getElementById(heroId);
    if (!bar || !spacer || !hero) return;
    let frame = 0;
    let stuck = false;
    const measure = () => {
      frame = 0;
      // Under the header, and under a draft preview's bar when there is one (styles/preview.css).
      const style = getComputedStyle(document.body);
      const top =
        (parseFloat(style.getPropertyValue('--header-height')) || 0) +
        (parseFloat(style.getPropertyValue('--preview-bar')) || 0);
      const barHeight = bar.offsetHeight;
      const heroBottom = hero.getBoundingClientRect().bottom;
      stuck = stuck ? heroBottom <= top + barHeight : heroBottom <= top;
      spacer.hidden = !stuck;
      spacer.style.height = `${barHeight}px`;
      bar.classList.toggle('is-stuck', stuck);
      if (stuck) bar.dataset.stuck = 'true';
      else delete bar.dataset.stuck;
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
  }, [barId, heroId]);
  return null;
}
