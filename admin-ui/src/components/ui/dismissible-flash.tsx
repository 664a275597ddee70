import type { FlashMessage } from '@/hooks/use-timed-message';
import { CloseIcon } from './icons';

/**
 * A page's answer to an action that stays until the user dismisses it or the next answer replaces
 * it: a success is a polite status, an error an alert. Both live regions are always rendered, so
 * screen readers announce each new text, whichever tone it has.
 */
export function DismissibleFlash({ message, onDismiss }: { message: FlashMessage | null; onDismiss: () => void }) {
  const shown = (tone: 'error' | 'other') =>
    message && (message.tone === 'error') === (tone === 'error') ? (
      <div className={`flash flash--${message.tone} flash--dismissible`}>
        <span>{message.text}</span>
        <button type="button" className="flash__dismiss" onClick={onDismiss} aria-label="Dismiss the message">
          <CloseIcon />
        </button>
      </div>
    ) : null;
  return (
    <div className="flash-region">
      <div role="status" aria-live="polite">
        {shown('other')}
      </div>
      <div role="alert" aria-live="assertive">
        {shown('error')}
      </div>
    </div>
  );
}
