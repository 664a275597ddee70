import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { FileInput } from './file-input';
import { TextAreaField } from './field';
import { imageKey, newImage, type ImageItem } from './image-item';
import { ImageThumb } from './image-thumb';
import { blankInAreaRow, removeRowAt, type InAreaRowValue } from './rows';
import { patchRow, RowCardHead } from './row-card';
import { usePending } from './use-pending';

/** Repeatable nearby places (title, description, one image). */
export function InAreaRowsEditor({
  name,
  label,
  rows,
  onChange,
  onRemoveImage,
  resetToOne,
  errors = {},
}: {
  name: string;
  label: string;
  rows: InAreaRowValue[];
  onChange: (rows: InAreaRowValue[]) => void;
  onRemoveImage: (rowIndex: number, item: ImageItem) => void | Promise<void>;
  resetToOne: boolean;
  errors?: Record<string, string>;
}) {
  const { pending, run } = usePending();
  const update = (index: number, patch: Partial<InAreaRowValue>) => onChange(patchRow(rows, index, patch));

  return (
    <fieldset className="rows">
      <legend className="rows__legend">{label}</legend>
      {rows.length === 0 ? <p className="rows__empty">No places yet.</p> : null}
      <ol className="rows__list">
        {rows.map((row, index) => {
          const position = index + 1;
          const image = row.image;
          return (
            <li key={row.key} className="row-card">
              <RowCardHead
                name={name}
                index={index}
                label="Place"
                title={row.title}
                onTitle={(title) => update(index, { title })}
                errors={errors}
                onRemove={() => onChange(removeRowAt(rows, index, blankInAreaRow, resetToOne))}
              />
              <div className="row-card__split">
                <TextAreaField
                  label={`Place ${position} description`}
                  name={`${name}[${index}].description`}
                  value={row.description}
                  rows={3}
                  onValueChange={(description) => update(index, { description })}
                  error={errors[`${name}.${index}.description`]}
                />
                <div className="row-card__single-image">
                  {image ? (
                    <ImageThumb
                      item={image}
                      label={`Place ${position} image`}
                      removing={pending.has(`${row.key}:${imageKey(image)}`)}
                      onRemove={() =>
                        run(`${row.key}:${imageKey(image)}`, () =>
                          image.kind === 'stored' ? onRemoveImage(index, image) : update(index, { image: null }),
                        )
                      }
                    />
                  ) : (
                    <p className="picker__empty">{ADMIN_MESSAGES.noImage}</p>
                  )}
                  <FileInput
                    name={`${name}[${index}].image`}
                    label={`Place ${position} image`}
                    buttonText={image ? 'Replace image' : 'Choose image'}
                    onFiles={([file]) => file && update(index, { image: newImage(file) })}
                    error={errors[`${name}.${index}.image`]}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => onChange([...rows, blankInAreaRow()])}>
        Add place
      </Button>
    </fieldset>
  );
}
