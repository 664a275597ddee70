import type { ReactNode } from 'react';
import { PREVIEW_FORMS_OFF, useDraftPreview } from '~/lib/preview';

/**
 * A form's controls on a draft preview: shown as visitors will see them, switched off (a disabled
 * fieldset: nothing can be typed, chosen or sent), under a note that says why. Elsewhere, the
 * controls as they are.
 */
export function PreviewInert({ children }: { children: ReactNode }) {
  const preview = useDraftPreview();
  if (!preview) return <>{children}</>;
  return (
    <>
      <p className="preview-note" role="note">
        {PREVIEW_FORMS_OFF}
      </p>
      <fieldset className="preview-inert" disabled>
        {children}
      </fieldset>
    </>
  );
}
