/** The same page is served at /widgets/:clientId for every widget, so the path is where the id comes from. */
export function clientIdFromPath(pathname: string): string | null {
  const match = /^\/widgets\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
