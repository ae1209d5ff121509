import { randomInt, randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../src/app';
import type { Topic } from '../src/realtime/topics';
import { TestClient } from './graphql-client';
import type { TestApp } from './test-app';
import { waitUntil } from './wait-until';

export const createWidgetMutation = `mutation($input: CreateWidgetInput!) {
  createWidget(input: $input) { __typename ... on CreateWidgetPayload { widget { id clientId } } }
}`;

/** A widget of the operator's organization, ready to embed. */
export async function widgetOf(operator: TestClient, organizationId: string, name = 'Website') {
  const { createWidget } = await operator.data(createWidgetMutation, { input: { organizationId, name } });
  return createWidget.widget as { id: string; clientId: string };
}

export const startVisitorSessionMutation = `mutation($input: StartVisitorSessionInput!) {
  startVisitorSession(input: $input) {
    __typename
    ... on StartVisitorSessionPayload { visitorToken visitor { id } }
    ... on Error { message }
  }
}`;

export type Visitor = { client: TestClient; token: string; id: string };

/** A widget visitor with a fresh session: its client sends the bearer token like the widget does. */
export async function startVisitor(t: TestApp, clientId: string, page: { url?: string; referrer?: string; language?: string } = {}, userAgent = 'Mozilla/5.0 (Macintosh) Firefox/140.0'): Promise<Visitor> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  const anonymous = new TestClient(t.app, { 'x-forwarded-for': ip, 'user-agent': userAgent });
  const { startVisitorSession } = await anonymous.data(startVisitorSessionMutation, { input: { clientId, ...page } });
  if (startVisitorSession.__typename !== 'StartVisitorSessionPayload') throw new Error(JSON.stringify(startVisitorSession));
  const token = startVisitorSession.visitorToken as string;
  const client = new TestClient(t.app, { 'x-forwarded-for': ip, 'user-agent': userAgent, authorization: `Bearer ${token}` });
  return { client, token, id: startVisitorSession.visitor.id };
}

export const sendVisitorMessageMutation = `mutation($input: SendVisitorMessageInput!) {
  sendVisitorMessage(input: $input) {
    __typename
    ... on SendVisitorMessagePayload { messageEdge { cursor node { id seq body clientMessageId } } thread { id clientThreadId } }
    ... on Error { message }
  }
}`;

export async function sendVisitorMessage(visitor: Visitor, body: string, clientThreadId: string, clientMessageId = randomUUID()) {
  const { sendVisitorMessage } = await visitor.client.data(sendVisitorMessageMutation, { input: { clientThreadId, clientMessageId, body } });
  if (sendVisitorMessage.__typename !== 'SendVisitorMessagePayload') throw new Error(JSON.stringify(sendVisitorMessage));
  return { message: sendVisitorMessage.messageEdge.node, cursor: sendVisitorMessage.messageEdge.cursor, thread: sendVisitorMessage.thread } as {
    message: { id: string; seq: number; body: string };
    cursor: string;
    thread: { id: string };
  };
}

export const sendOperatorMessageMutation = `mutation($input: SendOperatorMessageInput!) {
  sendOperatorMessage(input: $input) {
    __typename
    ... on SendOperatorMessagePayload { messageEdge { cursor node { id seq body kind } } thread { id lastSeq } }
    ... on Error { message }
  }
}`;

export async function sendOperatorMessage(operator: TestClient, threadId: string, body: string, options: { kind?: 'MESSAGE' | 'NOTE'; clientMessageId?: string } = {}) {
  const { sendOperatorMessage } = await operator.data(sendOperatorMessageMutation, {
    input: { threadId, body, clientMessageId: options.clientMessageId ?? randomUUID(), kind: options.kind ?? 'MESSAGE' },
  });
  if (sendOperatorMessage.__typename !== 'SendOperatorMessagePayload') throw new Error(JSON.stringify(sendOperatorMessage));
  return { message: sendOperatorMessage.messageEdge.node, cursor: sendOperatorMessage.messageEdge.cursor, thread: sendOperatorMessage.thread } as {
    message: { id: string; seq: number; body: string };
    cursor: string;
    thread: { id: string; lastSeq: number };
  };
}

/** The operator's thread id (type Thread) for a visitor's thread id (type VisitorThread): same row, other view. */
/** The Contact global id of a visitor's session (the same person, as operators and exports name them). */
export function contactGlobalId(visitorId: string): string {
  return Buffer.from(`Contact:${Buffer.from(visitorId, 'base64').toString('utf8').split(':')[1]}`).toString('base64');
}

export function operatorThreadId(visitorThreadId: string): string {
  const [, id] = Buffer.from(visitorThreadId, 'base64').toString('utf8').split(':');
  return Buffer.from(`Thread:${id}`).toString('base64');
}

/**
 * A graphql-ws client like the dashboard's (cookie + our Origin), the widget's (visitor token in connectionParams) or a
 * partner's integration (API key in connectionParams).
 */
export function socketFor(app: App, credentials: { cookie?: string; visitorToken?: string; apiKey?: string }, sockets: Client[]): Client {
  const headers = { origin: 'http://localhost:3000', ...(credentials.cookie ? { cookie: credentials.cookie } : {}) };
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${app.url().replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    connectionParams: {
      ...(credentials.visitorToken ? { visitorToken: credentials.visitorToken } : {}),
      ...(credentials.apiKey ? { authorization: `Bearer ${credentials.apiKey}` } : {}),
    },
  });
  sockets.push(client);
  return client;
}

/** The close of a socket's connection, as the client saw it: the server's code and reason. */
export function socketClosed(client: Client): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    const stop = client.on('closed', (event) => {
      stop();
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason });
    });
  });
}

/** Collects a subscription's events until told to stop. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: T[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) errors.push(result.errors);
        else events.push(result.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    events,
    errors,
    dispose,
    /** Resolves once `predicate` holds for the events so far, or fails after the timeout. */
    async until(predicate: (events: T[]) => boolean, timeoutMs = 10_000): Promise<T[]> {
      await waitUntil(() => predicate(events), () => `events; got ${JSON.stringify(events).slice(0, 2000)} errors ${JSON.stringify(errors)}`, timeoutMs);
      return events;
    },
  };
}

/**
 * Resolves once `count` subscriptions of this instance listen to a topic under a key (a database id; see
 * realtime/topics), their Redis subscription acknowledged: an event published from then on reaches them.
 */
export function listening(app: App, topic: Topic, key: string, count = 1): Promise<void> {
  return waitUntil(
    () => app.services.pubsub.listenerCount(topic, key) >= count,
    () => `${count} subscription(s) to ${topic} ${key} (${app.services.pubsub.listenerCount(topic, key)} so far)`,
  );
}
