import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization } from '../../test-support/accounts';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { GraphQLResponse, TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let owner: TestClient;
let visitor: Visitor;
let threadId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const widget = await widgetOf(owner, organizationId);
  visitor = await startVisitor(t, widget.clientId);
  threadId = operatorThreadId((await sendVisitorMessage(visitor, 'Hello', randomUUID())).thread.id);
});
afterAll(async () => {
  await t.close();
});

/** One error that says what is wrong and where, and nothing that reads as our fault. */
function expectBadInputNaming(result: GraphQLResponse, name: RegExp) {
  expect(result.data ?? null).toBeNull();
  expect(result.errors).toHaveLength(1);
  const [error] = result.errors as Array<{ message: string; extensions?: { code?: string } }>;
  expect(error.message).toMatch(name);
  expect(error.message).not.toMatch(/unexpected error/i);
  expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
}

describe('DateTime', () => {
  const snooze = `mutation($input: SnoozeThreadInput!) { snoozeThread(input: $input) { __typename } }`;

  it.each(['next tuesday', '', 42])('refuses %j given as a variable, naming the field', async (until) => {
    expectBadInputNaming(await owner.request(snooze, { input: { threadId, until } }), /"input\.until".*DateTime must be an ISO-8601/);
  });

  it('refuses a malformed literal, naming the field', async () => {
    const result = await owner.request(`mutation($id: ID!) { snoozeThread(input: { threadId: $id, until: "next tuesday" }) { __typename } }`, { id: threadId });
    expectBadInputNaming(result, /"input\.until".*DateTime must be an ISO-8601/);
  });

  it('still takes an ISO-8601 time', async () => {
    const { snoozeThread } = await owner.data(snooze, { input: { threadId, until: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(snoozeThread.__typename).toBe('SnoozeThreadPayload');
  });
});

describe('JSONObject', () => {
  const setMetadata = `mutation($metadata: JSONObject!) { setVisitorMetadata(input: { metadata: $metadata }) { __typename } }`;

  it.each(['Pro', ['Pro'], 7])('refuses %j given as a variable, naming the variable', async (metadata) => {
    expectBadInputNaming(await visitor.client.request(setMetadata, { metadata }), /"\$metadata".*JSONObject must be a JSON object/);
  });

  it('refuses a literal that is not an object, naming the field', async () => {
    const result = await visitor.client.request(`mutation { setVisitorMetadata(input: { metadata: "Pro" }) { __typename } }`);
    expectBadInputNaming(result, /"input\.metadata".*JSONObject must be a JSON object/);
  });

  it('still takes an object, as a variable or a literal', async () => {
    expect((await visitor.client.data(setMetadata, { metadata: { plan: 'Pro' } })).setVisitorMetadata.__typename).toBe('SetVisitorMetadataPayload');
    const literal = await visitor.client.data(`mutation { setVisitorMetadata(input: { metadata: { seats: 3 } }) { __typename } }`);
    expect(literal.setVisitorMetadata.__typename).toBe('SetVisitorMetadataPayload');
  });
});
