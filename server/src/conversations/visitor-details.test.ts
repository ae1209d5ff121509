import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { identityHash } from './identity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const submitDetails = `mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) {
  __typename ... on SubmitVisitorDetailsPayload { visitor { email } } ... on ValidationError { fieldErrors { field message } }
} }`;
const setMetadata = `mutation($input: SetVisitorMetadataInput!) { setVisitorMetadata(input: $input) {
  __typename ... on ValidationError { message fieldErrors { field } }
} }`;
const identify = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`;
const contactOfThread = `query($id: ID!) { node(id: $id) { ... on Thread { contact { email metadata } } } }`;

/** A widget that always asks for the email, an order number (required) and a company (optional), with one visitor. */
async function preChatWidget(settings: Record<string, unknown> = {}) {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const widget = await widgetOf(owner, organizationId);
  const preChatFields = [
    { key: 'order_number', label: 'Order number', required: true },
    { key: 'company', label: 'Company', required: false },
  ];
  const { updateWidget } = await owner.data(`mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename } }`, {
    input: { widgetId: widget.id, askForEmail: 'ALWAYS', preChatFields, ...settings },
  });
  expect(updateWidget.__typename).toBe('UpdateWidgetPayload');
  const visitor = await startVisitor(t, widget.clientId);
  return { owner, widget, visitor };
}

const metadataOf = async (visitor: Visitor) => (await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } })).metadata;

describe('pre-chat answers', () => {
  it('are kept on the contact with the email, and operators of the organization see them; another organization sees nothing', async () => {
    const { owner, visitor } = await preChatWidget();
    const { submitVisitorDetails } = await visitor.client.data(submitDetails, {
      input: { email: 'Ada@Example.com', answers: { order_number: ' A-1001 ', company: '', unknown_key: 'ignored' } },
    });
    expect(submitVisitorDetails).toEqual({ __typename: 'SubmitVisitorDetailsPayload', visitor: { email: 'ada@example.com' } });
    const { thread } = await sendVisitorMessage(visitor, 'Where is my order?', randomUUID());

    const { node } = await owner.data(contactOfThread, { id: operatorThreadId(thread.id) });
    expect(node.contact).toEqual({ email: 'ada@example.com', metadata: { order_number: 'A-1001' } });
    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail);
    expect(await stranger.request(contactOfThread, { id: operatorThreadId(thread.id) })).toEqual({ data: { node: null } });
  });

  it('refuses a missing required answer or a bad email with typed errors, and changes nothing', async () => {
    const { visitor } = await preChatWidget();
    const { submitVisitorDetails } = await visitor.client.data(submitDetails, { input: { email: 'not an email', answers: { order_number: '  ' } } });
    expect(submitVisitorDetails).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'email', message: 'Enter a valid email address.' },
        { field: 'order_number', message: 'Order number is required.' },
      ],
    });
    const tooLong = await visitor.client.data(submitDetails, { input: { email: 'ada@example.com', answers: { order_number: 'x'.repeat(501) } } });
    expect(tooLong.submitVisitorDetails.fieldErrors).toEqual([{ field: 'order_number', message: 'Answers are at most 500 characters.' }]);
    const contact = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } });
    expect(contact).toMatchObject({ email: null, metadata: {} });
  });
});

describe('setMetadata from the page', () => {
  it('merges the keys it is given: pre-chat answers and earlier attributes stay, and null removes a key', async () => {
    const { visitor } = await preChatWidget();
    await visitor.client.data(setMetadata, { input: { metadata: { plan: 'pro', seats: 3 } } });
    await visitor.client.data(submitDetails, { input: { email: 'ada@example.com', answers: { order_number: 'A-1001', company: 'Acme' } } });
    expect(await metadataOf(visitor)).toEqual({ plan: 'pro', seats: 3, order_number: 'A-1001', company: 'Acme' });

    const { setVisitorMetadata } = await visitor.client.data(setMetadata, { input: { metadata: { plan: 'business', seats: null, trial: false } } });
    expect(setVisitorMetadata.__typename).toBe('SetVisitorMetadataPayload');
    expect(await metadataOf(visitor)).toEqual({ plan: 'business', trial: false, order_number: 'A-1001', company: 'Acme' });
  });

  it('refuses more attributes than a contact may hold, changing nothing', async () => {
    const { visitor } = await preChatWidget();
    const batch = (from: number) => Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`key_${from + index}`, index]));
    await visitor.client.data(setMetadata, { input: { metadata: batch(0) } });
    await visitor.client.data(setMetadata, { input: { metadata: batch(50) } });
    const { setVisitorMetadata } = await visitor.client.data(setMetadata, { input: { metadata: { one_more: true } } });
    expect(setVisitorMetadata).toEqual({
      __typename: 'ValidationError',
      message: 'A visitor has at most 100 attributes: remove some (set them to null) first.',
      fieldErrors: [{ field: 'metadata' }],
    });
    const stored = (await metadataOf(visitor)) as Record<string, unknown>;
    expect(Object.keys(stored)).toHaveLength(100);
    expect(stored.one_more).toBeUndefined();
  });
});

describe('signing in after the pre-chat form', () => {
  it('keeps the answers and the email when the visitor becomes the contact that already holds their account', async () => {
    const { owner, widget, visitor: firstVisit } = await preChatWidget();
    const secret = (await owner.data(`query($id: ID!) { node(id: $id) { ... on Widget { identitySecret } } }`, { id: widget.id })).node.identitySecret as string;
    const signIn = (visitor: Visitor) => visitor.client.data(identify, { input: { userId: 'user-42', name: 'Ada', userHash: identityHash(secret, 'user-42') } });
    await signIn(firstVisit);
    await firstVisit.client.data(setMetadata, { input: { metadata: { plan: 'pro', company: 'Old Co' } } });

    const secondVisit = await startVisitor(t, widget.clientId);
    await secondVisit.client.data(submitDetails, { input: { email: 'ada@example.com', answers: { order_number: 'A-2002', company: 'Acme' } } });
    expect((await signIn(secondVisit)).identifyVisitor.__typename).toBe('IdentifyVisitorPayload');

    const { visitor } = await secondVisit.client.data(`{ visitor { id email } }`);
    expect(visitor).toEqual({ id: firstVisit.id, email: 'ada@example.com' });
    expect(await metadataOf(firstVisit)).toEqual({ plan: 'pro', company: 'Acme', order_number: 'A-2002' });
  });
});
