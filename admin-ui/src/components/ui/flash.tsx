import type { FlashMessage } from '@/hooks/use-timed-message';

/**
 * A transient success or error message. Errors are alerts (announced at once), successes a
 * polite status. The live region is always rendered so screen readers pick up each new text.
 */
export function Flash({ message, className }: { message: FlashMessage | null; className?: string }) {
  const tone = message?.tone ?? 'info';
  return (
    <div className={['flash-region', className].filter(Boolean).join(' ')}>
      <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
        {message ? <p className={`flash flash--${tone}`}>{message.text}</p> : null}
      </div>
    </div>
  );
}

/** A message that belongs to the page's state (not found, failed to load): it stays. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'error' | 'empty'; children: React.ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {children}
    </div>
  );
}
