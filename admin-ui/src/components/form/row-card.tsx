import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { TextField } from './field';

/** A repeatable row's head in the rows editors: its number, its title field and its Remove button. */
export function RowCardHead({
  name,
  index,
  label,
  title,
  onTitle,
  errors,
  onRemove,
}: {
  /** The list's field name ('spaces'): the title is `spaces[0].title`, its error `spaces.0.title`. */
  name: string;
  index: number;
  /** "Place": the title is "Place 1 title", the button "Remove place 1". */
  label: string;
  title: string;
  onTitle: (title: string) => void;
  errors: Record<string, string>;
  onRemove: () => void;
}) {
  const position = index + 1;
  return (
    <div className="row-card__head">
      <span className="row-card__index" aria-hidden="true">
        {String(position).padStart(2, '0')}
      </span>
      <TextField
        className="row-card__title"
        label={`${label} ${position} title`}
        name={`${name}[${index}].title`}
        value={title}
        onValueChange={onTitle}
        error={errors[`${name}.${index}.title`]}
      />
      <Button
        variant="quiet"
        size="sm"
        className="row-card__remove"
        icon={<TrashIcon />}
        onClick={onRemove}
        aria-label={`Remove ${label.toLowerCase()} ${position}`}
      >
        Remove
      </Button>
    </div>
  );
}

/** The rows with one of them changed. */
export const patchRow = <T,>(rows: readonly T[], index: number, patch: Partial<T>): T[] =>
  rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
