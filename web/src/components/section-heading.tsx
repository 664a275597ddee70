import type { ReactNode } from 'react';

export function SectionHeading({
  eyebrow,
  title,
  children,
  as: Tag = 'h2',
  align = 'start',
  id,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'start' | 'center';
  id?: string;
}) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Tag className="section-heading__title" id={id}>
        {title}
      </Tag>
      {children ? <div className="section-heading__lead">{children}</div> : null}
    </div>
  );
}
