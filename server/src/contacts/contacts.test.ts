import { randomUUID } from 'node:crypto';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { deliver } from '../../test-support/replies-by-email';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { createEndpoint } from '../../test-support/webhook-endpoints';

const domain = 'reply.parley.test';
let t: TestApp;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: domain } });
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

const contactsQuery = `query($id: ID!, $search: String, $verified: Boolean, $hasConversations: Boolean, $seenWithinDays: Int, $attributeKey: String, $attributeValue: String, $after: String, $first: Int) {
  node(id: $id) { ... on Organization {
    contacts(first: $first, after: $after, search: $search, verified: $verified, hasConversations: $hasConversations, seenWithinDays: $seenWithinDays, attributeKey: $attributeKey, attributeValue: $attributeValue) {
      edges { node { id displayName email company verified conversationCount lastSeenAt } }
      pageInfo { hasNextPage endCursor }
    }
  } }
}`;

const updateContact = `mutation($input: UpdateContactInput!) { updateContact(input: $input) {
  __typename
  ... on UpdateContactPayload { contact { id name email phone company attributes } }
  ... on ValidationError { message fieldErrors { field message } }
  ... on Error { message }
} }`;

const createDefinition = `mutation($input: CreateContactAttributeDefinitionInput!) { createContactAttributeDefinition(input: $input) {
  __typename
  ... on CreateContactAttributeDefinitionPayload { definition { id key label type } }
  ... on ValidationError { fieldErrors { field message } }
  ... on Error { message }
} }`;

const contactPage = `query($id: ID!) { node(id: $id) { ... on Contact {
  id name email phone company attributes conversationCount lastSeenAt
  notes { id body viewerCanDelete author { name } createdAt }
  threads(first: 10) { edges { node { id preview } } }
} } }`;

function contactIdOf(visitor: Visitor): string {
  return Buffer.from(`Contact:${databaseId(visitor.id)}`).toString('base64');
}

