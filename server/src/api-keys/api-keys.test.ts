import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { apiKeyOf, createApiKeyMutation, keyClient, revokeApiKeyMutation } from '../../test-support/api-keys';
import { collect, listening, operatorThreadId, sendVisitorMessage, socketClosed, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { generateApiKeySecret, isWellFormedApiKey } from './secret';

let t: TestApp;
let owner: TestClient;
let organizationId: string;
let threadId: string;
let other: { owner: TestClient; organizationId: string; threadId: string };
const sockets: Client[] = [];

async function organizationWithThread(name: string) {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail, name);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const opening = await sendVisitorMessage(visitor, `Hello from a visitor of ${name}`, randomUUID());
  return { owner: operator, organizationId, threadId: operatorThreadId(opening.thread.id), visitor };
}

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  ({ owner, organizationId, threadId } = await organizationWithThread('Acme'));
  other = await organizationWithThread('Globex');
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const threadsQuery = `query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 10) { edges { node { id preview } } } } } }`;
const replyMutation = `mutation($input: SendOperatorMessageInput!) {
  sendOperatorMessage(input: $input) { __typename ... on SendOperatorMessagePayload { messageEdge { node { authorKind authorName authorUser { id } } } } ... on Error { message } }
}`;
const reply = (client: TestClient, thread: string, body = 'Hello from the CRM') => client.request(replyMutation, { input: { threadId: thread, clientMessageId: randomUUID(), body } });
const messageCount = () => t.database.prisma.message.count();

