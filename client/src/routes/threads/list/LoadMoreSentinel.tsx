import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/Spinner';

type LoadMoreSentinelProps = { loading: boolean; onLoadMore: () => void; label: string };

/**
 * Loads the next page as it scrolls into view; it is also a real button, for keyboards and for browsers
 * without IntersectionObserver.
 */
export function LoadMoreSentinel({ loading, onLoadMore, label }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '240px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="flex justify-center py-3">
      <button
        ref={ref}
        type="button"
        onClick={onLoadMore}
        disabled={loading}
        className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-[13px] font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {loading ? <Spinner label="Loading" /> : null}
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
