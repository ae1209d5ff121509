// One of the bench's client processes: it holds a share of the visitor and operator sockets, sends its share of the
// messages on the coordinator's schedule with the documents the widget and the dashboard send, and records every
// delivery with its latency. Run by run.ts (forked, with an IPC channel); never on its own.
import { randomInt, randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { documents } from './documents';
import { bodyOf, now, parseBody, type FromClients, type TargetInfo, type ToClients } from './protocol';

type Sender = { send(id: string, visitor: number, fromOperator: boolean): Promise<void>; close(): void };

const latencies: number[] = [];
const deliveries = new Map<string, number>();
let received = 0;
let sent = 0;
let failedSends = 0;
let sending = false;

function tell(message: FromClients) {
  process.send!(message);
}

function record(recipient: string, body: string | undefined | null) {
  const parsed = parseBody(body);
  if (!parsed) return;
  const key = `${recipient}:${parsed.id}`;
  const count = (deliveries.get(key) ?? 0) + 1;
  deliveries.set(key, count);
  if (count === 1) {
    received += 1;
    latencies.push(now() - parsed.sentAt);
  }
}

async function inBatches<T>(items: number[], size: number, make: (index: number) => Promise<T>): Promise<Map<number, T>> {
  const made = new Map<number, T>();
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    (await Promise.all(batch.map(make))).forEach((value, offset) => made.set(batch[offset], value));
  }
  return made;
}

async function graphql<T>(url: string, headers: Record<string, string>, query: string, variables: object): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const result = (await response.json()) as { data?: T; errors?: unknown };
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A graphql-ws client, resolved once the server acknowledged it. */
async function socket(url: string, headers: Record<string, string>, connectionParams?: Record<string, string>): Promise<Client> {
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let connected: () => void = () => {};
  const acknowledged = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: Socket, connectionParams, lazy: false, retryAttempts: 5, on: { connected: () => connected() } });
  await acknowledged;
  return client;
}

async function appSender(info: TargetInfo, visitorIndexes: number[], operatorIndexes: number[]): Promise<Sender> {
  const origin = 'http://localhost:3000';
  const visitors = await inBatches(visitorIndexes, 25, async (index) => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const started = await graphql<{ startVisitorSession: { visitorToken: string } }>(info.url, { 'x-forwarded-for': ip, origin }, documents.startVisitorSession, { input: { clientId: info.clientId } });
    const token = started.startVisitorSession.visitorToken;
    const headers = { 'x-forwarded-for': ip, origin, authorization: `Bearer ${token}` };
    const clientThreadId = randomUUID();
    const opened = await graphql<{ sendVisitorMessage: { thread: { id: string } } }>(info.url, headers, documents.sendVisitorMessage, { input: { clientThreadId, clientMessageId: randomUUID(), body: 'hello' } });
    const [, threadRowId] = Buffer.from(opened.sendVisitorMessage.thread.id, 'base64').toString().split(':');
    const client = await socket(info.url, { origin }, { visitorToken: token });
    client.subscribe<{ visitorEvents: { message?: { body: string } | null } }>({ query: documents.visitorEvents }, {
      next: (result) => record(`v${index}`, result.data?.visitorEvents.message?.body),
      error: () => {},
      complete: () => {},
    });
    return { headers, clientThreadId, threadId: Buffer.from(`Thread:${threadRowId}`).toString('base64'), client };
  });
  const operators = await inBatches(operatorIndexes, 25, async (index) => {
    const client = await socket(info.url, { origin, cookie: info.cookies![index] });
    client.subscribe<{ inboxEvents: { message?: { body: string } | null } }>({ query: documents.inboxEvents, variables: { organizationId: info.organizationId } }, {
      next: (result) => record(`o${index}`, result.data?.inboxEvents.message?.body),
      error: () => {},
      complete: () => {},
    });
    return client;
  });
  return {
    async send(id, visitor, fromOperator) {
      const target = visitors.get(visitor)!;
      const body = bodyOf(id, now());
      if (fromOperator) {
        const cookie = info.cookies![randomInt(info.cookies!.length)];
        await graphql(info.url, { cookie, origin }, documents.sendOperatorMessage, { input: { threadId: target.threadId, clientMessageId: id, body, kind: 'MESSAGE' } });
      } else {
        await graphql(info.url, target.headers, documents.sendVisitorMessage, { input: { clientThreadId: target.clientThreadId, clientMessageId: id, body } });
      }
    },
    close() {
      for (const client of [...visitors.values()].map((visitor) => visitor.client).concat([...operators.values()])) void client.dispose();
    },
  };
}

