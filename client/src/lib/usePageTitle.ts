import { useEffect } from 'react';

/** Sets the browser tab's title for a screen of the app. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Parley`;
  }, [title]);
}
