import { useCallback, useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { setTyping } from './thread-actions';

/** The team stops seeing "typing…" this long after the visitor's last keystroke. */
const idleMs = 3000;

/**
 * Tells the team when the visitor starts and stops typing: one message each way, not one per keystroke. Only for a
 * thread the server knows; a brand-new conversation has no one watching yet.
 */
export function useTypingNotifier(threadId: string | undefined) {
  const { environment } = useRuntime();
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!typing.current || !threadId) return;
    typing.current = false;
    void setTyping(environment, threadId, false);
  }, [environment, threadId]);

  const keystroke = useCallback(() => {
    if (!threadId) return;
    if (!typing.current) {
      typing.current = true;
      void setTyping(environment, threadId, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, idleMs);
  }, [environment, threadId, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
