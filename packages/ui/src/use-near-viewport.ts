import { type RefObject, useEffect, useState } from 'react';

/** Becomes true once the element has scrolled into view (and stays true): below-the-fold parts load then. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
