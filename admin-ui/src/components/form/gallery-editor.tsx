import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, GripIcon, StarIcon, UndoIcon } from '@/components/ui/icons';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { fileNameOf } from '@/lib/media';
import { AddImagesInput } from './gallery-picker';
import { imageKey, keptImages, sameImage, type ImageItem } from './image-item';
import { ImageThumb } from './image-thumb';

type Action = 'earlier' | 'later' | 'remove' | 'undo' | 'confirm';

/**
 * A listing's gallery (or floor plans) as staff arrange it: images in the order the site shows
 * them, moved by dragging or with the Move earlier / Move later buttons (keyboard), one of them
 * made the cover (the featured image) when the form has one, and removed after a question. A
 * removal is only marked: the image stays, dimmed, with Undo, and leaves the listing when the
 * form is saved (the form removes it through the server then), never at once on the live site.
 */
export function GalleryEditor({
  label,
  itemLabel,
  name,
  value,
  onChange,
  cover,
  error,
  onDismissError,
  hint,
}: {
  /** "Gallery images": the legend, and what the error names. */
  label: string;
  /** "Gallery image": one image, in every button's name ("Remove gallery image view.jpg"). */
  itemLabel: string;
  name: string;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  /** The form's cover slot: which image it holds, and how to put another there. */
  cover?: { value: ImageItem | null; onSet: (item: ImageItem) => void };
  error?: string;
  onDismissError?: () => void;
  hint?: string;
}) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // After a move or a removal the same image's control keeps the focus (its button may have changed).
  const [focus, setFocus] = useState<{ key: string; action: Action } | null>(null);

  useEffect(() => {
    if (!focus || !list.current) return;
    const item = [...list.current.querySelectorAll<HTMLElement>('[data-image]')].find(
      (el) => el.dataset.image === focus.key,
    );
    const target =
      item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    target?.focus();
    setFocus(null);
  }, [focus]);

  const nameOf = (item: ImageItem) => (item.kind === 'stored' ? fileNameOf(item.path) : item.file.name);
  const title = (item: ImageItem) => `${itemLabel.toLowerCase()} ${nameOf(item)}`;
  const kept = keptImages(value).length;

  const move = (from: number, to: number, action?: Action) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setAnnouncement(`${sentence(title(item!))} moved to position ${to + 1} of ${value.length}.`);
    if (action) setFocus({ key: imageKey(item!), action });
  };

  const mark = (item: ImageItem, removed: boolean) => {
    onChange(value.map((i) => (i === item ? { ...i, removed } : i)));
    setConfirming(null);
    setAnnouncement(
      removed ? `${sentence(title(item))} will be removed when you save.` : `${sentence(title(item))} is kept.`,
    );
    setFocus({ key: imageKey(item), action: removed ? 'undo' : 'remove' });
  };

  return (
    <fieldset className="picker gallery-editor">
      <legend className="picker__legend">
        {label}
        {kept ? <span className="picker__count"> · {kept}</span> : null}
      </legend>
      {value.length ? (
        <>
          <p className="gallery-editor__help">
            Drag to reorder, or use the arrows. {cover ? 'The star makes an image the cover.' : ''}
          </p>
          <ul className="thumb-grid gallery-editor__list" aria-label={label} ref={list}>
            {value.map((item, index) => {
              const key = imageKey(item);
              const isCover = !item.removed && sameImage(cover?.value ?? null, item);
              return (
                <li
                  key={key}
                  data-image={key}
                  className={[
                    'gallery-editor__item',
                    item.removed ? 'is-removed' : '',
                    dragged === key ? 'is-dragged' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  draggable={!item.removed}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', key);
                    setDragged(key);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => {
                    if (dragged) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    const from = value.findIndex((i) => imageKey(i) === dragged);
                    if (from >= 0) move(from, index);
                    setDragged(null);
                  }}
                >
                  <ImageThumb item={item} label={itemLabel} cover={isCover} />
                  {item.removed ? (
                    <div className="gallery-editor__state">
                      <p>Removed when you save.</p>
                      <Button
                        variant="quiet"
                        size="sm"
                        icon={<UndoIcon />}
                        data-action="undo"
                        aria-label={`Undo removing ${title(item)}`}
                        onClick={() => mark(item, false)}
                      >
                        Undo
                      </Button>
                    </div>
                  ) : confirming === key ? (
                    <div className="gallery-editor__state" role="group" aria-label={`Remove ${title(item)}?`}>
                      <p>Remove this image?</p>
                      <div className="gallery-editor__confirm">
                        <Button
                          variant="danger"
                          size="sm"
                          data-action="confirm"
                          aria-label={`Yes, remove ${title(item)}`}
                          onClick={() => mark(item, true)}
                        >
                          Remove
                        </Button>
                        <Button
                          variant="quiet"
                          size="sm"
                          aria-label={`Keep ${title(item)}`}
                          onClick={() => {
                            setConfirming(null);
                            setFocus({ key, action: 'remove' });
                          }}
                        >
                          Keep
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="gallery-editor__tools">
                      <span className="gallery-editor__grip" aria-hidden="true" title="Drag to reorder">
                        <GripIcon />
                      </span>
                      <ToolButton
                        action="earlier"
                        label={`Move ${title(item)} earlier`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1, 'earlier')}
                      >
                        <ArrowLeftIcon />
                      </ToolButton>
                      <ToolButton
                        action="later"
                        label={`Move ${title(item)} later`}
                        disabled={index === value.length - 1}
                        onClick={() => move(index, index + 1, 'later')}
                      >
                        <ArrowRightIcon />
                      </ToolButton>
                      {cover ? (
                        <ToolButton
                          label={isCover ? `${sentence(title(item))} is the cover` : `Make ${title(item)} the cover`}
                          pressed={isCover}
                          onClick={() => {
                            cover.onSet(item);
                            setAnnouncement(`${sentence(title(item))} is now the cover.`);
                          }}
                        >
                          <StarIcon />
                        </ToolButton>
                      ) : null}
                      <ToolButton
                        action="remove"
                        label={`Remove ${title(item)}`}
                        danger
                        onClick={() => {
                          setConfirming(key);
                          setFocus({ key, action: 'confirm' });
                        }}
                      >
                        <CloseIcon />
                      </ToolButton>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="picker__empty">{ADMIN_MESSAGES.noImages}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <AddImagesInput {...{ label, name, value, onChange, hint, error, onDismissError }} />
    </fieldset>
  );
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A square icon button of an image's toolbar, named for screen readers and shown as a tooltip. */
function ToolButton({
  action,
  label,
  onClick,
  disabled,
  pressed,
  danger,
  children,
}: {
  action?: Action;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={['gallery-editor__tool', danger ? 'gallery-editor__tool--danger' : ''].filter(Boolean).join(' ')}
      data-action={action}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
