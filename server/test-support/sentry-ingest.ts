import { startLocalHttpServer, type LocalHttpServer } from './local-http-server';

export type EnvelopeItem = { type: string; payload: any };
export type Envelope = { header: Record<string, any>; items: EnvelopeItem[]; projectId: string };

export type SentryIngest = LocalHttpServer & {
  /** A DSN of a project on this server. */
  dsn: string;
  envelopes: Envelope[];
  /** Error events, from every envelope so far. */
  errorEvents(): any[];
  /** Finished spans and transactions: streamed spans (`span` items) and transaction events alike. */
  spans(): Array<{ name: string; op?: string; isSegment: boolean; attributes: Record<string, unknown> }>;
};

/** Splits an envelope: a header line, then per item a header line and a payload (of `length` bytes, or one line). */
export function parseEnvelope(body: Buffer, projectId = ''): Envelope {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(10, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line.toString('utf8');
  };
  const header = JSON.parse(readLine());
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (!line.trim()) continue;
    const itemHeader = JSON.parse(line);
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      payload = readLine();
    }
    items.push({ type: itemHeader.type, payload: safeJson(payload) });
  }
  return { header, items, projectId };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Speaks Sentry's envelope ingest: POST /api/<project>/envelope/. */
export async function startSentryIngest(): Promise<SentryIngest> {
  const envelopes: Envelope[] = [];
  const server = await startLocalHttpServer((request) => {
    const match = /^\/api\/(\d+)\/envelope\/$/.exec(request.url.pathname);
    if (request.method !== 'POST' || !match) return { status: 404, body: { detail: 'not an envelope endpoint' } };
    const envelope = parseEnvelope(request.body, match[1]);
    envelopes.push(envelope);
    return { body: { id: envelope.header.event_id ?? null } };
  });
  const items = () => envelopes.flatMap((envelope) => envelope.items);
  return {
    ...server,
    dsn: `${server.origin.replace('://', '://publickey@')}/4242`,
    envelopes,
    errorEvents: () => items().filter((item) => item.type === 'event').map((item) => item.payload),
    spans: () =>
      items().flatMap((item) => {
        if (item.type === 'transaction') {
          const trace = item.payload.contexts?.trace ?? {};
          return [{ name: item.payload.transaction, op: trace.op, isSegment: true, attributes: trace.data ?? {} }];
        }
        if (item.type === 'span') {
          return (item.payload.items ?? []).map((span: any) => ({
            name: span.name,
            op: span.attributes?.['sentry.op']?.value,
            isSegment: Boolean(span.is_segment),
            attributes: Object.fromEntries(Object.entries(span.attributes ?? {}).map(([key, value]: [string, any]) => [key, value?.value])),
          }));
        }
        return [];
      }),
  };
}
