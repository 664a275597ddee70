import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { FileInput } from './file-input';
import { imageKey, newImage, type ImageItem } from './image-item';
import { ImageThumb } from './image-thumb';
import { blankSpaceRow, removeRowAt, type SpaceRowValue } from './rows';
import { patchRow, RowCardHead } from './row-card';
import { usePending } from './use-pending';

/**
 * Repeatable titled image sets (spaces, amenities, highlights): add a blank row, remove a row by
 * its position, pick images per row. Stored images are removed through the server first.
 */
export function SpaceRowsEditor({
  name,
  label,
  rowLabel,
  description,
  rows,
  onChange,
  onRemoveImage,
  resetToOne,
  errors = {},
}: {
  name: string;
  label: string;
  rowLabel: string;
  description?: string;
  rows: SpaceRowValue[];
  onChange: (rows: SpaceRowValue[]) => void;
  /** Called for a stored image; resolves once the server removed it (the row is updated by the caller). */
  onRemoveImage: (rowIndex: number, item: ImageItem) => void | Promise<void>;
  resetToOne: boolean;
  errors?: Record<string, string>;
}) {
  const { pending, run } = usePending();
  const update = (index: number, patch: Partial<SpaceRowValue>) => onChange(patchRow(rows, index, patch));

  return (
    <fieldset className="rows">
      <legend className="rows__legend">{label}</legend>
      {description ? <p className="rows__description">{description}</p> : null}
      {errors[name] && !Object.keys(errors).some((k) => k.startsWith(`${name}.`)) ? (
        <p className="field__error">{errors[name]}</p>
      ) : null}
      {rows.length === 0 ? <p className="rows__empty">No {label.toLowerCase()} yet.</p> : null}
      <ol className="rows__list">
        {rows.map((row, index) => {
          const position = index + 1;
          return (
            <li key={row.key} className="row-card">
              <RowCardHead
                name={name}
                index={index}
                label={rowLabel}
                title={row.title}
                onTitle={(title) => update(index, { title })}
                errors={errors}
                onRemove={() => onChange(removeRowAt(rows, index, blankSpaceRow, resetToOne))}
              />
              <div className="row-card__images">
                {row.images.length ? (
                  <ul className="thumb-grid thumb-grid--compact" aria-label={`${rowLabel} ${position} images`}>
                    {row.images.map((item) => (
                      <li key={imageKey(item)}>
                        <ImageThumb
                          item={item}
                          label={`${rowLabel} ${position} image`}
                          removing={pending.has(`${row.key}:${imageKey(item)}`)}
                          onRemove={() =>
                            run(`${row.key}:${imageKey(item)}`, () =>
                              item.kind === 'stored'
                                ? onRemoveImage(index, item)
                                : update(index, { images: row.images.filter((i) => i !== item) }),
                            )
                          }
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <FileInput
                  name={`${name}[${index}].images`}
                  label={`Add images to ${rowLabel.toLowerCase()} ${position}`}
                  buttonText="Add images"
                  multiple
                  onFiles={(files) => update(index, { images: [...row.images, ...files.map(newImage)] })}
                  error={errors[`${name}.${index}.images`]}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => onChange([...rows, blankSpaceRow()])}>
        Add {rowLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
