/**
 * Marks the not-found page, in the prerendered 404 HTML and in the one the app renders alike, so that its page
 * loads are never reported as transactions.
 */
export const notFoundMarker = { name: 'parley:page', content: 'not-found' } as const;

export function isNotFoundPage(): boolean {
  return document.querySelector(`meta[name="${notFoundMarker.name}"][content="${notFoundMarker.content}"]`) !== null;
}
