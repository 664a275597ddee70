import { useState } from 'react';
import { Link } from 'react-router';
import { imageUrl, thumbnailUrl } from '@/lib/media';

/** The View Details and Edit links of a table row; the row's title names them for screen readers. */
export function RowActions({ view, edit, title }: { view: string; edit: string; title: string }) {
  return (
    <div className="row-actions">
      <Link to={view} className="row-actions__link" aria-label={`View Details: ${title}`}>
        View Details
      </Link>
      <Link to={edit} className="row-actions__link row-actions__link--edit" aria-label={`Edit: ${title}`}>
        Edit
      </Link>
    </div>
  );
}

/**
 * A small picture beside a row's title: the CMS's 245 px copy when it made one (only for wider
 * originals), else the original.
 */
export function RowThumb({ path }: { path: string | null | undefined }) {
  const [fallback, setFallback] = useState(false);
  if (!path) return <span className="row-thumb row-thumb--empty" aria-hidden="true" />;
  return (
    <img
      className="row-thumb"
      src={fallback ? imageUrl(path) : thumbnailUrl(path)}
      onError={() => setFallback(true)}
      alt=""
      loading="lazy"
      decoding="async"
      width={56}
      height={42}
    />
  );
}
