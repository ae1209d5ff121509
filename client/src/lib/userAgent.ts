/** "Chrome on macOS" from a User-Agent header; good enough to recognise one's own devices in a list. */
export function describeUserAgent(userAgent: string): string {
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (!browser && !system) return 'Unknown browser';
  if (!system) return browser!;
  return `${browser ?? 'Browser'} on ${system}`;
}

function browserOf(ua: string): string | null {
  // Order matters: Edge and Opera also claim to be Chrome, and Chrome also claims to be Safari.
  if (/Edg(A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  if (/curl\//i.test(ua)) return 'curl';
  return null;
}

function systemOf(ua: string): string | null {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}