/** The bare servers' protocol: say hello with a visitor number or as an operator, then send `{ visitor, body }`. */
async function bareSender(info: TargetInfo, visitorIndexes: number[], operatorIndexes: number[]): Promise<Sender> {
  const open = (hello: 'operator' | number, recipient: string) =>
    new Promise<WebSocket>((resolve) => {
      const client = new WebSocket(info.url);
      client.on('open', () => {
        client.send(JSON.stringify({ hello }));
        resolve(client);
      });
      client.on('message', (data) => record(recipient, (JSON.parse(String(data)) as { body?: string }).body));
    });
  const visitors = await inBatches(visitorIndexes, 50, (index) => open(index, `v${index}`));
  const operators = await inBatches(operatorIndexes, 50, (index) => open('operator', `o${index}`));
  return {
    // The bare servers fan a message out the same way whoever wrote it, so it always leaves from the visitor's socket.
    async send(id, visitor) {
      visitors.get(visitor)!.send(JSON.stringify({ visitor, body: bodyOf(id, now()) }));
    },
    close() {
      for (const client of [...visitors.values(), ...operators.values()]) client.close();
    },
  };
}

/** What the widget's outbox does: a failed send is retried with the same message id, which the server stores once. */
async function sendWithRetries(sender: Sender, id: string, visitor: number, fromOperator: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sender.send(id, visitor, fromOperator);
    } catch {
      if (attempt === 5) {
        failedSends += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

let sender: Sender;
let visitorIndexes: number[] = [];
let cpuAtStart = process.cpuUsage();

/** Sends this process's share on a fixed schedule: one message every intervalMs, one in four from the team. */
async function sendScheduled(startAt: number, messages: number, intervalMs: number, idPrefix: string) {
  sending = true;
  const sends: Promise<void>[] = [];
  for (let index = 0; index < messages; index += 1) {
    const wait = startAt + index * intervalMs - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(sendWithRetries(sender, `${idPrefix}-${index}`, visitorIndexes[randomInt(visitorIndexes.length)], index % 4 === 3));
    sent += 1;
  }
  await Promise.all(sends);
  sending = false;
}

const progress = setInterval(() => tell({ type: 'progress', received, sent, done: !sending && sent > 0 }), 200);

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'setup': {
      visitorIndexes = message.visitors;
      const make = message.mode === 'app' ? appSender(message.info, message.visitors, message.operators) : bareSender(message.info, message.visitors, message.operators);
      void make.then((made) => {
        sender = made;
        tell({ type: 'ready' });
      });
      break;
    }
    case 'start':
      cpuAtStart = process.cpuUsage();
      void sendScheduled(message.startAt, message.messages, message.intervalMs, message.idPrefix);
      break;
    case 'finish': {
      const cpu = process.cpuUsage(cpuAtStart);
      clearInterval(progress);
      sender.close();
      // Disconnecting only once the result is written: a large one is still in the pipe when send() returns.
      process.send!({ type: 'result', latencies, deliveries: Object.fromEntries(deliveries), cpuMs: (cpu.user + cpu.system) / 1000, failedSends } satisfies FromClients, () => process.disconnect());
      break;
    }
  }
});
