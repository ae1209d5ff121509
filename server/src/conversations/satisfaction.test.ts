import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendVisitorMessage, socketFor, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const rate = `mutation($input: SubmitThreadRatingInput!) {
  submitThreadRating(input: $input) {
    __typename
    ... on SubmitThreadRatingPayload { thread { id status satisfactionRating { score comment } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const close = `mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`;
const operatorView = `query($id: ID!) { node(id: $id) { ... on Thread { status satisfactionRating { score comment submittedAt } } } }`;

async function conversation() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const opening = await sendVisitorMessage(visitor, 'How do I export my data?', randomUUID());
  return { operator, organizationId, widget, visitor, visitorThreadId: opening.thread.id, threadId: operatorThreadId(opening.thread.id) };
}

async function submit(visitor: Visitor, threadId: string, rating: number, comment?: string) {
  return (await visitor.client.data(rate, { input: { threadId, rating, comment } })).submitThreadRating;
}

describe('satisfaction ratings', () => {
  it('are asked when the thread closes, reach the operator live, and are given once', async () => {
    const { operator, organizationId, visitor, visitorThreadId, threadId } = await conversation();
    const visitorSocket = socketFor(t.app, { visitorToken: visitor.token }, sockets);
    const visitorEvents = collect<any>(visitorSocket, `subscription { visitorEvents { kind thread { id status satisfactionRating { score } } } }`);
    const operatorSocket = socketFor(t.app, { cookie: operator.cookieHeader() }, sockets);
    const threadEvents = collect<any>(operatorSocket, `subscription($id: ID!) { threadEvents(threadId: $id) { kind thread { satisfactionRating { score comment } } } }`, { id: threadId });
    const inboxEvents = collect<any>(operatorSocket, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind thread { id satisfactionRating { score } } } }`, { id: organizationId });
    await listening(t.app, 'visitor:event', databaseId(visitor.id));
    await listening(t.app, 'thread:event', databaseId(threadId));
    await listening(t.app, 'inbox:event', databaseId(organizationId));

    await operator.data(close, { id: threadId });
    // The widget hears of the closing as it happens: that is when it asks for a rating.
    await visitorEvents.until((events) => events.some((event) => event.visitorEvents.thread?.status === 'CLOSED'));
    expect(visitorEvents.events.at(-1).visitorEvents).toEqual({ kind: 'THREAD_UPDATED', thread: { id: visitorThreadId, status: 'CLOSED', satisfactionRating: null } });

    const rated = await submit(visitor, visitorThreadId, 4, '  Quick and friendly  ');
    expect(rated).toEqual({ __typename: 'SubmitThreadRatingPayload', thread: { id: visitorThreadId, status: 'CLOSED', satisfactionRating: { score: 4, comment: 'Quick and friendly' } } });

    await threadEvents.until((events) => events.some((event) => event.threadEvents.thread.satisfactionRating));
    expect(threadEvents.events.at(-1).threadEvents).toEqual({ kind: 'THREAD_UPDATED', thread: { satisfactionRating: { score: 4, comment: 'Quick and friendly' } } });
    await inboxEvents.until((events) => events.some((event) => event.inboxEvents.thread?.satisfactionRating?.score === 4));

    const again = await submit(visitor, visitorThreadId, 1, 'Changed my mind');
    expect(again).toMatchObject({ __typename: 'ValidationError', message: 'You already rated this conversation. Thank you!' });
    const { node } = await operator.data(operatorView, { id: threadId });
    expect(node).toEqual({ status: 'CLOSED', satisfactionRating: { score: 4, comment: 'Quick and friendly', submittedAt: expect.any(String) } });
  });

  it('are refused while the thread is open, and from anyone but its visitor', async () => {
    const { operator, widget, visitor, visitorThreadId, threadId } = await conversation();
    expect(await submit(visitor, visitorThreadId, 5)).toMatchObject({ __typename: 'ValidationError', message: 'You can rate this conversation once it is closed.' });

    await operator.data(close, { id: threadId });
    const other = await startVisitor(t, widget.clientId);
    expect((await submit(other, visitorThreadId, 1, 'Sabotage')).__typename).toBe('NotAuthorizedError');
    const signedOut = await t.client().data(rate, { input: { threadId: visitorThreadId, rating: 1 } });
    expect(signedOut.submitThreadRating.__typename).toBe('NotAuthorizedError');
    expect((await operator.data(operatorView, { id: threadId })).node.satisfactionRating).toBeNull();
  });

  it('take a whole score from 1 to 5 and a comment of at most 1,000 characters, or change nothing', async () => {
    const { operator, visitor, visitorThreadId, threadId } = await conversation();
    await operator.data(close, { id: threadId });
    for (const [rating, comment, field] of [
      [0, undefined, 'rating'],
      [6, undefined, 'rating'],
      [4, 'x'.repeat(1001), 'comment'],
    ] as const) {
      const refused = await submit(visitor, visitorThreadId, rating, comment);
      expect(refused.__typename).toBe('ValidationError');
      expect(refused.fieldErrors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    const fractional = await visitor.client.request(rate, { input: { threadId: visitorThreadId, rating: 4.5 } });
    expect(fractional.errors?.[0].message).toMatch(/Int/);
    expect((await operator.data(operatorView, { id: threadId })).node.satisfactionRating).toBeNull();

    expect((await submit(visitor, visitorThreadId, 5, '   ')).thread.satisfactionRating).toEqual({ score: 5, comment: null });
  });

  it('stay inside the organization', async () => {
    const { operator, visitor, visitorThreadId, threadId } = await conversation();
    await operator.data(close, { id: threadId });
    await submit(visitor, visitorThreadId, 2, 'Slow');
    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail, 'Elsewhere');
    const foreign = await stranger.request(operatorView, { id: threadId });
    expect(foreign.data.node).toBeNull();
    expect(JSON.stringify(foreign)).not.toContain('Slow');
  });
});
