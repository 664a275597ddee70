import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { FileInput } from './file-input';
import { imageKey, newImage, type ImageItem } from './image-item';
import { ImageThumb } from './image-thumb';
import { usePending } from './use-pending';

/** One image slot (featured image, portrait): a preview, replace and remove. */
export function ImagePicker({
  label,
  name,
  value,
  onChange,
  onRemove,
  error,
  onDismissError,
  hint,
}: {
  label: string;
  name: string;
  value: ImageItem | null;
  onChange: (item: ImageItem | null) => void;
  /** Removing a stored image goes through the server; resolves once it is gone (or not). */
  onRemove?: (item: ImageItem) => void | Promise<void>;
  error?: string;
  /** Takes a refused upload's error away. */
  onDismissError?: () => void;
  hint?: string;
}) {
  const { pending, run } = usePending();
  return (
    <fieldset className="picker">
      <legend className="picker__legend">{label}</legend>
      <div className="picker__body">
        {value ? (
          <ImageThumb
            item={value}
            label={label}
            size="lg"
            removing={pending.has(imageKey(value))}
            onRemove={() => run(imageKey(value), () => (onRemove ? onRemove(value) : onChange(null)))}
          />
        ) : (
          <p className="picker__empty">{ADMIN_MESSAGES.noImage}</p>
        )}
        <FileInput
          name={name}
          label={`${label} file`}
          buttonText={value ? 'Replace image' : 'Choose image'}
          onFiles={([file]) => file && onChange(newImage(file))}
          hint={hint}
          error={error}
          errorLabel={label}
          onDismissError={onDismissError}
        />
      </div>
    </fieldset>
  );
}
