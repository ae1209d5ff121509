import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import type { TestClient } from '../../test-support/graphql-client';
import { operatorThreadId, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const createTeam = `mutation($org: ID!, $name: String!) { createTeam(input: { organizationId: $org, name: $name }) { ... on CreateTeamPayload { team { id } } } }`;
const assignToTeam = `mutation($thread: ID!, $team: ID) {
  assignThreadToTeam(input: { threadId: $thread, teamId: $team }) {
    __typename
    ... on AssignThreadToTeamPayload { thread { team { name } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const assignToMember = `mutation($thread: ID!, $user: ID) {
  assignThread(input: { threadId: $thread, assigneeId: $user }) { __typename ... on AssignThreadPayload { thread { assignee { name } } } ... on Error { message } }
}`;
const threadTeam = `query($id: ID!) { node(id: $id) { ... on Thread { team { name } assignee { name } } } }`;
const inboxByTeam = `query($id: ID!, $team: ID) { node(id: $id) { ... on Organization { threads(first: 20, teamId: $team) { edges { node { preview team { name } } } } } } }`;

async function team(owner: TestClient, organizationId: string, name: string): Promise<string> {
  return (await owner.data(createTeam, { org: organizationId, name })).createTeam.team.id;
}

describe('teams', () => {
  it("route a widget's new threads to its default team, and filter the inbox by team", async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const sales = await team(owner, organizationId, 'Sales');
    const salesSite = await widgetOf(owner, organizationId, 'Pricing page');
    const helpSite = await widgetOf(owner, organizationId, 'Help centre');
    await t.database.prisma.widget.update({ where: { id: databaseId(salesSite.id) }, data: { defaultTeamId: databaseId(sales) } });

    await sendVisitorMessage(await startVisitor(t, salesSite.clientId), 'How much for 10 seats?', randomUUID());
    await sendVisitorMessage(await startVisitor(t, helpSite.clientId), 'I forgot my password', randomUUID());

    const listed = async (teamId: string | null) => (await owner.data(inboxByTeam, { id: organizationId, team: teamId })).node.threads.edges.map((edge: any) => edge.node);
    expect(await listed(sales)).toEqual([{ preview: 'How much for 10 seats?', team: { name: 'Sales' } }]);
    expect(await listed(null)).toEqual([
      { preview: 'I forgot my password', team: null },
      { preview: 'How much for 10 seats?', team: { name: 'Sales' } },
    ]);
  });

  it('take threads assigned to them from the header, and a member too; outsiders are refused with typed errors', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const support = await team(owner, organizationId, 'Support');
    const agent = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const widget = await widgetOf(owner, organizationId);
    const threadId = operatorThreadId((await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Help', randomUUID())).thread.id);

    expect((await agent.client.data(assignToTeam, { thread: threadId, team: support })).assignThreadToTeam).toEqual({ __typename: 'AssignThreadToTeamPayload', thread: { team: { name: 'Support' } } });
    expect((await agent.client.data(assignToMember, { thread: threadId, user: agent.userId })).assignThread).toEqual({ __typename: 'AssignThreadPayload', thread: { assignee: { name: 'Grace Hopper' } } });

    const outsider = t.client();
    const { organizationId: otherOrganization, userId: outsiderId } = await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const foreignTeam = await team(outsider, otherOrganization, 'Intruders');
    const refused = await owner.data(assignToTeam, { thread: threadId, team: foreignTeam });
    expect(refused.assignThreadToTeam).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'teamId', message: 'Choose a team of this organization.' }] });
    expect((await owner.data(assignToMember, { thread: threadId, user: outsiderId })).assignThread.__typename).toBe('ValidationError');
    expect((await outsider.data(assignToTeam, { thread: threadId, team: foreignTeam })).assignThreadToTeam.__typename).toBe('NotAuthorizedError');
    expect((await outsider.data(assignToTeam, { thread: threadId, team: null })).assignThreadToTeam.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(threadTeam, { id: threadId })).node).toEqual({ team: { name: 'Support' }, assignee: { name: 'Grace Hopper' } });

    expect((await owner.data(assignToTeam, { thread: threadId, team: null })).assignThreadToTeam.thread).toEqual({ team: null });
  });
});
