import type { ReactNode } from 'react';
import { useT } from '~/lib/i18n/i18n';

/**
 * What a section shows when it has nothing to show. Its title is a heading of `level`: 3 inside a
 * section with its own h2 (the default), 2 where it stands right under the page's h1.
 */
export function EmptyState({ title, level = 3, children }: { title: string; level?: 2 | 3; children?: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state" role="status">
      <Heading className="empty-state__title">{title}</Heading>
      {children}
    </div>
  );
}

/** A load that failed: not an empty result, so it says so and offers Retry (busy while `retrying`). */
export function LoadFailed({
  title,
  level,
  onRetry,
  retrying = false,
}: {
  title: string;
  level?: 2 | 3;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <EmptyState title={title} level={level}>
      <p>{t('loadFailed.hint')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('loadFailed.retrying') : t('loadFailed.retry')}
      </button>
    </EmptyState>
  );
}
