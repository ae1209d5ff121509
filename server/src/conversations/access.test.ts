import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { identityHash } from './identity';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

async function conversation() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const opening = await sendVisitorMessage(visitor, 'Hello there', clientThreadId);
  const threadId = operatorThreadId(opening.thread.id);
  const note = await sendOperatorMessage(operator, threadId, 'Secret internal note', { kind: 'NOTE' });
  return { operator, organizationId, widget, visitor, clientThreadId, visitorThreadId: opening.thread.id, threadId, noteId: note.message.id };
}

const snapshot = async (threadId: string) => {
  const id = databaseId(threadId);
  const prisma = t.database.prisma;
  return JSON.stringify([
    await prisma.thread.findUnique({ where: { id } }),
    await prisma.message.findMany({ where: { threadId: id }, orderBy: { seq: 'asc' } }),
    await prisma.readState.findMany({ where: { threadId: id }, orderBy: { id: 'asc' } }),
  ]);
};

describe('who sees what', () => {
  it("keeps another organization's operators out of threads, messages and contacts", async () => {
    const target = await conversation();
    const mallory = t.client();
    await ownerWithOrganization(mallory, t.mail, 'Intruders');
    const { thread } = await target.operator.data(`query($id: ID!) { thread: node(id: $id) { ... on Thread { contact { id } messages(first: 1) { edges { node { id } } } } } }`, {
      id: target.threadId,
    });
    const ids = [target.threadId, thread.contact.id, thread.messages.edges[0].node.id];
    const before = await snapshot(target.threadId);

    // Plain nulls: nothing says whether these ids exist.
    expect(await mallory.request(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids })).toEqual({ data: { nodes: [null, null, null] } });
    for (const mutation of [
      `mutation($id: ID!) { r: sendOperatorMessage(input: { threadId: $id, clientMessageId: "x", body: "hi" }) { __typename } }`,
      `mutation($id: ID!) { r: markThreadRead(input: { threadId: $id, seq: 2 }) { __typename } }`,
      `mutation($id: ID!) { r: assignThread(input: { threadId: $id }) { __typename } }`,
      `mutation($id: ID!) { r: updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`,
      `mutation($id: ID!) { r: snoozeThread(input: { threadId: $id, until: "2100-01-01T00:00:00Z" }) { __typename } }`,
      `mutation($id: ID!) { r: setOperatorTyping(input: { threadId: $id, isTyping: true }) { __typename } }`,
    ]) {
      const { r } = await mallory.data(mutation, { id: target.threadId });
      expect(r.__typename).toBe('NotAuthorizedError');
    }
    const feed = collect<any>(socketFor(t.app, { cookie: mallory.cookieHeader() }, sockets), `subscription($id: ID!) { threadEvents(threadId: $id) { kind } }`, { id: target.threadId });
    await feed.until(() => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toMatch(/not allowed/i);
    expect(await snapshot(target.threadId)).toBe(before);
  });

  it("keeps visitors to their own threads and away from notes and operator data", async () => {
    const target = await conversation();
    const stranger = await startVisitor(t, target.widget.clientId);
    const before = await snapshot(target.threadId);

    const { data } = await stranger.client.request(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [target.visitorThreadId, target.threadId] });
    expect(data?.nodes).toEqual([null, null]);
    const { visitor } = await stranger.client.data(`query { visitor { threads(first: 10) { edges { node { id } } } } }`);
    expect(visitor.threads.edges).toEqual([]);
    for (const mutation of [
      `mutation($id: ID!) { r: markVisitorThreadRead(input: { threadId: $id, seq: 1 }) { __typename } }`,
      `mutation($id: ID!) { r: setVisitorTyping(input: { threadId: $id, isTyping: true }) { __typename } }`,
    ]) {
      const { r } = await stranger.client.data(mutation, { id: target.visitorThreadId });
      expect(r.__typename).toBe('NotAuthorizedError');
    }
    // A visitor token is not an operator session.
    const { r } = await stranger.client.data(`mutation($id: ID!) { r: sendOperatorMessage(input: { threadId: $id, clientMessageId: "x", body: "hi" }) { __typename } }`, { id: target.threadId });
    expect(r.__typename).toBe('NotAuthorizedError');
    // The owner of the thread still never sees the note, by connection or by id.
    const noteAsVisitorMessage = Buffer.from(`VisitorMessage:${databaseId(target.noteId)}`).toString('base64');
    const own = await target.visitor.client.request(`query($id: String!, $note: ID!) {
      visitor { thread(clientThreadId: $id) { messages(first: 10) { edges { node { body } } } } }
      note: node(id: $note) { id }
    }`, { id: target.clientThreadId, note: noteAsVisitorMessage });
    expect(own.data?.visitor.thread.messages.edges.map((edge: any) => edge.node.body)).toEqual(['Hello there']);
    expect(own.data?.note).toBeNull();
    expect(await snapshot(target.threadId)).toBe(before);
  });

  it('refuses a wrong identity hash when verification is enforced, and links the visitor with the right one', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const { identitySecret } = await t.database.prisma.widget.update({ where: { id: databaseId(widget.id) }, data: { identityVerification: true } });
    const identify = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename ... on IdentifyVisitorPayload { visitor { id email name } } ... on Error { message } } }`;

    const laptop = await startVisitor(t, widget.clientId);
    const laptopThread = randomUUID();
    await sendVisitorMessage(laptop, 'Written on the laptop', laptopThread);
    const wrong = await laptop.client.data(identify, { input: { userId: 'user-42', email: 'grace@example.com', userHash: identityHash('not the secret', 'user-42') } });
    expect(wrong.identifyVisitor.__typename).toBe('NotAuthorizedError');
    const unchanged = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(laptop.id) } });
    expect(unchanged.externalId).toBeNull();
    expect(unchanged.email).toBeNull();

    const right = await laptop.client.data(identify, { input: { userId: 'user-42', email: 'grace@example.com', name: 'Grace', userHash: identityHash(identitySecret, 'user-42') } });
    expect(right.identifyVisitor.visitor).toMatchObject({ email: 'grace@example.com', name: 'Grace' });

    // The same person on another device, verified, gets their history.
    const phone = await startVisitor(t, widget.clientId);
    await phone.client.data(identify, { input: { userId: 'user-42', userHash: identityHash(identitySecret, 'user-42') } });
    const { visitor } = await phone.client.data(`query { visitor { email threads(first: 5) { edges { node { preview } } } } }`);
    expect(visitor.email).toBe('grace@example.com');
    expect(visitor.threads.edges.map((edge: any) => edge.node.preview)).toEqual(['Written on the laptop']);
  });

  it('never hands an unverified user id another contact’s history', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const identify = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`;
    const owner = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(owner, 'My private question', randomUUID());
    await owner.client.data(identify, { input: { userId: 'user-7' } });
    const impostor = await startVisitor(t, widget.clientId);
    const { identifyVisitor } = await impostor.client.data(identify, { input: { userId: 'user-7' } });
    expect(identifyVisitor.__typename).toBe('IdentifyVisitorPayload');
    const { visitor } = await impostor.client.data(`query { visitor { threads(first: 5) { edges { node { id } } } } }`);
    expect(visitor.threads.edges).toEqual([]);
  });
});
