import { useId, useRef, type ReactNode } from 'react';
import { ImageIcon } from '@/components/ui/icons';
import { describedBy } from './field';

/**
 * A file picker that looks like a button but is a real, labelled file input (keyboard and
 * screen readers work as usual). It clears itself after each pick so the same file can be
 * picked again. A refused upload's error names the field by the form's own label ("Gallery
 * images: only JPEG…") and stays until the next pick or save, or until dismissed.
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
  errorLabel,
  onDismissError,
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
  /** The field's label in the form, which opens its error. */
  errorLabel?: string;
  /** Takes the error away (a Dismiss button beside it). */
  onDismissError?: () => void;
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
      {error ? (
        <div className="field__error upload-error" role="alert">
          <span id={`${id}-error`}>{labelled(error, errorLabel)}</span>
          {onDismissError ? (
            <button
              type="button"
              className="upload-error__dismiss"
              onClick={onDismissError}
              aria-label={`Dismiss the ${(errorLabel ?? label).toLowerCase()} error`}
            >
              Dismiss
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The error as shown: a server's reason without its field ("only JPEG…") follows the field's
 * label; a message that is a sentence of its own ("Choose at least one image") stands alone.
 */
function labelled(error: string, label?: string): string {
  return label && /^[a-z]/.test(error) ? `${label}: ${error}` : error;
}
