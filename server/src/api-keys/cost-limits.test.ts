import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization } from '../../test-support/accounts';
import { apiKeyOf } from '../../test-support/api-keys';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { costLimits } from './cost-buckets';

let t: TestApp;
let organizationId: string;
let threadId: string;
let secret: string;
beforeAll(async () => {
  t = await startTestApp();
  const owner = t.client();
  ({ organizationId } = await ownerWithOrganization(owner, t.mail));
  const visitor = await startVisitor(t, (await widgetOf(owner, organizationId)).clientId);
  threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Where is my order?', randomUUID())).thread.id);
  ({ secret } = await apiKeyOf(owner, organizationId, ['WRITE']));
});
afterAll(async () => {
  await t.close();
});

type Cost = { requestedQueryCost: number; throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number } };
type Answer = { status: number; retryAfter: string | null; data?: any; errors?: Array<{ message: string; extensions: Record<string, unknown> }>; cost?: Cost };

async function post(query: string, variables: Record<string, unknown>, authorization = `Bearer ${secret}`): Promise<Answer> {
  const response = await t.app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: unknown; errors?: Answer['errors']; extensions?: { cost?: Cost } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), data: body.data, errors: body.errors, cost: body.extensions?.cost };
}

/** A reply that reads back the thread's latest messages and their files: a costly write. */
const costlyReply = `mutation($input: SendOperatorMessageInput!) {
  sendOperatorMessage(input: $input) {
    __typename
    ... on SendOperatorMessagePayload { thread { messages(last: 100) { edges { node { body attachments { id } } } } } }
  }
}`;

describe('cost-based limits for API keys', () => {
  it('reports every response’s cost and what the bucket holds afterwards', async () => {
    const { cost, data } = await post(`{ apiKey { name } }`, {});
    expect(data.apiKey.name).toBe('CRM sync');
    expect(cost).toEqual({
      requestedQueryCost: expect.any(Number),
      throttleStatus: { maximumAvailable: costLimits.maximumAvailable, restoreRate: costLimits.restoreRate, currentlyAvailable: expect.any(Number) },
    });
    expect(cost!.requestedQueryCost).toBeGreaterThan(0);
    expect(cost!.throttleStatus.currentlyAvailable).toBeLessThanOrEqual(costLimits.maximumAvailable - cost!.requestedQueryCost);
  });

  it('refuses an operation once the bucket is short, with THROTTLED, 429 and Retry-After, changing nothing', async () => {
    const before = await t.database.prisma.message.count();
    let answer: Answer;
    let sent = 0;
    for (;;) {
      answer = await post(costlyReply, { input: { threadId, clientMessageId: randomUUID(), body: 'Hello' } });
      if (answer.errors) break;
      sent += 1;
      expect(answer.data.sendOperatorMessage.__typename).toBe('SendOperatorMessagePayload');
    }
    expect(sent).toBeGreaterThan(0);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'THROTTLED', retryAfterSeconds: expect.any(Number) });
    expect(answer.errors?.[0].message).toMatch(/^Throttled: this operation costs \d+ points and \d+ are available\. Retry in \d+ s\.$/);
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBe(answer.errors?.[0].extensions.retryAfterSeconds);
    expect(answer.cost!.throttleStatus.currentlyAvailable).toBeLessThan(answer.cost!.requestedQueryCost);
    expect(answer.data).toBeUndefined();
    // Only the replies that were let through were stored.
    expect(await t.database.prisma.message.count()).toBe(before + sent);
  });

  it('keeps each key’s bucket its own, and leaves operators unmetered', async () => {
    const owner = t.client();
    const { organizationId: otherOrganization } = await ownerWithOrganization(owner, t.mail, 'Globex');
    const fresh = await apiKeyOf(owner, otherOrganization, ['READ']);
    const answer = await post(`{ apiKey { name } }`, {}, `Bearer ${fresh.secret}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.cost!.throttleStatus.currentlyAvailable).toBe(costLimits.maximumAvailable - answer.cost!.requestedQueryCost);
    const operatorAnswer = await owner.request(`{ viewer { name } }`);
    expect(operatorAnswer).not.toHaveProperty('extensions');
  });

  it('charges a connection per item it asks for', async () => {
    const page = (size: number) => `query($id: ID!) { node(id: $id) { ... on Thread { messages(last: ${size}) { edges { node { body } } } } } }`;
    const small = await post(page(10), { id: threadId });
    const large = await post(page(100), { id: threadId });
    expect(small.errors).toBeUndefined();
    expect(large.errors).toBeUndefined();
    // Each message costs its node and its body: two points an item, plus the fields around the page.
    expect(large.cost!.requestedQueryCost - small.cost!.requestedQueryCost).toBeGreaterThanOrEqual(90 * 2);
    expect(large.cost!.requestedQueryCost).toBeLessThan(100 * 2 + 50);
  });

  it('refuses outright an operation that costs more than a full bucket', async () => {
    const query = `query($id: ID!) {
      node(id: $id) { ... on Organization { threads(first: 100) { edges { node { messages(first: 100) { edges { node { body attachments { id } } } } } } } } }
    }`;
    const answer = await post(query, { id: organizationId });
    expect(answer.errors?.[0].extensions.code).toBe('MAX_COST_EXCEEDED');
  });
});
