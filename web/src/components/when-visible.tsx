import { Suspense, type ReactNode } from 'react';
import { useNearScreen } from '~/hooks/use-near-screen';

/**
 * Renders its children (typically a lazy component) only once the place they go nears the
 * viewport: their code is fetched then, never for a visitor who does not scroll that far. The
 * server and the first paint show `fallback` in a box of `minHeight`, so nothing shifts when the
 * content arrives.
 */
export function WhenVisible({
  children,
  fallback,
  minHeight,
  rootMargin = '400px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  minHeight: string;
  rootMargin?: string;
}) {
  const [ref, visible] = useNearScreen<HTMLDivElement>(rootMargin);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