async function organizationWithContacts() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, 'Northwind');
  const widget = await widgetOf(owner, organizationId);
  const ada = await startVisitor(t, widget.clientId);
  const grace = await startVisitor(t, widget.clientId);
  const anonymous = await startVisitor(t, widget.clientId);
  await sendVisitorMessage(ada, 'Hello there', randomUUID());
  const contacts = { ada: contactIdOf(ada), grace: contactIdOf(grace), anonymous: contactIdOf(anonymous) };
  await owner.data(updateContact, { input: { contactId: contacts.ada, name: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Analytical Engines' } });
  await owner.data(updateContact, { input: { contactId: contacts.grace, name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy' } });
  await t.database.prisma.contact.update({ where: { id: databaseId(contacts.grace) }, data: { identityVerifiedBy: 'HMAC', lastSeenAt: new Date(Date.now() - 10 * 86_400_000) } });
  return { owner, organizationId, widget, visitors: { ada, grace, anonymous }, contacts };
}

async function listed(client: TestClient, organizationId: string, filters: Record<string, unknown> = {}) {
  const { node } = await client.data(contactsQuery, { id: organizationId, first: 50, ...filters });
  return (node.contacts.edges as { node: { displayName: string } }[]).map((edge) => edge.node.displayName);
}

describe('the contact directory', () => {
  it('lists every contact, searchable by name, email and company, filterable, and paged', async () => {
    const { owner, organizationId } = await organizationWithContacts();
    expect((await listed(owner, organizationId)).sort()).toEqual(['Ada Lovelace', 'Grace Hopper', expect.stringMatching(/^Visitor #\d+$/)].sort());
    expect(await listed(owner, organizationId, { search: 'navy' })).toEqual(['Grace Hopper']);
    expect(await listed(owner, organizationId, { search: 'ANALYTICAL.example' })).toEqual(['Ada Lovelace']);
    expect(await listed(owner, organizationId, { search: 'engines' })).toEqual(['Ada Lovelace']);
    expect(await listed(owner, organizationId, { verified: true })).toEqual(['Grace Hopper']);
    expect(await listed(owner, organizationId, { hasConversations: true })).toEqual(['Ada Lovelace']);
    expect(await listed(owner, organizationId, { seenWithinDays: 7, search: 'a' })).toEqual(['Ada Lovelace']);

    const first = await owner.data(contactsQuery, { id: organizationId, first: 2 });
    expect(first.node.contacts.pageInfo.hasNextPage).toBe(true);
    const second = await owner.data(contactsQuery, { id: organizationId, first: 2, after: first.node.contacts.pageInfo.endCursor });
    const ids = [...first.node.contacts.edges, ...second.node.contacts.edges].map((edge: { node: { id: string } }) => edge.node.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('filters by a custom attribute, typed as its definition', async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    await owner.data(createDefinition, { input: { organizationId, key: 'seats', label: 'Seats', type: 'NUMBER' } });
    await owner.data(updateContact, { input: { contactId: contacts.ada, attributes: [{ key: 'seats', value: '12' }] } });
    expect(await listed(owner, organizationId, { attributeKey: 'seats', attributeValue: '12' })).toEqual(['Ada Lovelace']);
    const wrongType = await owner.request(contactsQuery, { id: organizationId, first: 10, attributeKey: 'seats', attributeValue: 'many' });
    expect(wrongType.errors?.[0]?.message).toBe('Enter a number, such as 42 or 3.5.');
    const unknown = await owner.request(contactsQuery, { id: organizationId, first: 10, attributeKey: 'plan', attributeValue: 'pro' });
    expect(unknown.errors?.[0]?.message).toBe('There is no contact attribute "plan" in this organization.');
  });

  it("shows another organization's operators nothing, and lets them change nothing", async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail, 'Southwind');
    expect((await stranger.request(contactsQuery, { id: organizationId, first: 10 })).data?.node).toBeNull();
    expect((await stranger.data(contactPage, { id: contacts.ada })).node).toBeNull();
    const { updateContact: refused } = await stranger.data(updateContact, { input: { contactId: contacts.ada, name: 'Mallory' } });
    expect(refused.__typename).toBe('NotAuthorizedError');
    const note = await stranger.data(`mutation($input: AddContactNoteInput!) { addContactNote(input: $input) { __typename } }`, { input: { contactId: contacts.ada, body: 'x' } });
    expect(note.addContactNote.__typename).toBe('NotAuthorizedError');
    const started = await stranger.data(`mutation($input: StartContactConversationInput!) { startContactConversation(input: $input) { __typename } }`, {
      input: { contactId: contacts.ada, body: 'Hi' },
    });
    expect(started.startContactConversation.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(contactPage, { id: contacts.ada })).node.name).toBe('Ada Lovelace');
  });
});

describe('contact attribute definitions', () => {
  it('are managed by admins; agents read them but cannot define them', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { client: agent } = await teammateOf(t, owner, organizationId, 'AGENT');
    const refused = await agent.data(createDefinition, { input: { organizationId, key: 'plan', label: 'Plan', type: 'TEXT' } });
    expect(refused.createContactAttributeDefinition.__typename).toBe('NotAuthorizedError');

    const created = await owner.data(createDefinition, { input: { organizationId, key: 'plan', label: 'Plan', type: 'TEXT' } });
    expect(created.createContactAttributeDefinition.definition).toMatchObject({ key: 'plan', label: 'Plan', type: 'TEXT' });
    const duplicate = await owner.data(createDefinition, { input: { organizationId, key: 'plan', label: 'Plan again', type: 'TEXT' } });
    expect(duplicate.createContactAttributeDefinition.fieldErrors).toEqual([{ field: 'key', message: 'An attribute with this key already exists.' }]);
    const badKey = await owner.data(createDefinition, { input: { organizationId, key: 'Plan Name', label: 'Plan', type: 'TEXT' } });
    expect(badKey.createContactAttributeDefinition.fieldErrors[0].field).toBe('key');

    const definitions = `query($id: ID!) { node(id: $id) { ... on Organization { contactAttributeDefinitions { id key } } } }`;
    expect((await agent.data(definitions, { id: organizationId })).node.contactAttributeDefinitions.map((d: { key: string }) => d.key)).toEqual(['plan']);
    const remove = `mutation($input: DeleteContactAttributeDefinitionInput!) { deleteContactAttributeDefinition(input: $input) { __typename } }`;
    const definitionId = created.createContactAttributeDefinition.definition.id;
    expect((await agent.data(remove, { input: { definitionId } })).deleteContactAttributeDefinition.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(remove, { input: { definitionId } })).deleteContactAttributeDefinition.__typename).toBe('DeleteContactAttributeDefinitionPayload');
  });
});

describe('editing a contact', () => {
  it('saves typed attributes and tells webhooks contact.updated with the changed fields', async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    const hooks = await startWebhookReceiver();
    receivers.push(hooks);
    await createEndpoint(owner, organizationId, hooks.url, ['contact.updated']);
    for (const [key, type] of [['seats', 'NUMBER'], ['renewal', 'DATE'], ['trial', 'BOOLEAN'], ['plan', 'TEXT']] as const) {
      await owner.data(createDefinition, { input: { organizationId, key, label: key, type } });
    }
    const { updateContact: saved } = await owner.data(updateContact, {
      input: {
        contactId: contacts.ada,
        phone: '+44 20 7946 0958',
        attributes: [
          { key: 'seats', value: '12' },
          { key: 'renewal', value: '2027-01-31' },
          { key: 'trial', value: 'true' },
          { key: 'plan', value: 'Business' },
        ],
      },
    });
    expect(saved.contact).toMatchObject({ phone: '+44 20 7946 0958', attributes: { seats: 12, renewal: '2027-01-31', trial: true, plan: 'Business' } });
    await t.app.services.webhooks.runOnce();
    await waitUntil(() => hooks.ofType('contact.updated').length >= 1, () => 'no contact.updated');
    const event = hooks.ofType('contact.updated').at(-1)!.payload.data as { contact: Record<string, unknown>; changes: { fields: string[] } };
    expect(event.changes.fields.sort()).toEqual(['attributes', 'phone']);
    expect(event.contact).toMatchObject({ id: contacts.ada, phone: '+44 20 7946 0958', attributes: { seats: 12, trial: true } });
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    await owner.data(createDefinition, { input: { organizationId, key: 'seats', label: 'Seats', type: 'NUMBER' } });
    const before = (await owner.data(contactPage, { id: contacts.ada })).node;

    const badEmail = (await owner.data(updateContact, { input: { contactId: contacts.ada, name: 'Changed', email: 'not-an-email' } })).updateContact;
    expect(badEmail).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }] });
    const text = (await owner.data(updateContact, { input: { contactId: contacts.ada, name: 'Changed', attributes: [{ key: 'seats', value: 'twelve' }] } })).updateContact;
    expect(text).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'attributes.seats', message: 'Seats: Enter a number, such as 42 or 3.5.' }] });
    const unknown = (await owner.data(updateContact, { input: { contactId: contacts.ada, attributes: [{ key: 'shoe_size', value: '42' }] } })).updateContact;
    expect(unknown).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'attributes.shoe_size', message: 'There is no contact attribute "shoe_size" in this organization.' }] });

    expect((await owner.data(contactPage, { id: contacts.ada })).node).toEqual(before);
  });
});

