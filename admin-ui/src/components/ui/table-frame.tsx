import { useId, type ReactNode } from 'react';

/**
 * The box every list's table sits in. From 1024 px up every column shows whole: the table fits
 * its box, growing more compact as the box narrows (styles: "table frame"). Below that a wide
 * table scrolls sideways inside this box, never the page; the box is a named region a keyboard
 * can focus, so it scrolls without a pointer too. It is also the containing block of what its
 * cells position (a visually hidden label), which would otherwise widen the page.
 */
export function TableFrame({
  caption,
  className,
  busy,
  children,
}: {
  /** The table's accessible name (its caption, shown to screen readers only). */
  caption: string;
  /** The table's own class beside `table` ("users-table"). */
  className?: string;
  /** Rows are on their way. */
  busy?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1): it takes focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `table ${className}` : 'table'} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
