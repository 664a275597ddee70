import type { ComponentProps } from 'react';
import { Island } from '~/islands/island';
import { SectionHeading } from '../section-heading';
import { SpacesTabs } from './spaces-tabs';
import type { ImageTexts } from './picture-text';
import type { SpaceRow } from './types';

/** A headed section of tabbed image sets: a listing's spaces or amenities, an area's highlights. */
export function SpacesSection({
  className = 'section',
  eyebrow,
  title,
  headingId,
  label,
  rows,
  defaults = [],
  gallery,
  altPrefix,
  texts,
}: {
  className?: string;
  eyebrow: string;
  title: string;
  headingId: string;
  /** The tab list's name. */
  label: string;
  rows: SpaceRow[];
  defaults?: readonly string[];
  gallery: string[];
  altPrefix: string;
  texts?: ImageTexts;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} title={title} id={headingId} />
        <Island
          name="spaces-tabs"
          component={SpacesTabs}
          props={{ label, rows, defaults, gallery, altPrefix, texts } satisfies ComponentProps<typeof SpacesTabs>}
          hydrate="visible"
        />
      </div>
    </section>
  );
}
