import { Suspense, type ReactNode } from 'react';

/**
 * A boundary React hydrates on its own: the server already rendered its content (the fallback is
 * never shown), and the browser hydrates the page section by section, yielding between them,
 * instead of in one long task that would block input.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
