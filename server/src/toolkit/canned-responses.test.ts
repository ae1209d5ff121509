import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const create = `mutation($input: CreateCannedResponseInput!) {
  createCannedResponse(input: $input) {
    __typename
    ... on CreateCannedResponsePayload { cannedResponse { id shortcut title body } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const update = `mutation($input: UpdateCannedResponseInput!) {
  updateCannedResponse(input: $input) {
    __typename
    ... on UpdateCannedResponsePayload { cannedResponse { shortcut title body } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const remove = `mutation($id: ID!) { deleteCannedResponse(input: { cannedResponseId: $id }) { __typename ... on Error { message } } }`;
const list = `query($id: ID!, $search: String) { node(id: $id) { ... on Organization { cannedResponses(search: $search) { shortcut title body } } } }`;

const greeting = { shortcut: '/Hello', title: 'Greeting', body: 'Hi {{contact.firstName}}, {{operator.firstName}} here from {{organization.name}}.' };

describe('canned responses', () => {
  it('are created, listed in shortcut order, searched, edited and deleted by admins', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const created = await owner.data(create, { input: { organizationId, ...greeting } });
    expect(created.createCannedResponse).toMatchObject({ __typename: 'CreateCannedResponsePayload', cannedResponse: { shortcut: 'hello', title: 'Greeting', body: greeting.body } });
    await owner.data(create, { input: { organizationId, shortcut: 'bye', title: 'Sign-off', body: 'Have a great day!' } });

    expect((await owner.data(list, { id: organizationId })).node.cannedResponses.map((response: { shortcut: string }) => response.shortcut)).toEqual(['bye', 'hello']);
    expect((await owner.data(list, { id: organizationId, search: 'GREAT' })).node.cannedResponses).toEqual([{ shortcut: 'bye', title: 'Sign-off', body: 'Have a great day!' }]);

    const id = created.createCannedResponse.cannedResponse.id;
    const edited = await owner.data(update, { input: { cannedResponseId: id, shortcut: 'hi', title: 'Hi', body: 'Hello!' } });
    expect(edited.updateCannedResponse).toEqual({ __typename: 'UpdateCannedResponsePayload', cannedResponse: { shortcut: 'hi', title: 'Hi', body: 'Hello!' } });
    expect((await owner.data(remove, { id })).deleteCannedResponse.__typename).toBe('DeleteCannedResponsePayload');
    expect((await owner.data(list, { id: organizationId })).node.cannedResponses.map((response: { shortcut: string }) => response.shortcut)).toEqual(['bye']);
  });

  it('refuse bad shortcuts, blank fields and duplicate shortcuts with typed errors, changing nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { createCannedResponse: first } = await owner.data(create, { input: { organizationId, ...greeting } });
    const spaced = await owner.data(create, { input: { organizationId, shortcut: 'two words', title: 'T', body: 'B' } });
    expect(spaced.createCannedResponse.fieldErrors).toEqual([{ field: 'shortcut', message: 'Use letters, digits, dashes and underscores only, without spaces.' }]);
    const blank = await owner.data(create, { input: { organizationId, shortcut: 'ok', title: ' ', body: ' ' } });
    expect(blank.createCannedResponse.fieldErrors.map((error: { field: string }) => error.field).sort()).toEqual(['body', 'title']);
    const duplicate = await owner.data(create, { input: { organizationId, shortcut: 'HELLO', title: 'Again', body: 'Again' } });
    expect(duplicate.createCannedResponse.fieldErrors).toEqual([{ field: 'shortcut', message: 'Another response already uses this shortcut.' }]);
    const { createCannedResponse: second } = await owner.data(create, { input: { organizationId, shortcut: 'other', title: 'Other', body: 'Other' } });
    const onto = await owner.data(update, { input: { cannedResponseId: second.cannedResponse.id, shortcut: 'hello', title: 'Other', body: 'Other' } });
    expect(onto.updateCannedResponse.__typename).toBe('ValidationError');
    expect((await owner.data(list, { id: organizationId })).node.cannedResponses).toEqual([
      { shortcut: 'hello', title: 'Greeting', body: greeting.body },
      { shortcut: 'other', title: 'Other', body: 'Other' },
    ]);
    expect(first.cannedResponse.shortcut).toBe('hello');
  });

  it('are used by agents but managed by admins only', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { createCannedResponse: created } = await owner.data(create, { input: { organizationId, ...greeting } });
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    expect((await agent.client.data(list, { id: organizationId })).node.cannedResponses).toHaveLength(1);
    expect((await agent.client.data(create, { input: { organizationId, shortcut: 'mine', title: 'Mine', body: 'Mine' } })).createCannedResponse.__typename).toBe('NotAuthorizedError');
    const id = created.cannedResponse.id;
    expect((await agent.client.data(update, { input: { cannedResponseId: id, shortcut: 'x', title: 'x', body: 'x' } })).updateCannedResponse.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(remove, { id })).deleteCannedResponse.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(list, { id: organizationId })).node.cannedResponses).toEqual([{ shortcut: 'hello', title: 'Greeting', body: greeting.body }]);
  });

  it('stay inside their organization', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { createCannedResponse: created } = await owner.data(create, { input: { organizationId, ...greeting } });
    const id = created.cannedResponse.id;
    const mallory = t.client();
    await ownerWithOrganization(mallory, t.mail, 'Elsewhere');
    expect((await mallory.request(`query($id: ID!) { node(id: $id) { id } }`, { id })).data?.node).toBeNull();
    expect((await mallory.request(list, { id: organizationId })).data?.node).toBeNull();
    expect((await mallory.data(create, { input: { organizationId, shortcut: 'x', title: 'x', body: 'x' } })).createCannedResponse.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(update, { input: { cannedResponseId: id, shortcut: 'x', title: 'x', body: 'x' } })).updateCannedResponse.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(remove, { id })).deleteCannedResponse.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(list, { id: organizationId })).node.cannedResponses).toEqual([{ shortcut: 'hello', title: 'Greeting', body: greeting.body }]);
  });
});
