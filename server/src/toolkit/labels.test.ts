import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
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

const createLabel = `mutation($input: CreateLabelInput!) {
  createLabel(input: $input) {
    __typename
    ... on CreateLabelPayload { label { id name color threadCount } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const updateLabel = `mutation($input: UpdateLabelInput!) {
  updateLabel(input: $input) { __typename ... on UpdateLabelPayload { label { id name color } } ... on ValidationError { fieldErrors { field } } ... on Error { message } }
}`;
const deleteLabel = `mutation($id: ID!) { deleteLabel(input: { labelId: $id }) { __typename ... on Error { message } } }`;
const addLabel = `mutation($thread: ID!, $label: ID!) {
  addThreadLabel(input: { threadId: $thread, labelId: $label }) {
    __typename
    ... on AddThreadLabelPayload { thread { labels { name } } }
    ... on ValidationError { fieldErrors { field } }
    ... on Error { message }
  }
}`;
const removeLabel = `mutation($thread: ID!, $label: ID!) {
  removeThreadLabel(input: { threadId: $thread, labelId: $label }) { __typename ... on RemoveThreadLabelPayload { thread { labels { name } } } ... on Error { message } }
}`;
const labelsOf = `query($id: ID!) { node(id: $id) { ... on Organization { labels { id name color threadCount } } } }`;
const inboxByLabel = `query($id: ID!, $label: ID) { node(id: $id) { ... on Organization { threads(first: 20, labelId: $label) { edges { node { preview labels { name } } } } } } }`;

async function organizationWithThreads(owner: TestClient, previews: string[]) {
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const widget = await widgetOf(owner, organizationId);
  const threadIds: string[] = [];
  for (const preview of previews) {
    const visitor = await startVisitor(t, widget.clientId);
    threadIds.push(operatorThreadId((await sendVisitorMessage(visitor, preview, randomUUID())).thread.id));
  }
  return { organizationId, threadIds };
}

async function labelled(owner: TestClient, organizationId: string, name: string, color = '#16a34a') {
  const { createLabel: created } = await owner.data(createLabel, { input: { organizationId, name, color } });
  if (created.__typename !== 'CreateLabelPayload') throw new Error(JSON.stringify(created));
  return created.label.id as string;
}

describe('labels', () => {
  it('are created, renamed, recoloured and deleted by admins, with how many threads use them', async () => {
    const owner = t.client();
    const { organizationId, threadIds } = await organizationWithThreads(owner, ['Refund please']);
    const { createLabel: created } = await owner.data(createLabel, { input: { organizationId, name: '  Billing ', color: '#16A34A' } });
    expect(created).toMatchObject({ __typename: 'CreateLabelPayload', label: { name: 'Billing', color: '#16a34a', threadCount: 0 } });
    const labelId = created.label.id;
    await owner.data(addLabel, { thread: threadIds[0], label: labelId });
    expect((await owner.data(labelsOf, { id: organizationId })).node.labels).toEqual([{ id: labelId, name: 'Billing', color: '#16a34a', threadCount: 1 }]);

    const { updateLabel: updated } = await owner.data(updateLabel, { input: { labelId, name: 'Invoices', color: '#dc2626' } });
    expect(updated).toMatchObject({ label: { name: 'Invoices', color: '#dc2626' } });

    expect((await owner.data(deleteLabel, { id: labelId })).deleteLabel.__typename).toBe('DeleteLabelPayload');
    expect((await owner.data(labelsOf, { id: organizationId })).node.labels).toEqual([]);
    expect((await owner.data(inboxByLabel, { id: organizationId, label: null })).node.threads.edges[0].node.labels).toEqual([]);
  });

  it('refuse bad names, bad colours and duplicates with typed errors, changing nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const labelId = await labelled(owner, organizationId, 'VIP', '#4f46e5');
    const blank = await owner.data(createLabel, { input: { organizationId, name: '  ', color: '#4f46e5' } });
    expect(blank.createLabel).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name', message: 'Enter a name.' }] });
    const colour = await owner.data(createLabel, { input: { organizationId, name: 'Urgent', color: 'red' } });
    expect(colour.createLabel.fieldErrors).toEqual([{ field: 'color', message: 'Choose a colour such as #4f46e5.' }]);
    const duplicate = await owner.data(createLabel, { input: { organizationId, name: 'VIP', color: '#000000' } });
    expect(duplicate.createLabel.fieldErrors).toEqual([{ field: 'name', message: 'A label with this name already exists.' }]);
    const otherCase = await owner.data(createLabel, { input: { organizationId, name: ' vip ', color: '#000000' } });
    expect(otherCase.createLabel).toEqual({
      __typename: 'ValidationError',
      message: 'A label with this name already exists.',
      fieldErrors: [{ field: 'name', message: 'A label with this name already exists.' }],
    });
    await labelled(owner, organizationId, 'Urgent');
    const renameOnto = await owner.data(updateLabel, { input: { labelId, name: 'urgent', color: '#000000' } });
    expect(renameOnto.updateLabel).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name' }] });
    expect((await owner.data(labelsOf, { id: organizationId })).node.labels.map((label: { name: string; color: string }) => `${label.name} ${label.color}`)).toEqual([
      'Urgent #16a34a',
      'VIP #4f46e5',
    ]);
    const recased = await owner.data(updateLabel, { input: { labelId, name: 'Vip', color: '#4f46e5' } });
    expect(recased.updateLabel).toMatchObject({ __typename: 'UpdateLabelPayload', label: { name: 'Vip' } });
  });

  it('stay apart between organizations, whatever the case', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    await labelled(owner, organizationId, 'Billing');
    const other = t.client();
    const { organizationId: otherOrganizationId } = await ownerWithOrganization(other, t.mail);
    const { createLabel: created } = await other.data(createLabel, { input: { organizationId: otherOrganizationId, name: 'BILLING', color: '#000000' } });
    expect(created).toMatchObject({ __typename: 'CreateLabelPayload', label: { name: 'BILLING' } });
  });

  it('are managed by admins only; agents apply them', async () => {
    const owner = t.client();
    const { organizationId, threadIds } = await organizationWithThreads(owner, ['Hello']);
    const labelId = await labelled(owner, organizationId, 'Sales');
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    expect((await agent.client.data(createLabel, { input: { organizationId, name: 'Mine', color: '#000000' } })).createLabel.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(updateLabel, { input: { labelId, name: 'Renamed', color: '#000000' } })).updateLabel.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(deleteLabel, { id: labelId })).deleteLabel.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(addLabel, { thread: threadIds[0], label: labelId })).addThreadLabel).toEqual({ __typename: 'AddThreadLabelPayload', thread: { labels: [{ name: 'Sales' }] } });
    expect((await owner.data(labelsOf, { id: organizationId })).node.labels).toMatchObject([{ name: 'Sales', threadCount: 1 }]);
  });

  it('filter the inbox, and label changes reach other operators live', async () => {
    const owner = t.client();
    const { organizationId, threadIds } = await organizationWithThreads(owner, ['First', 'Second', 'Third']);
    const billing = await labelled(owner, organizationId, 'Billing');
    const vip = await labelled(owner, organizationId, 'VIP');
    const teammate = await teammateOf(t, owner, organizationId, 'AGENT');
    const socket = socketFor(t.app, { cookie: teammate.client.cookieHeader() }, sockets);
    const events = collect<{ inboxEvents: { kind: string; thread: { labels: Array<{ name: string }> } } }>(
      socket,
      `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind thread { labels { name } } } }`,
      { id: organizationId },
    );
    await listening(t.app, 'inbox:event', databaseId(organizationId));

    await owner.data(addLabel, { thread: threadIds[0], label: billing });
    await owner.data(addLabel, { thread: threadIds[2], label: billing });
    await owner.data(addLabel, { thread: threadIds[2], label: vip });
    // Adding twice is harmless.
    expect((await owner.data(addLabel, { thread: threadIds[2], label: vip })).addThreadLabel.thread.labels).toEqual([{ name: 'Billing' }, { name: 'VIP' }]);

    const previews = async (label: string | null) => (await teammate.client.data(inboxByLabel, { id: organizationId, label })).node.threads.edges.map((edge: any) => edge.node.preview);
    expect(await previews(billing)).toEqual(['Third', 'First']);
    expect(await previews(vip)).toEqual(['Third']);
    expect(await previews(null)).toEqual(['Third', 'Second', 'First']);

    await owner.data(removeLabel, { thread: threadIds[2], label: billing });
    expect(await previews(billing)).toEqual(['First']);
    await events.until((received) => received.filter((event) => event.inboxEvents.kind === 'THREAD_UPDATED').length >= 5);
    expect(events.events.at(-1)!.inboxEvents.thread.labels).toEqual([{ name: 'VIP' }]);
  });

  it('stay inside their organization', async () => {
    const owner = t.client();
    const { organizationId, threadIds } = await organizationWithThreads(owner, ['Ours']);
    const labelId = await labelled(owner, organizationId, 'Ours');
    await owner.data(addLabel, { thread: threadIds[0], label: labelId });
    const mallory = t.client();
    const elsewhere = await organizationWithThreads(mallory, ['Theirs']);
    const foreignLabel = await labelled(mallory, elsewhere.organizationId, 'Theirs');

    const seen = await mallory.request(`query($id: ID!) { node(id: $id) { id } }`, { id: labelId });
    expect(seen.data?.node).toBeNull();
    expect((await mallory.data(updateLabel, { input: { labelId, name: 'Pwned', color: '#000000' } })).updateLabel.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(deleteLabel, { id: labelId })).deleteLabel.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(createLabel, { input: { organizationId, name: 'Intruder', color: '#000000' } })).createLabel.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(removeLabel, { thread: threadIds[0], label: labelId })).removeThreadLabel.__typename).toBe('NotAuthorizedError');
    // Their own thread with our label, or our thread with their label: both refused.
    expect((await mallory.data(addLabel, { thread: elsewhere.threadIds[0], label: labelId })).addThreadLabel).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'labelId' }] });
    expect((await mallory.data(addLabel, { thread: threadIds[0], label: foreignLabel })).addThreadLabel.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(addLabel, { thread: threadIds[0], label: foreignLabel })).addThreadLabel.__typename).toBe('ValidationError');
    // Filtering their inbox by our label finds nothing of ours.
    expect((await mallory.data(inboxByLabel, { id: elsewhere.organizationId, label: labelId })).node.threads.edges).toEqual([]);

    expect((await owner.data(labelsOf, { id: organizationId })).node.labels).toEqual([{ id: labelId, name: 'Ours', color: '#16a34a', threadCount: 1 }]);
    expect((await mallory.data(inboxByLabel, { id: elsewhere.organizationId, label: null })).node.threads.edges[0].node.labels).toEqual([]);
  });
});
