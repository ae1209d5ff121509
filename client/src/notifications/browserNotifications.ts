import { chime } from '../../../widget/src/shared/chime';

/**
 * The browser's side of operator notifications, read at each call so that the page (or a test) decides what the
 * browser offers: the Notification API, whether the tab is hidden, and a sound.
 */
export type NotificationPermissionState = NotificationPermission | 'unsupported';

/** Null where the browser has no notifications (some mobile browsers, pages not served over HTTPS). */
function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

export function notificationPermission(): NotificationPermissionState {
  return notificationApi()?.permission ?? 'unsupported';
}

/** Browsers only show their permission prompt in answer to a click or key press: call this from one. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}

export type OperatorAlert = { title: string; body: string; threadId: string };

/**
 * Shows one notification; clicking it brings the dashboard's tab forward and runs `onClick`. Notifications of one
 * thread share a tag, so a newer one replaces the older, and several open tabs show it once.
 */
export function showNotification(alert: OperatorAlert, onClick: () => void): void {
  const api = notificationApi();
  if (api?.permission !== 'granted') return;
  const notification = new api(alert.title, { body: alert.body, tag: `parley-thread-${alert.threadId}`, icon: '/favicon.svg' });
  notification.onclick = () => {
    window.focus();
    notification.close();
    onClick();
  };
}

export function isTabHidden(): boolean {
  return document.visibilityState === 'hidden';
}

export const playNotificationSound = chime;