describe('notes about a contact', () => {
  it('are signed by their author, who alone can delete them', async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    const { client: agent } = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const add = `mutation($input: AddContactNoteInput!) { addContactNote(input: $input) { __typename ... on AddContactNotePayload { note { id } } ... on ValidationError { fieldErrors { field message } } } }`;
    const remove = `mutation($input: DeleteContactNoteInput!) { deleteContactNote(input: $input) { __typename ... on ValidationError { message } } }`;
    const empty = await agent.data(add, { input: { contactId: contacts.ada, body: '   ' } });
    expect(empty.addContactNote.fieldErrors).toEqual([{ field: 'body', message: 'Write the note first.' }]);
    const { addContactNote } = await agent.data(add, { input: { contactId: contacts.ada, body: 'Prefers email over calls.' } });

    const seenByOwner = (await owner.data(contactPage, { id: contacts.ada })).node.notes;
    expect(seenByOwner).toEqual([expect.objectContaining({ body: 'Prefers email over calls.', viewerCanDelete: false, author: { name: 'Grace Hopper' } })]);
    expect((await owner.data(remove, { input: { noteId: addContactNote.note.id } })).deleteContactNote).toEqual({
      __typename: 'ValidationError',
      message: 'Only the author of a note can delete it.',
    });
    expect((await agent.data(remove, { input: { noteId: addContactNote.note.id } })).deleteContactNote.__typename).toBe('DeleteContactNotePayload');
    expect((await owner.data(contactPage, { id: contacts.ada })).node.notes).toEqual([]);
  });
});

