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

  // Keep the newest message in view when the list's box shrinks (the composer grows, the window is resized) and when
  // what is in it grows without a message being added: a sent image replaces its file chip once the server has it,
  // taller by the thumbnail, and pinning only when messages are added would leave the end hidden under the composer.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const pin = () => {
      if (previous.current.atBottom) element.scrollTop = element.scrollHeight;
      previous.current = { ...previous.current, height: element.scrollHeight };
    };
    const resized = new ResizeObserver(pin);
    const watch = (node: Node) => node instanceof Element && resized.observe(node);
    resized.observe(element);
    element.querySelectorAll(':scope > *, .day, .group, .message').forEach(watch);
    // Messages come and go below the scroller's own children: watch every element added anywhere inside.
    const added = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(watch);
      pin();
    });
    added.observe(element, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      added.disconnect();
    };
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
