import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ownerWithOrganization } from '../../test-support/accounts';
import { startVisitorSessionMutation, sendVisitorMessageMutation, widgetOf } from '../../test-support/conversations';
import { TestClient } from '../../test-support/graphql-client';
import { startHaproxy, type LoadBalancer } from '../../test-support/haproxy';
import { freePort, running, spawnServer, type ServerProcess } from '../../test-support/server-process';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import type { PostgresDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';

/*
 * Three server processes on one PostgreSQL and one Redis behind HAProxy, as the self-hosting guide deploys them.
 * Visitors write through the balancer while an operator watches the inbox over a WebSocket; the instance holding the
 * operator's socket is killed (SIGKILL) mid-traffic. The operator's client reconnects through the balancer and
 * catches up, as the dashboard does; nothing a visitor was told is sent is missing or stored twice.
 */
const redisUrl = requireRedisUrl();
const instanceNames = ['a', 'b', 'c'];
const visitorCount = 8;
const messagesPerVisitor = 6;

let database: PostgresDatabase;
let setup: TestApp;
let instances: Map<string, ServerProcess>;
let balancer: LoadBalancer;
const sockets: Client[] = [];

beforeAll(async () => {
  database = (await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() })) as PostgresDatabase;
  // Accounts are made in this process (its mail outbox confirms the owner); the instances share the database.
  setup = await startTestApp({ database });
  const balancerPort = await freePort();
  const ports = await Promise.all(instanceNames.map(() => freePort()));
  instances = new Map(
    instanceNames.map((name, index) => [
      name,
      spawnServer({
        PORT: String(ports[index]),
        HOST: '127.0.0.1',
        DATABASE_URL: database.databaseUrl,
        REDIS_URL: redisUrl,
        PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
        SMTP_URL: '',
        NODE_ENV: 'production',
      }),
    ]),
  );
  await Promise.all([...instances.values()].map(running));
  balancer = await startHaproxy(instanceNames.map((name, index) => ({ name, port: ports[index] })), { port: balancerPort });
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await balancer?.close();
  for (const instance of instances?.values() ?? []) {
    instance.child.kill('SIGTERM');
    await instance.exited;
  }
  await setup?.close();
  await database?.close();
});

const throughBalancer = { fetch: (path: string, init?: RequestInit) => fetch(new URL(path, balancer.url), init) };

type LiveMessage = { id: string; body: string };

/**
 * The operator's inbox socket, reconnecting through the balancer forever; records which instance each connection
 * reached and the messages (by their unique bodies) it heard of.
 */
function operatorInbox(cookie: string, organizationId: string) {
  const connections: { instance: string; bodies: string[] }[] = [];
  class BrowserSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie, origin: balancer.url } });
      this.on('upgrade', (response: IncomingMessage) => connections.push({ instance: String(response.headers['x-served-by']), bodies: [] }));
    }
  }
  let reconnected = 0;
  const client = createClient({
    url: `${balancer.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserSocket,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
    on: { connected: () => void (connections.length > 1 && (reconnected += 1)) },
  });
  sockets.push(client);
  client.subscribe<{ inboxEvents: { kind: string; message: LiveMessage | null } }>(
    { query: `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { id body } } }`, variables: { id: organizationId } },
    {
      next: ({ data }) => {
        const message = data?.inboxEvents.message;
        if (message) connections.at(-1)!.bodies.push(message.body);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return { connections, reconnections: () => reconnected };
}

/** What the dashboard reads to catch up after a reconnect: every thread's messages. */
async function inboxHistory(operator: TestClient, organizationId: string): Promise<LiveMessage[]> {
  const { node } = await operator.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 50) { edges { node { id } } } } } }`, { id: organizationId });
  const messages: LiveMessage[] = [];
  for (const edge of node.threads.edges) {
    const { thread } = await operator.data(`query($id: ID!) { thread: node(id: $id) { ... on Thread { messages(first: 100) { edges { node { id body } } } } } }`, { id: edge.node.id });
    messages.push(...thread.messages.edges.map((message: { node: LiveMessage }) => message.node));
  }
  return messages;
}

/** A visitor writing like the widget's outbox: each message is retried with its own id until the server acknowledges it. */
async function visitorWrites(clientId: string, index: number, acknowledged: Set<string>, afterEach: () => Promise<void>) {
  const anonymous = new TestClient(throughBalancer, { origin: balancer.url });
  const { startVisitorSession } = await anonymous.data(startVisitorSessionMutation, { input: { clientId } });
  const visitor = new TestClient(throughBalancer, { authorization: `Bearer ${startVisitorSession.visitorToken}`, origin: balancer.url });
  const clientThreadId = randomUUID();
  for (let number = 1; number <= messagesPerVisitor; number += 1) {
    const input = { clientThreadId, clientMessageId: randomUUID(), body: `visitor ${index} message ${number}` };
    for (;;) {
      const answer = await visitor.request(sendVisitorMessageMutation, { input }).catch(() => null);
      const node = answer?.data?.sendVisitorMessage?.messageEdge?.node;
      if (node) {
        acknowledged.add(node.body);
        break;
      }
    }
    await afterEach();
  }
}

describe('three instances behind HAProxy', () => {
  it('spread the traffic, and lose or double nothing when the instance holding the operator is killed', async () => {
    const operator = setup.client();
    const { organizationId } = await ownerWithOrganization(operator, setup.mail);
    const widget = await widgetOf(operator, organizationId);
    // Round robin over the instances the balancer's health checks hold up: every one of them answers in turn.
    const servedBy = new Set<string>();
    await waitUntil(
      async () => servedBy.add(String((await throughBalancer.fetch('/readyz')).headers.get('x-served-by'))).size === instanceNames.length,
      () => `every instance served a request through the balancer (only ${[...servedBy].join(', ')})`,
    );
    expect([...servedBy].sort()).toEqual(instanceNames);

    const inbox = operatorInbox(operator.cookieHeader(), organizationId);
    await waitUntil(() => inbox.connections.length === 1, () => 'the operator connected');
    const operatorInstance = inbox.connections[0].instance;

    const acknowledged = new Set<string>();
    let killed = false;
    const killWhenBusy = async () => {
      if (killed || acknowledged.size < (visitorCount * messagesPerVisitor) / 3) return;
      killed = true;
      instances.get(operatorInstance)!.child.kill('SIGKILL');
    };
    await Promise.all(Array.from({ length: visitorCount }, (_, index) => visitorWrites(widget.clientId, index, acknowledged, killWhenBusy)));
    expect(killed).toBe(true);
    expect(await instances.get(operatorInstance)!.exited).toBeNull();

    // The operator's client came back through the balancer, on another instance, and catches up as the dashboard does.
    await waitUntil(() => inbox.reconnections() > 0, () => 'the operator reconnected');
    expect(inbox.connections.at(-1)!.instance).not.toBe(operatorInstance);
    const history = await inboxHistory(operator, organizationId);
    const seen = new Set([...inbox.connections.flatMap((connection) => connection.bodies), ...history.map((message) => message.body)]);
    expect([...acknowledged].filter((body) => !seen.has(body))).toEqual([]);

    // Stored once each, and no connection heard of a message twice.
    expect(history).toHaveLength(acknowledged.size);
    expect(new Set(history.map((message) => message.body)).size).toBe(history.length);
    for (const connection of inbox.connections) expect(new Set(connection.bodies).size).toBe(connection.bodies.length);
    expect(acknowledged.size).toBe(visitorCount * messagesPerVisitor);
  }, 180_000);
});