describe('starting a conversation with a contact', () => {
  const start = `mutation($input: StartContactConversationInput!) { startContactConversation(input: $input) {
    __typename
    ... on StartContactConversationPayload { emailed thread { id preview assignee { name } } }
    ... on ValidationError { message }
  } }`;

  it('emails the first message with a reply address; the answer lands in the thread, which the widget shows too', async () => {
    const { owner, contacts, visitors } = await organizationWithContacts();
    const since = t.mail.received.length;
    const { startContactConversation } = await owner.data(start, { input: { contactId: contacts.grace, body: 'Your invoice is ready, shall I send it?' } });
    expect(startContactConversation).toMatchObject({ emailed: true, thread: { preview: 'Your invoice is ready, shall I send it?', assignee: { name: 'Ada Lovelace' } } });
    const email = await t.mail.waitFor('grace@navy.example', /^A message from Northwind$/, { since });
    expect(email.text).toContain('Your invoice is ready, shall I send it?');
    expect(email.replyTo[0]).toMatch(new RegExp(`@${domain.replace(/\./g, '\\.')}$`));

    await deliver(t, { from: 'grace@navy.example', to: email.replyTo[0], inReplyTo: email.messageId, subject: 'Re: A message from Northwind', text: 'Yes please.' });
    const threadId = startContactConversation.thread.id;
    const messages = `query($id: ID!) { node(id: $id) { ... on Thread { messages(first: 10) { edges { node { body authorKind } } } } } }`;
    await waitUntil(async () => (await owner.data(messages, { id: threadId })).node.messages.edges.length === 2, () => 'the emailed answer did not arrive');

    const widgetThreads = await visitors.grace.client.data(`{ visitor { threads(first: 10) { edges { node { preview } } } } }`);
    expect(widgetThreads.visitor.threads.edges.map((edge: { node: { preview: string } }) => edge.node.preview)).toEqual(['Yes please.']);
  });

  it('needs an email address to write to', async () => {
    const { owner, contacts } = await organizationWithContacts();
    const { startContactConversation } = await owner.data(start, { input: { contactId: contacts.anonymous, body: 'Hello?' } });
    expect(startContactConversation).toEqual({ __typename: 'ValidationError', message: 'Add an email address to this contact first: the message is delivered by email.' });
    expect((await owner.data(contactPage, { id: contacts.anonymous })).node.conversationCount).toBe(0);
  });
});

describe('the CSV export', () => {
  async function download(client: TestClient, query: Record<string, string>) {
    // Over the real HTTP server: the export is served beside GraphQL, not by it.
    const response = await fetch(`${t.app.url()}/dashboard/contacts.csv?${new URLSearchParams(query)}`, { headers: { cookie: client.cookieHeader() } });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }

  it("streams the current filter's contacts with their attributes, to members only", async () => {
    const { owner, organizationId, contacts } = await organizationWithContacts();
    await owner.data(createDefinition, { input: { organizationId, key: 'seats', label: 'Seats', type: 'NUMBER' } });
    await owner.data(updateContact, { input: { contactId: contacts.grace, attributes: [{ key: 'seats', value: '7' }] } });
    const all = await download(owner, { organizationId });
    expect(all.status).toBe(200);
    expect(all.type).toBe('text/csv; charset=utf-8');
    const lines = all.body.trim().split('\r\n');
    expect(lines[0]).toBe('name,email,phone,company,verified,conversations,last_seen,first_seen,seats');
    expect(lines).toHaveLength(4);
    const verified = (await download(owner, { organizationId, verified: 'true' })).body.trim().split('\r\n');
    expect(verified).toHaveLength(2);
    expect(verified[1]).toMatch(/^Grace Hopper,grace@navy\.example,,US Navy,yes,0,[^,]+,[^,]+,7$/);

    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail, 'Southwind');
    expect((await download(stranger, { organizationId })).status).toBe(404);
    expect((await download(t.client(), { organizationId })).status).toBe(404);
  });
});

