import type { ReactNode } from 'react';
import { Flash } from '@/components/ui/flash';
import type { FlashMessage } from '@/hooks/use-timed-message';

/**
 * The save bar at the bottom of a form: the outcome message beside the buttons, always in view,
 * under a standing note when the form has one (what a save does for this member's role).
 */
export function FormFooter({
  message,
  children,
  dirty,
  note,
}: {
  message: FlashMessage | null;
  children: ReactNode;
  dirty?: boolean;
  note?: string;
}) {
  return (
    <div className="form-footer">
      <div className="form-footer__status">
        {note ? <p className="form-footer__note">{note}</p> : null}
        <Flash message={message} />
        {!message && dirty ? <p className="form-footer__dirty">Unsaved changes</p> : null}
      </div>
      <div className="form-footer__actions">{children}</div>
    </div>
  );
}
