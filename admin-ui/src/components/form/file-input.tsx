import { useId, useRef, type ReactNode } from 'react';
import { ImageIcon } from '@/components/ui/icons';
import { describedBy, FieldError } from './field';

/**
 * A file picker that looks like a button but is a real, labelled file input (keyboard and
 * screen readers work as usual). It clears itself after each pick so the same file can be
 * picked again.
 */
export function FileInput({
  label,
  buttonText,
  multiple = false,
  accept = 'image/*',
  onFiles,
  hint,
  error,
  name,
  icon = <ImageIcon />,
}: {
  label: string;
  buttonText: string;
  multiple?: boolean;
  accept?: string;
  onFiles: (files: File[]) => void;
  hint?: string;
  error?: string;
  name: string;
  icon?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={['file-input', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        className="file-input__control"
        aria-label={label}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length) onFiles(files);
          if (input.current) input.current.value = '';
        }}
      />
      <label htmlFor={id} className="btn btn--secondary btn--sm file-input__button">
        {icon}
        <span>{buttonText}</span>
      </label>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
