import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import operatorSendDocument from '../../../client/src/mutations/__generated__/useSendOperatorMessageMutation.graphql';
import visitorSendDocument from '../../../widget/src/app/outbox/__generated__/WidgetSendMessageMutation.graphql';
import { ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { roundTripCounter } from '../../test-support/round-trips';
import { startStripeServer, stripeEnv, type StripeServer } from '../../test-support/stripe-server';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../db/test-database';

/*
 * Every database round trip a send makes on its request path, with the documents the widget and the dashboard
 * really send (as the Relay compiler generates them), so a query added per field, per author or per message in
 * the history fails here. The ceilings are today's counts, statement and transaction boundaries included: the
 * statement that stores the message, one read of the message with its thread for the answer (which the deliveries of
 * the message on this instance share), and for a reply the check that the operator may write in the thread.
 */
const visitorSendRoundTrips = 2;
const operatorReplyRoundTrips = 3;

const visitorSend = visitorSendDocument.params.text!;
const operatorSend = operatorSendDocument.params.text!;

const counter = roundTripCounter();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ database: await createTestDatabase({ recordQueries: counter.record }) });
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

async function conversation() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const first = await sendVisitorMessage(visitor, 'Hello', clientThreadId);
  return { operator, organizationId, visitor, clientThreadId, threadId: operatorThreadId(first.thread.id) };
}

async function visitorWrites(visitor: Visitor, clientThreadId: string, body: string) {
  const { result, queries } = await counter.of(() => visitor.client.data(visitorSend, { input: { clientThreadId, clientMessageId: randomUUID(), body, attachmentIds: [] } }));
  expect(result.sendVisitorMessage.messageEdge.node.body).toBe(body);
  return queries;
}

async function operatorReplies(operator: TestClient, threadId: string, body: string) {
  const { result, queries } = await counter.of(() => operator.data(operatorSend, { input: { threadId, clientMessageId: randomUUID(), body, kind: 'MESSAGE' } }));
  expect(result.sendOperatorMessage.messageEdge.node.body).toBe(body);
  return queries;
}

describe('the database round trips of a send', () => {
  it('stay within the budget for a visitor message, however long the conversation', async () => {
    const { visitor, clientThreadId } = await conversation();
    const second = await visitorWrites(visitor, clientThreadId, 'Are you there?');
    for (let i = 0; i < 5; i += 1) await visitorWrites(visitor, clientThreadId, `Message ${i}`);
    const later = await visitorWrites(visitor, clientThreadId, 'Still there?');
    expect(second.length).toBeLessThanOrEqual(visitorSendRoundTrips);
    expect(later).toHaveLength(second.length);
  });

  it('stay within the budget for an operator reply, however many teammates and replies', async () => {
    const { operator, organizationId, threadId } = await conversation();
    await operatorReplies(operator, threadId, 'Hi!');
    const second = await operatorReplies(operator, threadId, 'How can I help?');
    for (const name of ['Grace Hopper', 'Alan Turing']) {
      const teammate = await teammateOf(t, operator, organizationId, 'AGENT', name);
      await operatorReplies(teammate.client, threadId, `${name} here`);
    }
    // Teammates signing up wrote users and sessions, so this instance reads sessions again: the owner's next request reads theirs.
    await operatorReplies(operator, threadId, 'Still with you.');
    const later = await operatorReplies(operator, threadId, 'Anything else?');
    expect(second.length).toBeLessThanOrEqual(operatorReplyRoundTrips);
    expect(later).toHaveLength(second.length);
  });

  it('open a new visitor (contact, number and session) in one statement, with no transaction held open', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const { result, queries } = await counter.of(() => startVisitor(t, widget.clientId));
    expect(result.token).toMatch(/^pv_/);
    expect(queries.filter((sql) => /^\s*(BEGIN|COMMIT)\b/.test(sql))).toEqual([]);
    expect(queries.filter((sql) => /INSERT INTO "Contact"/.test(sql))).toHaveLength(1);
  });

  it('store a visitor message in one statement, with no transaction held open across round trips', async () => {
    const { visitor, clientThreadId } = await conversation();
    const queries = await visitorWrites(visitor, clientThreadId, 'One statement');
    expect(queries.filter((sql) => /^\s*(BEGIN|COMMIT)\b/.test(sql))).toEqual([]);
    expect(queries.filter((sql) => /INSERT INTO "Message"/.test(sql))).toHaveLength(1);
  });
});

describe('the database round trips of a reply in a hosted install (billing on)', () => {
  let hosted: TestApp;
  let stripe: StripeServer;
  beforeAll(async () => {
    stripe = await startStripeServer({ url: '', secret: 'whsec_round_trips' });
    hosted = await startTestApp({ database: await createTestDatabase({ recordQueries: counter.record }), env: stripeEnv(stripe, 'whsec_round_trips') });
  });
  afterAll(async () => {
    await hosted.close();
    await hosted.database.close();
    await stripe.close();
  });

  it("stay within the same budget: whether the operator's seat is within the plan is remembered, not read on every reply", async () => {
    const operator = hosted.client();
    const { organizationId } = await ownerWithOrganization(operator, hosted.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(hosted, widget.clientId);
    const first = await sendVisitorMessage(visitor, 'Hello', randomUUID());
    const threadId = operatorThreadId(first.thread.id);
    // The Free plan's two seats are both taken, so the seat check has members to count.
    await teammateOf(hosted, operator, organizationId, 'AGENT');
    await operatorReplies(operator, threadId, 'Hi!');
    const second = await operatorReplies(operator, threadId, 'How can I help?');
    expect(second.length).toBeLessThanOrEqual(operatorReplyRoundTrips);
  });
});
