import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks why a deal was lost before it moves to Lost; the reason is required and kept on the deal. */
export function LostReasonDialog({
  open,
  buyer,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  buyer: string;
  busy: boolean;
  /** Why the last try was refused, if it was. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  return (
    <Dialog
      open={open}
      title="Why was this deal lost?"
      description={`The reason stays on ${buyer}'s deal and counts in the reports.`}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={() => {
              setTouched(true);
              if (!missing) onConfirm(reason.trim());
            }}
          >
            Mark as lost
          </Button>
        </>
      }
    >
      {error ? (
        <p className="flash flash--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Reason
        </label>
        <textarea
          id={id}
          className="input"
          rows={3}
          maxLength={500}
          value={reason}
          data-autofocus
          aria-invalid={touched && missing}
          aria-describedby={touched && missing ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Bought elsewhere, budget changed, not reachable…"
        />
        {touched && missing ? (
          <p className="field__error" id={`${id}-error`}>
            Say why the deal was lost.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
