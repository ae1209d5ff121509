import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collectGarbage } from '../../test-support/collect-garbage';
import { collect, listening, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { limits } from './limits/limits';

let t: TestApp;
let owner: TestClient;
let organizationId: string;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  owner = t.client();
  ({ organizationId } = await ownerWithOrganization(owner, t.mail));
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

type Answer = { status: number; body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } };

async function post(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${t.app.url()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookieHeader() },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** How long /healthz takes to answer while `work` runs, and what `work` answered. */
async function healthLatencyDuring<T>(work: Promise<T>): Promise<{ latencyMs: number; result: T }> {
  const started = performance.now();
  const health = await fetch(`${t.app.url()}/healthz`);
  const latencyMs = performance.now() - started;
  expect(health.status).toBe(200);
  return { latencyMs, result: await work };
}

/**
 * A JSON request body of `totalBytes` without a Content-Length, so the server has to count what it reads. The first
 * piece goes at once; the rest waits for `release()`, so the test can act while the server is in the middle of it.
 */
function heldUpload(totalBytes: number) {
  const piece = Buffer.from('__typename '.repeat(6_000));
  let sent = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markWaiting!: () => void;
  const waiting = new Promise<void>((resolve) => (markWaiting = resolve));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) {
        controller.enqueue(Buffer.from('{"query":"{ '));
        sent += piece.length;
        controller.enqueue(piece);
        return;
      }
      markWaiting();
      await released;
      if (sent >= totalBytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return { body, waiting, release, sent: () => sent };
}

describe('list arguments', () => {
  const nodesQuery = `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`;

  it('refuses 10,000 ids before running anything, and /healthz keeps answering meanwhile', async () => {
    const ids = Array.from({ length: 10_000 }, () => organizationId);
    const { latencyMs, result } = await healthLatencyDuring(post(nodesQuery, { ids }));
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors![0].message).toMatch(new RegExp(`"\\$ids" .*at most ${limits.maxListItems} items`));
    expect(result.body.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(latencyMs).toBeLessThan(1000);
  });

  it('applies the same bound to lists written in the document and to lists inside input objects', async () => {
    const tooMany = limits.maxListItems + 1;
    const literal = await post(`{ nodes(ids: [${Array.from({ length: tooMany }, () => `"${organizationId}"`).join(', ')}]) { id } }`);
    expect(literal.body.data ?? null).toBeNull();
    expect(literal.body.errors?.[0]?.message).toMatch(new RegExp(`"ids" .*at most ${limits.maxListItems} items`));

    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { user { id } } } } }`, { id: organizationId });
    const { createTeam } = await owner.data(`mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Support" }) { ... on CreateTeamPayload { team { id } } } }`, {
      id: organizationId,
    });
    const memberIds = Array.from({ length: tooMany }, () => node.members[0].user.id);
    const nested = await post(`mutation($input: UpdateTeamInput!) { updateTeam(input: $input) { __typename } }`, {
      input: { teamId: createTeam.team.id, name: 'Renamed', memberIds },
    });
    expect(nested.body.data ?? null).toBeNull();
    expect(nested.body.errors?.[0]?.message).toMatch(/"\$input\.memberIds" .*at most/);
    const team = await owner.data(`query($id: ID!) { node(id: $id) { ... on Team { name } } }`, { id: createTeam.team.id });
    expect(team.node.name).toBe('Support');
  });

  it('still answers a list within the bound', async () => {
    const ids = Array.from({ length: limits.maxListItems }, () => organizationId);
    const { body } = await post(nodesQuery, { ids });
    expect(body.errors).toBeUndefined();
    expect(body.data?.nodes).toHaveLength(limits.maxListItems);
  });

  it("counts each id in the query's cost: what a list asks for is multiplied by its real length", async () => {
    const heavy = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Organization { members { id user { id name email } } } } }`;
    const few = await post(heavy, { ids: [organizationId, organizationId] });
    expect(few.body.errors).toBeUndefined();
    const many = await post(heavy, { ids: Array.from({ length: limits.maxListItems }, () => organizationId) });
    expect(many.body.data?.nodes ?? null).toBeNull();
    expect(many.body.errors?.[0]?.message).toMatch(/complexity/i);
  });
});

describe('document size', () => {
  const repeatedTypename = (count: number) => `{ ${'__typename '.repeat(count)}}`;

  it('refuses a 20 MB request before reading it all, and /healthz answers while an upload is held open', async () => {
    const upload = heldUpload(20_000_000);
    const answer = fetch(`${t.app.url()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookieHeader() },
      body: upload.body,
      duplex: 'half',
    } as RequestInit).then(async (response) => ({ status: response.status, sentWhenAnswered: upload.sent(), body: (await response.json()) as Answer['body'] }));
    await upload.waiting;

    const health = await fetch(`${t.app.url()}/healthz`);
    expect(health.status).toBe(200);
    expect(upload.sent()).toBeLessThan(limits.maxRequestBytes);

    upload.release();
    const result = await answer;
    expect(result.status).toBe(413);
    expect(result.body.errors?.[0]?.message).toMatch(/too large/i);
    expect(result.sentWhenAnswered).toBeLessThan(20_000_000);
  });

  it('refuses a body that declares more than the limit from its length alone, and answers one just within it', async () => {
    const padded = (bytes: number) => {
      const body = JSON.stringify({ query: '{ __typename }', variables: { padding: '' } });
      return body.replace('"padding":""', `"padding":"${'x'.repeat(bytes - body.length)}"`);
    };
    const send = (body: string) => fetch(`${t.app.url()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const tooLarge = await send(padded(limits.maxRequestBytes + 1));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Answer['body']).errors?.[0]?.message).toMatch(/too large/i);
    const within = await send(padded(limits.maxRequestBytes));
    expect(((await within.json()) as Answer['body']).data).toEqual({ __typename: 'Query' });
  });

  it('refuses a document longer than any real operation before parsing it, with a clear error', async () => {
    const result = await post(repeatedTypename(Math.ceil(limits.maxDocumentCharacters / 11) + 1));
    expect(result.status).toBe(413);
    expect(result.body.errors?.[0]?.message).toMatch(new RegExp(`at most ${limits.maxDocumentCharacters.toLocaleString('en')} characters`));
    expect(result.body.errors?.[0]?.extensions?.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('refuses a document of more tokens than any real operation has, over POST and GET', async () => {
    const query = repeatedTypename(limits.maxTokens + 1);
    expect(query.length).toBeLessThan(limits.maxDocumentCharacters);
    const viaPost = await post(query);
    expect(viaPost.body.errors?.[0]?.message).toMatch(new RegExp(`more th[ae]t ${limits.maxTokens} tokens`));
    const viaGet = await fetch(`${t.app.url()}/graphql?query=${encodeURIComponent(`{${' a'.repeat(limits.maxTokens + 1)} }`)}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    const body = (await viaGet.json()) as Answer['body'];
    expect(body.errors?.[0]?.message).toMatch(new RegExp(`more th[ae]t ${limits.maxTokens} tokens`));
  });

  it('refuses oversized documents on the WebSocket with an error for that operation, keeping the socket open', async () => {
    const socket = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
    const answer = (query: string) =>
      new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
        socket.subscribe<unknown>(
          { query },
          { next: (value) => resolve(value as { data?: unknown }), error: (errors) => resolve({ errors }), complete: () => undefined },
        );
      });
    const tooLarge = await answer(repeatedTypename(Math.ceil(limits.maxDocumentCharacters / 11) + 1));
    expect(JSON.stringify(tooLarge.errors)).toMatch(/at most [\d,]+ characters/);
    const tooManyTokens = await answer(repeatedTypename(limits.maxTokens + 1));
    expect(JSON.stringify(tooManyTokens.errors)).toMatch(new RegExp(`more th[ae]t ${limits.maxTokens} tokens`));
    expect(await answer('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
  });

  it('does not keep a growing heap of parsed documents', async () => {
    // Distinct documents, each within the limits and as large as they allow: a cache of them must stay small.
    const fields = Math.floor((limits.maxTokens - 2) / 3);
    const documentNumber = (n: number) => `{ ${Array.from({ length: fields }, (_, i) => `f${n}_${i}: __typename`).join(' ')} }`;
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < 150; n += 1) await t.app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: documentNumber(n) }) });
    collectGarbage();
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    expect(grownMb).toBeLessThan(60);
  });
});

