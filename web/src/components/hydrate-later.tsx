import { Component, Suspense, type ReactNode } from 'react';
import { hydratingInSlices, nextSlot } from '~/lib/hydration-slices';

/**
 * A boundary hydrated on its own: the server already rendered its content (the fallback is never
 * shown), and the browser hydrates the page section by section, yielding between them, instead of
 * in one long task that would block input. React does so for every Suspense boundary; on Preact
 * (the browser build, decision 0105) the section waits for a slot of its own (lib/hydration-slices).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{import.meta.env.PREACT ? <InItsSlot>{children}</InItsSlot> : children}</Suspense>;
}

/** Suspends once, during the page's first hydration, until the section's slot. */
class InItsSlot extends Component<{ children: ReactNode }> {
  private waited = false;

  override render() {
    if (!this.waited && hydratingInSlices()) {
      this.waited = true;
      throw nextSlot();
    }
    return this.props.children;
  }
}
