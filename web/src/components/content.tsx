import type { ReactNode } from 'react';
import { Link } from 'react-router';
import contactTexts from 'virtual:messages/en/page-contact';
import { useT, type MessageId, type Translate } from '~/lib/i18n/i18n';
import { Island } from '~/islands/island';
import { EnquireButton } from './enquire-button';
import { SectionHeading } from './section-heading';

/**
 * "Contact Our Team": opens the enquiry popup, with the page's subject. An island of its own (the
 * enquiry button's), so a page of text served as islands loads no other script for it.
 */
export function ContactTeamButton({
  subject,
  tone = 'dark',
  label,
}: {
  subject?: string;
  tone?: 'dark' | 'light';
  label?: string;
}) {
  const t = useT(contactTexts);
  return (
    <Island
      name="enquire-button"
      component={EnquireButton}
      props={{
        label: label ?? t('page.contact.team'),
        className: `button ${tone === 'light' ? 'button--light' : 'button--solid'}`,
        ...(subject ? { subject } : {}),
      }}
      hydrate="visible"
    />
  );
}

/**
 * Titled items of a page's catalogue part (`<prefix>1.title`, `<prefix>1.body`...), for a
 * numbered list or a grid.
 */
export function catalogueItems(t: Translate, prefix: string, count: number, params?: Record<string, string>) {
  return Array.from({ length: count }, (_, i) => ({
    title: t(`${prefix}${i + 1}.title` as MessageId, params),
    body: t(`${prefix}${i + 1}.body` as MessageId, params),
  }));
}

/** A numbered list of steps or tips, each with a title and its explanation. */
export function NumberedList({
  items,
  className,
}: {
  items: { title: string; body: ReactNode }[];
  className?: string;
}) {
  return (
    <ol className={['numbered', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <li key={item.title} className="numbered__item">
          <span className="numbered__index" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className="numbered__title">{item.title}</h3>
            <div className="numbered__body">{item.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Blocks of a title and a paragraph in a grid (services, advantages, benefits). */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: { title: string; body: ReactNode }[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`feature-grid feature-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="feature-grid__item">
          <h3 className="feature-grid__title">{item.title}</h3>
          <div className="feature-grid__body">{item.body}</div>
        </li>
      ))}
    </ul>
  );
}

/** The dark block that closes a page: a line and its actions. */
export function ClosingBlock({ title, children, eyebrow }: { title: string; eyebrow?: string; children: ReactNode }) {
  return (
    <section className="closing-block">
      <div className="container closing-block__inner">
        <div>
          {eyebrow ? <p className="eyebrow eyebrow--light">{eyebrow}</p> : null}
          <h2 className="closing-block__title">{title}</h2>
        </div>
        <div className="closing-block__actions">{children}</div>
      </div>
    </section>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-link">
      {children}
    </Link>
  );
}

/**
 * A headed section of a static page: the heading (with its lead, `note`) and what follows it,
 * beside it in two columns when `split`; `tone` tints the band.
 */
export function ContentSection({
  eyebrow,
  title,
  id,
  note,
  tone,
  split = false,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The heading's id, which names the section. */
  id?: string;
  note?: ReactNode;
  tone?: 'paper' | 'sand' | 'night';
  split?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={id}>
      <div className={split ? 'container content-split' : 'container'}>
        <SectionHeading eyebrow={eyebrow} title={title} id={id}>
          {note}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
