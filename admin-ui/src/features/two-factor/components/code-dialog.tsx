import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { OneTimeCodeField } from '@/components/form/one-time-code-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Asks for a current code before a change of two-factor sign-in (new recovery codes, turning it
 * off): the code field takes the focus; the server's refusal of the code shows at the field, any
 * other refusal under it. Opening it again starts with an empty field.
 */
export function CodeDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  busy,
  codeError,
  failure,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** The server's word on the code itself (a wrong code). */
  codeError?: string;
  /** Any other refusal (too many codes, a rule of the agency). */
  failure?: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  // The code last sent: the server's word on it shows until the code is changed.
  const [sent, setSent] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setCode('');
      setMissing(false);
      setSent(null);
    }
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setSent(code);
    onSubmit(code.trim());
  };

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={tone} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="code-dialog__form" noValidate onSubmit={submit}>
        <OneTimeCodeField
          name="code"
          value={code}
          onValueChange={(value) => {
            setCode(value);
            setMissing(false);
          }}
          required
          data-autofocus
          error={missing ? 'Enter the code the app shows' : code === sent ? codeError : undefined}
          hint="The six digits your authenticator app shows now, or one of your recovery codes."
        />
        {failure ? (
          <p className="flash flash--error dialog__error" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
