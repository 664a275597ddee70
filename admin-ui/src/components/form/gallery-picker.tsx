import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { FileInput } from './file-input';
import { imageKey, newImage, type ImageItem } from './image-item';
import { ImageThumb } from './image-thumb';
import { usePending } from './use-pending';

/** A list of images: stored ones first, newly picked ones after, each removable. */
export function GalleryPicker({
  label,
  name,
  value,
  onChange,
  onRemove,
  error,
  onDismissError,
  hint,
  imageLabel = 'Gallery image',
}: {
  label: string;
  name: string;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  onRemove: (item: ImageItem) => void | Promise<void>;
  error?: string;
  /** Takes a refused upload's error away. */
  onDismissError?: () => void;
  hint?: string;
  imageLabel?: string;
}) {
  const { pending, run } = usePending();
  return (
    <fieldset className="picker">
      <legend className="picker__legend">
        {label}
        {value.length ? <span className="picker__count"> · {value.length}</span> : null}
      </legend>
      {value.length ? (
        <ul className="thumb-grid" aria-label={label}>
          {value.map((item) => (
            <li key={imageKey(item)}>
              <ImageThumb
                item={item}
                label={imageLabel}
                removing={pending.has(imageKey(item))}
                onRemove={() => run(imageKey(item), () => onRemove(item))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="picker__empty">{ADMIN_MESSAGES.noImages}</p>
      )}
      <AddImagesInput {...{ label, name, value, onChange, hint, error, onDismissError }} />
    </fieldset>
  );
}

/** The picker of a list of images: the files chosen join the list after its images. */
export function AddImagesInput({
  label,
  name,
  value,
  onChange,
  hint,
  error,
  onDismissError,
}: {
  label: string;
  name: string;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  hint?: string;
  error?: string;
  onDismissError?: () => void;
}) {
  return (
    <FileInput
      name={name}
      label={`Add ${label.toLowerCase()}`}
      buttonText="Add images"
      multiple
      onFiles={(files) => onChange([...value, ...files.map(newImage)])}
      hint={hint}
      error={error}
      errorLabel={label}
      onDismissError={onDismissError}
    />
  );
}
