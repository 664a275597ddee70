import type { ReactNode } from 'react';
import { Img } from './image';

/** The dark banner every page opens with (the header sits over it). */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  imageAlt = '',
  children,
  size = 'default',
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  image?: string | null;
  imageAlt?: string;
  children?: ReactNode;
  size?: 'default' | 'short';
  className?: string;
}) {
  return (
    <section
      className={['page-hero', size === 'short' ? 'page-hero--short' : '', image ? '' : 'page-hero--plain', className]
        .filter(Boolean)
        .join(' ')}
    >
      {image ? (
        <div className="page-hero__media">
          <Img src={image} alt={imageAlt} sizes="100vw" width={1920} height={1080} priority maxWidth={1920} />
        </div>
      ) : null}
      <div className="container">
        <div className="page-hero__content reveal">
          {eyebrow ? <p className="eyebrow eyebrow--light">{eyebrow}</p> : null}
          <h1 className="page-hero__title">{title}</h1>
          {lead ? <p className="page-hero__lead">{lead}</p> : null}
          {children ? <div className="page-hero__actions">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
