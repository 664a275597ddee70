import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyIcon, DownloadIcon } from '@/components/ui/icons';
import { useAccess } from '@/lib/access';

/** The codes as a text file: who they are for, how they work, one code a line. */
export function recoveryCodesText(codes: readonly string[], username: string): string {
  return [
    `Recovery codes for ${username}, staff area`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * New recovery codes, shown this once (the server keeps only their hashes): copy them or save
 * them as a text file, then Done. Each works once, in place of a code of the app.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { user } = useAccess();
  const titleId = useId();
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setSaid({ tone: 'success', text: 'The recovery codes are copied.' });
    } catch {
      setSaid({ tone: 'error', text: 'They could not be copied here: select them and copy them, or download them.' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([recoveryCodesText(codes, user.username)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${user.username}.txt`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setSaid({ tone: 'success', text: `Saved as recovery-codes-${user.username}.txt.` });
  };

  return (
    <section className="recovery-codes" aria-labelledby={titleId}>
      <h3 className="recovery-codes__title" id={titleId}>
        Your recovery codes
      </h3>
      <p className="recovery-codes__lede">
        If you lose your phone, each code signs you in once in place of a code from the app. Keep them somewhere safe,
        such as your password manager: they are shown only now.
      </p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {said ? (
        <p
          className={`flash flash--${said.tone} recovery-codes__said`}
          role={said.tone === 'error' ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      ) : null}
      <div className="recovery-codes__actions">
        <Button icon={<CopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button icon={<DownloadIcon />} onClick={download}>
          Download
        </Button>
        <Button variant="primary" className="recovery-codes__done" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