describe('subscription limits', () => {
  it('refuses every event of a subscription past the complexity limit, while one within it delivers', async () => {
    const socket = socketFor(t.app, { cookie: owner.cookieHeader() }, sockets);
    const fields = Array.from({ length: 201 }, (_, index) => `kind${index}: kind`).join(' ');
    const tooBroad = collect<unknown>(socket, `subscription($id: ID!) { inboxEvents(organizationId: $id, announceStart: true) { ${fields} } }`, { id: organizationId });
    const allowed = collect<{ inboxEvents: { kind: string } }>(socket, `subscription($id: ID!) { inboxEvents(organizationId: $id, announceStart: true) { kind } }`, {
      id: organizationId,
    });
    await listening(t.app, 'inbox:event', databaseId(organizationId), 2);
    const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
    const clientThreadId = randomUUID();
    await sendVisitorMessage(visitor, 'Hello', clientThreadId);
    await sendVisitorMessage(visitor, 'Anyone there?', clientThreadId);

    await allowed.until((events) => events.filter((event) => event.inboxEvents.kind === 'MESSAGE_ADDED').length === 1);
    expect(allowed.events.map((event) => event.inboxEvents.kind)).toEqual(['SUBSCRIBED', 'THREAD_CREATED', 'MESSAGE_ADDED']);
    // The start, the new thread and the message: each refused, none delivered.
    await tooBroad.until(() => tooBroad.errors.length === 3);
    expect(tooBroad.events).toEqual([]);
    for (const errors of tooBroad.errors) expect(JSON.stringify(errors)).toMatch(/maximum breadth \(breadth: 20\d, max: 200\)/);
  });
});