describe('last seen', () => {
  const heartbeat = `mutation { recordVisitorHeartbeat }`;

  it('is refreshed while the chat stays open for over a minute, written at most once a minute', async () => {
    const { owner, visitors, contacts } = await organizationWithContacts();
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.database.prisma.contact.update({ where: { id: databaseId(contacts.ada) }, data: { lastSeenAt: twoMinutesAgo } });
    expect(new Date((await owner.data(contactPage, { id: contacts.ada })).node.lastSeenAt).getTime()).toBe(twoMinutesAgo.getTime());

    const beforeBeat = Date.now();
    expect((await visitors.ada.client.data(heartbeat)).recordVisitorHeartbeat).toBe(true);
    const fresh = new Date((await owner.data(contactPage, { id: contacts.ada })).node.lastSeenAt).getTime();
    expect(fresh).toBeGreaterThanOrEqual(beforeBeat - 5);
    expect((await visitors.ada.client.data(heartbeat)).recordVisitorHeartbeat).toBe(false);
    expect(new Date((await owner.data(contactPage, { id: contacts.ada })).node.lastSeenAt).getTime()).toBe(fresh);
  });

  it('moves when the visitor sends a message or loads a page', async () => {
    const { owner, visitors, contacts } = await organizationWithContacts();
    const longAgo = new Date(Date.now() - 60 * 60_000);
    const lastSeen = async () => new Date((await owner.data(contactPage, { id: contacts.ada })).node.lastSeenAt).getTime();
    await t.database.prisma.contact.update({ where: { id: databaseId(contacts.ada) }, data: { lastSeenAt: longAgo } });
    await sendVisitorMessage(visitors.ada, 'Still there?', randomUUID());
    expect(await lastSeen()).toBeGreaterThan(longAgo.getTime() + 59 * 60_000);

    await t.database.prisma.contact.update({ where: { id: databaseId(contacts.ada) }, data: { lastSeenAt: longAgo } });
    await visitors.ada.client.data(`mutation($input: UpdateVisitorPageInput!) { updateVisitorPage(input: $input) { __typename } }`, { input: { url: 'http://localhost:3000/pricing' } });
    expect(await lastSeen()).toBeGreaterThan(longAgo.getTime() + 59 * 60_000);
  });

  it("is written by a chat's messages at most once a minute, as by heartbeats", async () => {
    const { owner, visitors, contacts } = await organizationWithContacts();
    const lastSeen = async () => new Date((await owner.data(contactPage, { id: contacts.ada })).node.lastSeenAt).getTime();
    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await t.database.prisma.contact.update({ where: { id: databaseId(contacts.ada) }, data: { lastSeenAt: halfAMinuteAgo } });
    await sendVisitorMessage(visitors.ada, 'One more thing', randomUUID());
    await sendVisitorMessage(visitors.ada, 'And another', randomUUID());
    expect(await lastSeen()).toBe(halfAMinuteAgo.getTime());

    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    await t.database.prisma.contact.update({ where: { id: databaseId(contacts.ada) }, data: { lastSeenAt: twoMinutesAgo } });
    const beforeSending = Date.now();
    await sendVisitorMessage(visitors.ada, 'Hello again', randomUUID());
    expect(await lastSeen()).toBeGreaterThanOrEqual(beforeSending - 5);
  });

  it('cannot be beaten without a visitor session', async () => {
    expect((await t.client().request(heartbeat)).errors?.[0]?.message).toBe('You are not allowed to do that.');
  });
});
