import { CloseIcon } from './icons';

/** A refusal that stays until the next attempt replaces it or the user dismisses it. */
export function DismissibleError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="flash flash--error flash--dismissible" role="alert">
      <span>{message}</span>
      <button type="button" className="flash__dismiss" onClick={onDismiss} aria-label="Dismiss the message">
        <CloseIcon />
      </button>
    </div>
  );
}
