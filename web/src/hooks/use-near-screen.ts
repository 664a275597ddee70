import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element behind the returned ref has come within `rootMargin` of the viewport (it
 * stays true once it has). Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(rootMargin: string): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
