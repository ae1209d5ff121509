import { useEffect } from 'react';

// The tab's title is the page's name, led by the viewer's unread conversation count while the dashboard is open,
// so a tab in the background still says when someone is waiting: "(3) Inbox · Parley".
let pageTitle: string | null = null;
let unreadCount = 0;

function applyTitle() {
  if (pageTitle === null) return;
  document.title = `${unreadCount > 0 ? `(${unreadCount}) ` : ''}${pageTitle} · Parley`;
}

/** Sets the browser tab's title for a screen of the app. */
export function usePageTitle(title: string) {
  useEffect(() => {
    pageTitle = title;
    applyTitle();
  }, [title]);
}

/** Leads every page's title with this count while mounted (the dashboard's shell); zero or unmounted shows none. */
export function useUnreadCountInTitle(count: number) {
  useEffect(() => {
    unreadCount = count;
    applyTitle();
  }, [count]);
  useEffect(
    () => () => {
      unreadCount = 0;
      applyTitle();
    },
    [],
  );
}
