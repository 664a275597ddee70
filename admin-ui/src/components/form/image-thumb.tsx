import { useState } from 'react';
import { imageUrl, fileNameOf } from '@/lib/media';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { DescribeImageDialog } from './describe-image-dialog';
import type { ImageItem } from './image-item';
import { useImageTexts } from './image-texts';
import { useObjectUrl } from './use-object-url';

/**
 * One image of a picker: its preview, whether it is new, and a remove button; on a listing form a
 * stored picture also has a Describe button, and a mark while it has no alternative text.
 */
export function ImageThumb({
  item,
  label,
  onRemove,
  removing = false,
  size = 'md',
  cover = false,
}: {
  item: ImageItem;
  /** What the image is, for the alt text and the remove button's name. */
  label: string;
  onRemove?: () => void;
  removing?: boolean;
  size?: 'md' | 'lg';
  /** The gallery image that is the listing's cover. */
  cover?: boolean;
}) {
  const preview = useObjectUrl(item.kind === 'new' ? item.file : null);
  const src = item.kind === 'stored' ? imageUrl(item.path) : preview;
  const name = item.kind === 'stored' ? fileNameOf(item.path) : item.file.name;
  // A file the browser cannot draw (not an image, or damaged) says so instead of its alt text.
  const [broken, setBroken] = useState<string | undefined>();
  const texts = useImageTexts();
  const [describing, setDescribing] = useState(false);
  const describable = texts && item.kind === 'stored' ? item.path : null;
  const noAlt = describable !== null && !texts?.textOf(describable)?.alt;
  return (
    <figure className={`thumb thumb--${size}${removing ? ' thumb--busy' : ''}`}>
      <div className="thumb__frame">
        {src && broken === src ? (
          <span className="thumb__broken">No preview: not a picture the browser can show</span>
        ) : src ? (
          <img src={src} alt={`${label}: ${name}`} loading="lazy" decoding="async" onError={() => setBroken(src)} />
        ) : null}
        {item.kind === 'new' || cover || noAlt ? (
          <span className="thumb__badges">
            {cover ? <span className="thumb__badge thumb__badge--cover">Cover</span> : null}
            {item.kind === 'new' ? <span className="thumb__badge">New</span> : null}
            {noAlt ? (
              <span className="thumb__badge thumb__badge--no-alt" title="No alternative text yet">
                No alt text
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <figcaption className="thumb__caption" title={name}>
        {name}
      </figcaption>
      {describable !== null ? (
        <Button
          variant="quiet"
          size="sm"
          className="thumb__describe"
          onClick={() => setDescribing(true)}
          aria-label={`Describe ${label.toLowerCase()} ${name}`}
          aria-haspopup="dialog"
        >
          Describe
        </Button>
      ) : null}
      {describing && describable !== null && texts ? (
        <DescribeImageDialog
          path={describable}
          name={name}
          text={texts.textOf(describable)}
          onSaved={(text) => texts.saved(describable, text)}
          onClose={() => setDescribing(false)}
        />
      ) : null}
      {onRemove ? (
        <Button
          variant="quiet"
          size="sm"
          className="thumb__remove"
          onClick={onRemove}
          busy={removing}
          aria-label={`Remove ${label.toLowerCase()} ${name}`}
          icon={<CloseIcon />}
        >
          Remove
        </Button>
      ) : null}
    </figure>
  );
}
