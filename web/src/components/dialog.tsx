import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import dialogTexts from 'virtual:messages/en/page-dialog';
import { useT } from '~/lib/i18n/i18n';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown above the title, small capitals. */
  eyebrow?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Keys other than Escape, wherever the focus is inside (a gallery's arrows). */
  onKey?: (e: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, focus returns to what opened it. Rendered only while open.
 */
export function Dialog({ open, onClose, title, eyebrow, children, size = 'md', className, onKey }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A dialog is rendered only once opened, never by the server.
  const t = useT(dialogTexts, { later: true });
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>('[autofocus], input, select, textarea, button, a[href]')?.focus();
    }
    document.documentElement.classList.add('has-modal');
    return () => {
      document.documentElement.classList.remove('has-modal');
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    // A click on the backdrop is the pointer's way out; the keyboard's is Escape (cancel, below).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCloseRef.current();
        } else onKey?.(e);
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <div>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          </div>
          <button type="button" className="icon-button dialog__close" onClick={() => onCloseRef.current()}>
            <CloseIcon title={t('page.dialog.close')} />
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
