/**
 * What counts as an allowed website (a bare http(s) origin), written without server dependencies so the
 * dashboard checks each entry as it is added by the very rule the server applies when the settings are saved.
 */

export type OriginCheck = { origin: string; problem?: undefined } | { origin?: undefined; problem: string };

const scheme = /^[a-z][a-z\d+.-]*:\/\//i;

/** `https://Example.com/` → `https://example.com`, or why the text is not a bare http(s) origin. */
export function checkOrigin(text: string): OriginCheck {
  const trimmed = text.trim().replace(/\/$/, '');
  const shown = `“${text.trim()}”`;
  // A hostname typed alone (example.com) is the common slip: say what to add rather than only refusing it.
  if (!scheme.test(trimmed) && URL.canParse(`https://${trimmed}`)) {
    return { problem: `${shown} is not a website origin: start it with https:// (or http://), as in ${new URL(`https://${trimmed}`).origin}.` };
  }
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    return { problem: `${shown} is not a website origin. Use the form https://example.com (with a :port if needed, no path).` };
  }
  // A path, query or fragment mean this is a page address, not a site.
  if (url.origin.toLowerCase() !== trimmed.toLowerCase()) {
    return { problem: `${shown} is not a website origin: leave out everything after the domain and port, as in ${url.origin}.` };
  }
  return { origin: url.origin };
}

/** One more entry for a list of allowed origins: its origin, or why it cannot be added (a duplicate among them). */
export function checkNewOrigin(text: string, listed: readonly string[]): OriginCheck {
  if (text.trim() === '') return { problem: 'Enter a website address, such as https://example.com.' };
  const checked = checkOrigin(text);
  if (checked.origin && listed.includes(checked.origin)) return { problem: `${checked.origin} is already in the list.` };
  return checked;
}
