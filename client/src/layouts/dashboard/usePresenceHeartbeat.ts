import { useEffect } from 'react';
import { useHeartbeatMutation } from '../../mutations/useHeartbeatMutation';

/** The server counts an operator present for a minute after each beat; beating every 25 s forgives a missed one. */
export const heartbeatIntervalMs = 25_000;

/**
 * Tells the team (and the widget) that this operator has the dashboard open, for as long as it is
 * open, and again at once when the tab or the network comes back.
 */
export function usePresenceHeartbeat(organizationId: string) {
  const [beat] = useHeartbeatMutation();
  useEffect(() => {
    const send = () => void beat({ organizationId });
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    send();
    const timer = setInterval(send, heartbeatIntervalMs);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', send);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', send);
    };
  }, [beat, organizationId]);
}
