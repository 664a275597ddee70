import { type ReactNode, useId } from 'react';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { fileNameOf, imageUrl } from '@/lib/media';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="detail-list">{children}</dl>;
}

/** One fact of a read-only detail page; an empty value shows as a dash, not as nothing. */
export function DetailItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  // The value is labelled by its term: screen readers announce "Is Featured, Yes".
  const id = useId();
  return (
    <div className={`detail-item${wide ? ' detail-item--wide' : ''}`}>
      <dt id={id}>{label}</dt>
      <dd className={empty ? 'is-empty' : undefined} aria-labelledby={id}>
        {empty ? '—' : children}
      </dd>
    </div>
  );
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** Long text as paragraphs, keeping the author's line breaks. */
export function Prose({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="prose">
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </div>
  );
}

export function DetailImage({ path, alt }: { path: string | null; alt: string }) {
  if (!path) return <p className="picker__empty">{ADMIN_MESSAGES.noImage}</p>;
  return (
    <figure className="detail-image">
      <img src={imageUrl(path)} alt={alt} decoding="async" />
    </figure>
  );
}

export function DetailGallery({ images, label }: { images: readonly string[]; label: string }) {
  if (!images.length) return <p className="picker__empty">{ADMIN_MESSAGES.noImages}</p>;
  return (
    <ul className="detail-gallery" aria-label={label}>
      {images.map((path, i) => (
        <li key={`${path}-${i}`}>
          <img src={imageUrl(path)} alt={`${label} ${i + 1}: ${fileNameOf(path)}`} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

export function DetailSpaceRows({
  rows,
  label,
}: {
  rows: ReadonlyArray<{ title: string; images: string[] }>;
  label: string;
}) {
  if (!rows.length) return <p className="picker__empty">No {label.toLowerCase()} added.</p>;
  return (
    <ul className="detail-rows">
      {rows.map((row, i) => (
        <li key={i} className="detail-rows__item">
          <h3 className="detail-rows__title">{row.title || `Untitled ${i + 1}`}</h3>
          <DetailGallery images={row.images} label={row.title || `${label} ${i + 1}`} />
        </li>
      ))}
    </ul>
  );
}

export function DetailInAreaRows({
  rows,
}: {
  rows: ReadonlyArray<{ title: string; description: string; image: string | null }>;
}) {
  if (!rows.length) return <p className="picker__empty">No places added.</p>;
  return (
    <ul className="detail-places">
      {rows.map((row, i) => (
        <li key={i} className="detail-places__item">
          {row.image ? (
            <img src={imageUrl(row.image)} alt={row.title || `Place ${i + 1}`} loading="lazy" decoding="async" />
          ) : (
            <span className="detail-places__noimage">{ADMIN_MESSAGES.noImage}</span>
          )}
          <div>
            <h3 className="detail-rows__title">{row.title || `Untitled ${i + 1}`}</h3>
            {row.description ? <p>{row.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}
