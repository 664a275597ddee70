import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <h3 className="empty-state__title">{title}</h3>
      {children}
    </div>
  );
}

/** A load that failed: not an empty result, so it says so and offers Retry (busy while `retrying`). */
export function LoadFailed({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <EmptyState title={title}>
      <p>Please check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </EmptyState>
  );
}