describe('the secret', () => {
  it('carries a recognisable prefix and a checksum that tells a mistyped key apart', () => {
    const secret = generateApiKeySecret();
    expect(secret).toMatch(/^parley_[0-9A-Za-z]{42}$/);
    expect(isWellFormedApiKey(secret)).toBe(true);
    const last = secret.at(-8)!;
    const mistyped = `${secret.slice(0, -8)}${last === 'a' ? 'b' : 'a'}${secret.slice(-7)}`;
    expect(isWellFormedApiKey(mistyped)).toBe(false);
    expect(isWellFormedApiKey(secret.slice(0, -1))).toBe(false);
  });
});

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, stores only its hash, and lists the key without it', async () => {
    const { createApiKey } = await owner.data(createApiKeyMutation, { input: { organizationId, name: 'Zapier', scopes: ['WRITE'] } });
    expect(createApiKey.__typename).toBe('CreateApiKeyPayload');
    expect(createApiKey.apiKey).toMatchObject({ name: 'Zapier', scopes: ['READ', 'WRITE'], createdBy: { name: 'Ada Lovelace' }, expiresAt: null });
    const secret: string = createApiKey.secret;
    expect(secret.startsWith(createApiKey.apiKey.secretStart)).toBe(true);
    const row = await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id: databaseId(createApiKey.apiKey.id) } });
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { apiKeys { id name secretStart } } } }`, { id: organizationId });
    expect(node.apiKeys).toContainEqual({ id: createApiKey.apiKey.id, name: 'Zapier', secretStart: createApiKey.apiKey.secretStart });
    expect(JSON.stringify(node)).not.toContain(secret);
  });

  it('refuses bad input with a typed error, storing nothing', async () => {
    const before = await t.database.prisma.apiKey.count();
    const cases = [
      [{ name: '  ', scopes: ['READ'] }, 'name'],
      [{ name: 'Old', scopes: ['READ'], expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ name: 'None', scopes: [] }, 'scopes'],
    ] as const;
    for (const [input, field] of cases) {
      const { createApiKey } = await owner.data(createApiKeyMutation, { input: { organizationId, ...input } });
      expect(createApiKey.__typename).toBe('ValidationError');
      expect(createApiKey.fieldErrors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    expect(await t.database.prisma.apiKey.count()).toBe(before);
  });

  it('lets only owners and admins manage keys: agents, other organizations and keys themselves are refused', async () => {
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    const admin = await teammateOf(t, owner, organizationId, 'ADMIN', 'Alan Turing');
    const adminKey = await apiKeyOf(owner, organizationId, ['ADMIN']);
    const before = await t.database.prisma.apiKey.count();
    for (const client of [agent.client, other.owner, keyClient(t, adminKey.secret)]) {
      const { createApiKey } = await client.data(createApiKeyMutation, { input: { organizationId, name: 'Sneaky', scopes: ['READ'] } });
      expect(createApiKey.__typename).toBe('NotAuthorizedError');
      const { revokeApiKey } = await client.data(revokeApiKeyMutation, { id: adminKey.id });
      expect(revokeApiKey.__typename).toBe('NotAuthorizedError');
    }
    expect(await t.database.prisma.apiKey.count()).toBe(before);
    expect(await t.database.prisma.apiKey.count({ where: { revokedAt: { not: null } } })).toBe(0);
    const created = await apiKeyOf(admin.client, organizationId, ['READ'], { name: 'By an admin' });
    expect((await admin.client.data(revokeApiKeyMutation, { id: created.id })).revokeApiKey.__typename).toBe('RevokeApiKeyPayload');
    const { revokeApiKey: again } = await admin.client.data(revokeApiKeyMutation, { id: created.id });
    expect(again).toMatchObject({ __typename: 'ValidationError', message: 'This key is already revoked.' });
  });
});

describe('a key as a principal', () => {
  it('sees its own organization, and records when and from where it was last used', async () => {
    const key = await apiKeyOf(owner, organizationId, ['READ'], { name: 'Reporting' });
    const partner = keyClient(t, key.secret, { 'x-forwarded-for': '203.0.113.7' });
    const { apiKey } = await partner.data(`{ apiKey { name scopes organization { id name } } }`);
    expect(apiKey).toEqual({ name: 'Reporting', scopes: ['READ'], organization: { id: organizationId, name: 'Acme' } });
    const { node } = await partner.data(threadsQuery, { id: organizationId });
    expect(node.threads.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(threadId);
    const row = await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id: databaseId(key.id) } });
    expect(row.lastUsedIp).toBe('203.0.113.7');
    expect(row.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gets nothing of another organization: its ids read as null and its threads cannot be changed', async () => {
    const key = await apiKeyOf(owner, organizationId, ['ADMIN']);
    const partner = keyClient(t, key.secret);
    const { node, nodes } = await partner.data(`query($org: ID!, $thread: ID!) { node(id: $org) { id } nodes(ids: [$org, $thread]) { id } }`, { org: other.organizationId, thread: other.threadId });
    expect(node).toBeNull();
    expect(nodes).toEqual([null, null]);
    const before = await messageCount();
    const { data } = await reply(partner, other.threadId);
    expect(data.sendOperatorMessage.__typename).toBe('NotAuthorizedError');
    const { updateThreadStatus } = await partner.data(`mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`, { id: other.threadId });
    expect(updateThreadStatus.__typename).toBe('NotAuthorizedError');
    expect(await messageCount()).toBe(before);
    expect((await t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(other.threadId) } })).status).toBe('OPEN');
  });

  it('never consults cookies: an operator’s cookie riding along adds none of their rights', async () => {
    const key = await apiKeyOf(owner, organizationId, ['READ']);
    const mixed = keyClient(t, key.secret, { cookie: other.owner.cookieHeader(), origin: 'http://localhost:3000' });
    const { node } = await mixed.data(threadsQuery, { id: other.organizationId });
    expect(node).toBeNull();
    const { viewer } = await mixed.data(`{ viewer { id } }`);
    expect(viewer).toBeNull();
  });

  it('with READ alone cannot write; with WRITE replies as an integration under its own name', async () => {
    const reader = keyClient(t, (await apiKeyOf(owner, organizationId, ['READ'])).secret);
    const before = await messageCount();
    expect((await reply(reader, threadId)).data.sendOperatorMessage.__typename).toBe('NotAuthorizedError');
    expect(await messageCount()).toBe(before);

    const writer = keyClient(t, (await apiKeyOf(owner, organizationId, ['WRITE'], { name: 'Helpdesk bridge' })).secret);
    const { data } = await reply(writer, threadId, 'Your order has shipped');
    expect(data.sendOperatorMessage.messageEdge.node).toEqual({ authorKind: 'INTEGRATION', authorName: 'Helpdesk bridge', authorUser: null });
  });

  it('needs ADMIN for settings, and is never a person: personal operations are refused', async () => {
    const writer = keyClient(t, (await apiKeyOf(owner, organizationId, ['WRITE'])).secret);
    const admin = keyClient(t, (await apiKeyOf(owner, organizationId, ['ADMIN'])).secret);
    const createLabel = `mutation($input: CreateLabelInput!) { createLabel(input: $input) { __typename } }`;
    expect((await writer.data(createLabel, { input: { organizationId, name: 'Refund', color: '#4f46e5' } })).createLabel.__typename).toBe('NotAuthorizedError');
    expect((await admin.data(createLabel, { input: { organizationId, name: 'Refund', color: '#4f46e5' } })).createLabel.__typename).toBe('CreateLabelPayload');
    const { markThreadRead } = await admin.data(`mutation($id: ID!) { markThreadRead(input: { threadId: $id, seq: 1 }) { __typename } }`, { id: threadId });
    expect(markThreadRead.__typename).toBe('NotAuthorizedError');
    const { inviteMember } = await admin.data(`mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`, {
      input: { organizationId, email: 'someone@example.com', role: 'AGENT' },
    });
    expect(inviteMember.__typename).toBe('NotAuthorizedError');
  });

  it('must page connections with first or last, at most 100', async () => {
    const partner = keyClient(t, (await apiKeyOf(owner, organizationId, ['READ'])).secret);
    const unpaged = await partner.request(`query($id: ID!) { node(id: $id) { ... on Organization { threads { edges { node { id } } } } } }`, { id: organizationId });
    expect(unpaged.errors?.[0].message).toBe('Organization.threads needs "first" or "last" (at most 100) when called with an API key.');
    const tooMany = await partner.request(`query($id: ID!, $n: Int) { node(id: $id) { ... on Organization { threads(first: $n) { edges { node { id } } } } } }`, { id: organizationId, n: 101 });
    expect(tooMany.errors?.[0].message).toBe('Organization.threads returns at most 100 items per page; ask for fewer with "first" or "last".');
  });
});

describe('keys that cannot be used', () => {
  const refusal = async (secret: string) => {
    const response = await t.app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: threadsQuery, variables: { id: organizationId } }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };
    return { status: response.status, data: body.data, error: body.errors?.[0] };
  };

  it('tells a mistyped key from an unknown, revoked or expired one, and answers 401 with nothing else', async () => {
    const key = await apiKeyOf(owner, organizationId, ['READ']);
    const mistyped = `${key.secret.slice(0, 10)}${key.secret[10] === 'x' ? 'y' : 'x'}${key.secret.slice(11)}`;
    expect(await refusal(mistyped)).toMatchObject({ status: 401, data: undefined, error: { message: expect.stringMatching(/malformed/), extensions: { code: 'INVALID_API_KEY' } } });
    expect(await refusal(generateApiKeySecret())).toMatchObject({ status: 401, error: { message: 'This API key is unknown, revoked or expired.' } });

    await owner.data(revokeApiKeyMutation, { id: key.id });
    expect(await refusal(key.secret)).toMatchObject({ status: 401, error: { message: 'This API key is unknown, revoked or expired.' } });

    const expiring = await apiKeyOf(owner, organizationId, ['READ'], { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await refusal(expiring.secret)).status).toBe(200);
    await t.database.prisma.apiKey.update({ where: { id: databaseId(expiring.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refusal(expiring.secret)).toMatchObject({ status: 401, error: { extensions: { code: 'INVALID_API_KEY' } } });
  });
});

describe('a key over graphql-ws', () => {
  const inboxEvents = `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { body authorName } } }`;

  it('receives inboxEvents of its organization only, and its socket closes within a second of revocation', async () => {
    const key = await apiKeyOf(owner, organizationId, ['READ']);
    const socket = socketFor(t.app, { apiKey: key.secret }, sockets);
    const closed = socketClosed(socket);
    const feed = collect<any>(socket, inboxEvents, { id: organizationId });
    const foreign = collect<any>(socket, inboxEvents, { id: other.organizationId });
    await listening(t.app, 'inbox:event', databaseId(organizationId));
    await foreign.until(() => foreign.errors.length > 0);

    const writer = keyClient(t, (await apiKeyOf(owner, organizationId, ['WRITE'], { name: 'Bridge' })).secret);
    await reply(writer, threadId, 'Seen live by the integration');
    await feed.until((events) => events.some((event) => event.inboxEvents.message?.body === 'Seen live by the integration'));

    const revokedAt = Date.now();
    await owner.data(revokeApiKeyMutation, { id: key.id });
    expect(await closed).toEqual({ code: 4403, reason: 'API key revoked' });
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });
});
