import { Button } from '@/components/ui/button';
import { DownloadIcon, TrashIcon } from '@/components/ui/icons';
import { fileNameOf, imageUrl } from '@/lib/media';
import { FileInput } from './file-input';
import { newImage, type ImageItem } from './image-item';
import { usePending } from './use-pending';

/**
 * One document slot (a listing's PDF brochure, its film): the stored file as a link, or the picked
 * file's name and size; replace and remove. A stored file is removed through the server (`onRemove`).
 */
export function DocumentPicker({
  label,
  name,
  value,
  onChange,
  onRemove,
  accept = 'application/pdf,.pdf',
  badge = 'PDF',
  hint,
  error,
  onDismissError,
}: {
  label: string;
  name: string;
  value: ImageItem | null;
  onChange: (item: ImageItem | null) => void;
  onRemove?: (item: ImageItem) => void | Promise<void>;
  accept?: string;
  /** What kind of file the slot holds, shown on its chip. */
  badge?: string;
  hint?: string;
  error?: string;
  /** Takes a refused upload's error away. */
  onDismissError?: () => void;
}) {
  const { pending, run } = usePending();
  const removing = value ? pending.has('doc') : false;
  return (
    <fieldset className="picker picker--document">
      <legend className="picker__legend">{label}</legend>
      <div className="picker__body">
        {value ? (
          <div className="document-chip">
            <span className="document-chip__badge" aria-hidden="true">
              {badge}
            </span>
            {value.kind === 'stored' ? (
              <a
                className="document-chip__name"
                href={imageUrl(value.path)}
                target="_blank"
                rel="noreferrer"
                title={fileNameOf(value.path)}
              >
                {fileNameOf(value.path)}
                <DownloadIcon aria-hidden="true" />
              </a>
            ) : (
              <span className="document-chip__name">
                {value.file.name}
                <span className="document-chip__size">
                  {Math.max(1, Math.round(value.file.size / 1024))} kB · not saved yet
                </span>
              </span>
            )}
            <Button
              variant="quiet"
              size="sm"
              icon={<TrashIcon />}
              busy={removing}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => run('doc', () => (onRemove ? onRemove(value) : onChange(null)))}
            >
              Remove
            </Button>
          </div>
        ) : (
          <p className="picker__empty">No {label.toLowerCase()} yet.</p>
        )}
        <FileInput
          name={name}
          label={`${label} file`}
          buttonText={value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          accept={accept}
          icon={<DownloadIcon />}
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
