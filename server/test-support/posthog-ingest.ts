import { gunzipSync } from 'node:zlib';
import { startLocalHttpServer, type LocalHttpServer, type ReceivedRequest } from './local-http-server';

export type CapturedEvent = { event: string; distinct_id?: string; properties: Record<string, any>; raw: string };

export type PostHogIngest = LocalHttpServer & {
  /** Every event received through the capture endpoints (server batches and browser sends alike). */
  events(): CapturedEvent[];
  /** Flag evaluation requests (POST /flags/). */
  flagRequests(): Array<{ distinctId: string }>;
};

const captureEndpoints = ['/batch/', '/e/', '/i/v0/e/', '/capture/', '/track/'];

/** A capture body: JSON, gzip (`compression=gzip-js` or `gzip`, told by its magic bytes), or base64 (`data=`). */
function decodeBody(request: ReceivedRequest): string {
  const compression = request.url.searchParams.get('compression');
  if (request.body[0] === 0x1f && request.body[1] === 0x8b) return gunzipSync(request.body).toString('utf8');
  const text = request.body.toString('utf8');
  if (text.startsWith('data=')) return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  if (compression === 'base64') return Buffer.from(text, 'base64').toString('utf8');
  return text;
}

function eventsIn(request: ReceivedRequest): CapturedEvent[] {
  const raw = decodeBody(request);
  const parsed = JSON.parse(raw);
  const list: any[] = Array.isArray(parsed) ? parsed : Array.isArray(parsed.batch) ? parsed.batch : [parsed];
  return list.map((event) => ({ event: event.event, distinct_id: event.distinct_id ?? event.properties?.distinct_id, properties: event.properties ?? {}, raw }));
}

/**
 * Speaks PostHog's ingest: capture (`/batch/` from posthog-node; `/e/`, `/i/v0/e/` from posthog-js) and flag
 * evaluation (`/flags/`), answering with the flags given here as enabled for everyone.
 */
export async function startPostHogIngest(options: { enabledFlags?: string[] } = {}): Promise<PostHogIngest> {
  const flags = Object.fromEntries(
    (options.enabledFlags ?? []).map((key, index) => [
      key,
      { key, enabled: true, variant: null, reason: { code: 'condition_match', condition_index: 0 }, metadata: { id: index + 1, version: 1, payload: null } },
    ]),
  );
  const server = await startLocalHttpServer((request) => {
    const path = request.url.pathname;
    if (request.method === 'OPTIONS') return { status: 204, body: '' };
    if (path === '/flags/' || path === '/decide/') {
      return { body: { flags, featureFlags: Object.fromEntries(Object.keys(flags).map((key) => [key, true])), errorsWhileComputingFlags: false, quotaLimited: [], requestId: 'local' } };
    }
    if (captureEndpoints.includes(path)) return { body: { status: 1 } };
    // Remote config and anything else: an empty but valid answer.
    if (path.endsWith('.js')) return { body: '', headers: { 'content-type': 'text/javascript' } };
    return { body: {} };
  });
  const captureRequests = () => server.requests.filter((request) => request.method === 'POST' && captureEndpoints.includes(request.url.pathname));
  return {
    ...server,
    events: () => captureRequests().flatMap(eventsIn),
    flagRequests: () =>
      server.requests
        .filter((request) => request.method === 'POST' && request.url.pathname === '/flags/')
        .map((request) => ({ distinctId: JSON.parse(decodeBody(request)).distinct_id })),
  };
}
