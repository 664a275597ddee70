import { act, waitFor } from '@testing-library/react';

/**
 * An IntersectionObserver for tests: what it observes comes into view when the test says so
 * (`scrollIntoView()`), or at once with `stubInView({ immediately: true })`. Undo with
 * vi.unstubAllGlobals().
 */
export function stubInView({ immediately = false } = {}) {
  const observers = new Set<{ cb: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }>();
  const fire = (o: { cb: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }) =>
    o.cb(
      o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      o.self,
    );
  class InView {
    private readonly entry;
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, targets: [] as Element[], self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
      if (immediately) fire({ ...this.entry, targets: [target] });
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InView);
  /** Resolves once the component under test has rendered and observes something. */
  const observed = () => waitFor(() => expect([...observers].some((o) => o.targets.length)).toBe(true));
  return {
    observed,
    /** What is observed comes into view. */
    scrollIntoView: async () => {
      await observed();
      act(() => observers.forEach(fire));
    },
  };
}
