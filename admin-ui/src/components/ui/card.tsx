import { useId, type ReactNode } from 'react';

/** A titled panel grouping related fields or facts. */
export function Card({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <div className="card__head">
          <div>
            {title ? (
              <Heading className="card__title" id={titleId}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className="card__description">{description}</p> : null}
          </div>
          {actions ? <div className="card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="card__body">{children}</div>
    </section>
  );
}
