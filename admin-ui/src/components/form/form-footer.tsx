import type { ReactNode } from 'react';
import { Flash } from '@/components/ui/flash';
import type { FlashMessage } from '@/hooks/use-timed-message';

/** The save bar at the bottom of a form: the outcome message beside the buttons, always in view. */
export function FormFooter({
  message,
  children,
  dirty,
}: {
  message: FlashMessage | null;
  children: ReactNode;
  dirty?: boolean;
}) {
  return (
    <div className="form-footer">
      <div className="form-footer__status">
        <Flash message={message} />
        {!message && dirty ? <p className="form-footer__dirty">Unsaved changes</p> : null}
      </div>
      <div className="form-footer__actions">{children}</div>
    </div>
  );
}
