import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
