import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../../test-support/accounts';
import { sendVisitorMessageMutation, startVisitor, widgetOf, type Visitor } from '../../../test-support/conversations';
import type { TestClient } from '../../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let owner: TestClient;
let organizationId: string;
let widget: { id: string; clientId: string };
let visitor: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  ({ organizationId } = await ownerWithOrganization(owner, t.mail));
  widget = await widgetOf(owner, organizationId);
  visitor = await startVisitor(t, widget.clientId);
});
afterAll(async () => {
  await t.close();
});

const sendMessage = sendVisitorMessageMutation.replace('... on Error { message }', '... on ValidationError { message fieldErrors { field } }');
const storedMessages = () => t.database.prisma.message.count({ where: { authorContactId: databaseId(visitor.id) } });

describe('text the database cannot store', () => {
  it.each([
    ['a NUL in the body', { body: 'before\u0000after' }, 'body'],
    ['a NUL in the client thread id', { clientThreadId: 'thread\u0000' }, 'clientThreadId'],
    ['half of a surrogate pair in the body', { body: 'broken \ud83d emoji' }, 'body'],
    ['a NUL inside a global id', { attachmentIds: [Buffer.from('VisitorAttachment:x\u0000y').toString('base64')] }, 'attachmentIds'],
  ])('refuses %s with a ValidationError naming the field, storing nothing', async (_case, change, field) => {
    const before = await storedMessages();
    const { sendVisitorMessage } = await visitor.client.data(sendMessage, {
      input: { clientThreadId: randomUUID(), clientMessageId: randomUUID(), body: 'Hello', ...change },
    });
    expect(sendVisitorMessage.__typename).toBe('ValidationError');
    expect(sendVisitorMessage.fieldErrors).toEqual([{ field }]);
    expect(await storedMessages()).toBe(before);
  });

  it('looks inside JSON objects too, keys and values', async () => {
    const setMetadata = `mutation($input: SetVisitorMetadataInput!) { setVisitorMetadata(input: $input) { __typename ... on ValidationError { fieldErrors { field } } } }`;
    for (const metadata of [{ plan: 'Pro\u0000' }, { 'pl\u0000an': 'Pro' }, { plan: '\udc00' }]) {
      const { setVisitorMetadata } = await visitor.client.data(setMetadata, { input: { metadata } });
      expect(setVisitorMetadata).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'metadata' }] });
    }
    const contact = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } });
    expect(contact.metadata).toEqual({});
  });

  it('refuses it in nested input objects and in lists of them', async () => {
    const updateWidget = `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on ValidationError { fieldErrors { field } } } }`;
    const { updateWidget: result } = await owner.data(updateWidget, {
      input: { widgetId: widget.id, preChatFields: [{ key: 'company', label: 'Comp\u0000any', required: false }] },
    });
    expect(result).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'label' }] });
  });

  it('answers a query argument holding it with a clear error instead of an unexpected one', async () => {
    const result = await owner.request(`query($id: ID!, $search: String) { node(id: $id) { ... on Organization { threads(first: 5, search: $search) { edges { cursor } } } } }`, {
      id: organizationId,
      search: 'refund\u0000',
    });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/can’t be saved/),
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'search', message: expect.any(String) }] },
    });
  });
});
