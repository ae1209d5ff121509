import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization } from '../../test-support/accounts';
import { sendVisitorMessageMutation, startVisitorSessionMutation, widgetOf, type Visitor } from '../../test-support/conversations';
import { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function widgetClientId() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  return (await widgetOf(operator, organizationId)).clientId;
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

/** A new widget session from the given client address, as a script opening session after session would. */
async function visitorFrom(address: string, clientId: string): Promise<Visitor> {
  const { startVisitorSession } = await new TestClient(t.app, { 'x-forwarded-for': address }).data(startVisitorSessionMutation, { input: { clientId } });
  const token = startVisitorSession.visitorToken as string;
  return { client: new TestClient(t.app, { 'x-forwarded-for': address, authorization: `Bearer ${token}` }), token, id: startVisitorSession.visitor.id };
}

async function send(visitor: Visitor, clientThreadId: string, clientMessageId = randomUUID()): Promise<string> {
  const { sendVisitorMessage } = await visitor.client.data(sendVisitorMessageMutation, { input: { clientThreadId, clientMessageId, body: 'Hello' } });
  return sendVisitorMessage.__typename;
}

describe('visitor message limits', () => {
  it('give one client address a budget of its own, however many sessions it opens', async () => {
    const clientId = await widgetClientId();
    const address = randomAddress();
    const outcomes: string[] = [];
    // Each session stays well under its own budget (60 a minute); together they are over the address's (120).
    for (let session = 0; session < 4; session += 1) {
      const visitor = await visitorFrom(address, clientId);
      const clientThreadId = randomUUID();
      for (let message = 0; message < 35; message += 1) outcomes.push(await send(visitor, clientThreadId));
    }

    expect(outcomes.slice(0, 120).every((outcome) => outcome === 'SendVisitorMessagePayload')).toBe(true);
    expect(outcomes.slice(120)).toEqual(Array(20).fill('RateLimitedError'));
    // Someone else is not held back by it.
    expect(await send(await visitorFrom(randomAddress(), clientId), randomUUID())).toBe('SendVisitorMessagePayload');
    expect(await t.database.prisma.message.count({ where: { thread: { widget: { clientId } } } })).toBe(121);
  });

  it('do not count a retry of a message already stored', async () => {
    const visitor = await visitorFrom(randomAddress(), await widgetClientId());
    const clientThreadId = randomUUID();
    const clientMessageId = randomUUID();

    // An unsteady connection may send one message many times; every attempt gets the stored message.
    const retries: string[] = [];
    for (let attempt = 0; attempt < 70; attempt += 1) retries.push(await send(visitor, clientThreadId, clientMessageId));

    expect(new Set(retries)).toEqual(new Set(['SendVisitorMessagePayload']));
    expect(await send(visitor, clientThreadId)).toBe('SendVisitorMessagePayload');
  });
});
