import { useDraftPreview } from '~/lib/preview';

/**
 * The bar across the top of a draft preview (docs/decisions/0036): staff see at once that the page
 * is a draft only their link opens, and that its forms send nothing.
 */
export function PreviewBanner() {
  if (!useDraftPreview()) return null;
  return (
    <aside className="preview-banner" aria-label="Draft preview">
      <p className="preview-banner__inner">
        <strong className="preview-banner__badge">Draft preview</strong>
        <span className="preview-banner__text">Unpublished draft. Forms and favourites are off: nothing is sent.</span>
        <a className="preview-banner__link" href="/admin">
          Staff admin
        </a>
      </p>
    </aside>
  );
}
