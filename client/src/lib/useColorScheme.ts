import { useEffect } from 'react';

export type ColorScheme = 'SYSTEM' | 'LIGHT' | 'DARK';

/** Where /color-scheme.js looks before the first paint. */
const storageKey = 'parley.colorScheme';
const darkQuery = '(prefers-color-scheme: dark)';

function remember(choice: ColorScheme) {
  try {
    localStorage.setItem(storageKey, choice);
  } catch {
    // Without storage the next load follows the system until the account's choice arrives.
  }
}

/**
 * Dresses the page in the operator's colour scheme while mounted (the dashboard's shell): the `dark` class on <html>
 * switches the palette (see dark-theme.css). "System" follows the device as it changes; leaving the dashboard goes back
 * to light, as the public pages and sign-in are.
 */
export function useColorScheme(choice: ColorScheme) {
  useEffect(() => {
    remember(choice);
    const media = window.matchMedia(darkQuery);
    const apply = () => document.documentElement.classList.toggle('dark', choice === 'DARK' || (choice === 'SYSTEM' && media.matches));
    apply();
    if (choice !== 'SYSTEM') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [choice]);
  useEffect(() => () => document.documentElement.classList.remove('dark'), []);
}
