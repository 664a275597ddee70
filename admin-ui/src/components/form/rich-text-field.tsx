import { lazy, Suspense, useId } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';

// TinyMCE is large: it loads only when a form with an article opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const PASTE_HINT = 'Paste text and pictures freely: pasted pictures are stored with the post.';

/** An article's HTML: a labelled rich-text editor (height 400, menu bar hidden). */
export function RichTextField({
  label,
  value,
  onChange,
  onNormalize,
  error,
  hint = PASTE_HINT,
  lang,
  dir,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onNormalize: (html: string) => void;
  error?: string;
  hint?: string;
  /** The language the article is written in (a translation's), and its direction. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="editor-frame">
        <ErrorBoundary
          fallback={() => (
            <div className="editor-loading" role="alert">
              <p>The editor could not be loaded. Check the connection, then reload the page.</p>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => window.location.reload()}>
                Reload the page
              </button>
            </div>
          )}
        >
          <Suspense
            fallback={
              <div className="editor-loading" role="status">
                Loading the editor…
              </div>
            }
          >
            <RichTextEditor
              id={`${id}-editor`}
              value={value}
              onChange={onChange}
              onNormalize={onNormalize}
              labelledBy={labelId}
              lang={lang}
              dir={dir}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
      <p className="field__hint">{hint}</p>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
