import { useEffect, useLayoutEffect, useRef } from 'react';

/** Close enough to the end to count as reading the newest messages. */
const nearBottomPx = 80;

/**
 * Keeps the newest message in view as messages arrive, unless the visitor scrolled up to read older ones; when older
 * messages are added above, keeps what the visitor was looking at in place. Returns the scrolling element's ref and
 * its scroll handler.
 */
export function useStickToBottom(firstKey: string | undefined, count: number, panelOpen: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstKey?: string; height: number; atBottom: boolean }>({ height: 0, atBottom: true });

  // Reopening the panel counts as new content: messages that arrived while it was closed come into view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const prepended = before.firstKey !== undefined && firstKey !== before.firstKey && before.height > 0;
    if (prepended) element.scrollTop += element.scrollHeight - before.height;
    else if (before.atBottom) element.scrollTop = element.scrollHeight;
    previous.current = { firstKey, height: element.scrollHeight, atBottom: before.atBottom };
  }, [firstKey, count, panelOpen]);

  // The list shrinks when the composer grows or the window is resized: keep the newest message in view.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (previous.current.atBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current = {
      ...previous.current,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx,
    };
  };
  return { scroller, onScroll };
}
