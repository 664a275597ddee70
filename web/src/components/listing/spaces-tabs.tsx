import type { SpaceRow } from './types';
import { useState } from 'react';
import { Carousel } from '../carousel';
import { Img } from '../image';
import { Tabs } from '../tabs';
import type { ImageTexts } from './picture-text';
import { staffEnglish } from '~/lib/i18n/content';
import { useLocale } from '~/lib/i18n/i18n';

/**
 * Tabbed image sets ('View spaces', 'Explore amenities', an area's highlights). The listing's own
 * rows replace the default tabs; without rows, the default tabs show the gallery, one picture
 * each. Tabs without pictures are left out, and so is the section when none remain.
 */
export function SpacesTabs({
  label,
  rows,
  defaults,
  gallery,
  altPrefix,
  texts,
}: {
  label: string;
  rows: SpaceRow[];
  defaults: readonly string[];
  gallery: string[];
  altPrefix: string;
  /** What staff wrote of each picture, by path: their alt text replaces the one made here. */
  texts?: ImageTexts;
}) {
  const [selected, setSelected] = useState(0);
  // The rooms are named in English (staff's, or the spec's default tabs): marked so on other languages' pages.
  const english = staffEnglish(useLocale());
  const tabs = (
    rows.length ? rows : defaults.map((title, i) => ({ title, images: gallery[i] ? [gallery[i]] : [] }))
  ).filter((r) => r.images.length > 0);
  if (tabs.length === 0) return null;
  const current = tabs[Math.min(selected, tabs.length - 1)]!;
  return (
    <Tabs
      label={label}
      tabs={tabs.map((t) => t.title || 'Untitled')}
      selected={selected}
      onSelect={setSelected}
      tabLanguage={english}
    >
      <Carousel
        key={current.title + selected}
        label={`${current.title} pictures`}
        perView={{ base: 1 }}
        controls="overlay"
      >
        {current.images.map((src, i) => (
          <div key={src + i} className="spaces__slide">
            <Img
              src={src}
              alt={
                texts?.[src]?.alt || `${altPrefix}: ${current.title}${current.images.length > 1 ? ` (${i + 1})` : ''}`
              }
              sizes="(min-width: 1320px) 1320px, 100vw"
              width={1920}
              height={823}
            />
          </div>
        ))}
      </Carousel>
    </Tabs>
  );
}
