import type { Blocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/dialog';

/** The question a form asks when the user navigates away with unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description="You have unsaved changes on this page. If you leave now they will be lost."
      confirmLabel="Leave page"
      cancelLabel="Stay on page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
