import { useCallback, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { isTabHidden, playNotificationSound, showNotification } from './browserNotifications';
import { alertFor, type InboxAlertEvent } from './operatorAlerts';
import type { useOperatorNotifications_viewer$key } from './__generated__/useOperatorNotifications_viewer.graphql';

const viewerFragment = graphql`
  fragment useOperatorNotifications_viewer on User {
    memberships {
      organization {
        id
      }
      notificationPreferences {
        browser
        sound
      }
    }
  }
`;

/** Remembered message ids; old ones are dropped so a dashboard left open for days stays small. */
const rememberedAlerts = 500;

/**
 * Turns the organization's inbox events into a browser notification and a sound while the dashboard's tab is
 * hidden, as the operator's preferences for this organization say. Each message alerts once; clicking the
 * notification opens its conversation. Returns the handler for the inbox subscription's events.
 */
export function useOperatorNotifications(viewerKey: useOperatorNotifications_viewer$key, organizationId: string): (event: InboxAlertEvent) => void {
  const { memberships } = useFragment(viewerFragment, viewerKey);
  const preferences = memberships.find((membership) => membership.organization.id === organizationId)?.notificationPreferences;
  const browser = preferences?.browser ?? false;
  const sound = preferences?.sound ?? false;
  const navigate = useNavigate();
  const alerted = useRef(new Set<string>());

  return useCallback(
    (event: InboxAlertEvent) => {
      const alert = alertFor(event);
      if (!alert || alerted.current.has(alert.key)) return;
      alerted.current.add(alert.key);
      if (alerted.current.size > rememberedAlerts) alerted.current.delete(alerted.current.values().next().value!);
      // Someone looking at the dashboard sees the inbox update; alerts are for when they are elsewhere.
      if (!isTabHidden()) return;
      if (browser) showNotification(alert, () => void navigate(`/dashboard/threads/${encodeURIComponent(alert.threadId)}`));
      if (sound) playNotificationSound();
    },
    [browser, sound, navigate],
  );
}
