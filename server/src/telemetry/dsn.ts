/** The parts of a Sentry DSN: `{protocol}://{publicKey}@{host}[:{port}]/{path/}{projectId}`. */
type Dsn = { protocol: string; publicKey: string; host: string; path: string; projectId: string };

function parseDsn(value: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!/^https?:$/.test(url.protocol) || !url.username || !projectId || url.search || url.hash) return null;
  return { protocol: url.protocol, publicKey: url.username, host: url.host, path: segments.map((segment) => `${segment}/`).join(''), projectId };
}

export function isSentryDsn(value: string): boolean {
  return parseDsn(value) !== null;
}

/**
 * One spelling per DSN, so that two spellings of the same DSN compare equal (SDKs drop a secret key,
 * a default port or a trailing slash when they write it into an envelope header).
 */
export function normalizedDsn(value: string): string | null {
  const dsn = parseDsn(value);
  return dsn && `${dsn.protocol}//${dsn.publicKey}@${dsn.host}/${dsn.path}${dsn.projectId}`;
}

/** Where the DSN's project takes envelopes. */
export function envelopeEndpoint(value: string): string {
  const dsn = parseDsn(value);
  if (!dsn) throw new Error('Not a Sentry DSN');
  return `${dsn.protocol}//${dsn.host}/${dsn.path}api/${dsn.projectId}/envelope/`;
}
