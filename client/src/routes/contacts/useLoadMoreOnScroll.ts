import { useEffect, useRef } from 'react';

/** Calls `loadMore` when the returned element scrolls into view: the list's infinite scroll (a button stays for keyboards). */
export function useLoadMoreOnScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, enabled]);
  return sentinel;
}
