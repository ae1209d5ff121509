import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, uniqueEmail } from '../../test-support/accounts';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An organization with one of everything, seen through its owner's eyes. */
async function populatedOrganization(owner: TestClient, name: string) {
  const { organizationId } = await ownerWithOrganization(owner, t.mail, name);
  await owner.data(`mutation($id: ID!) { createWidget(input: { organizationId: $id, name: "Site" }) { __typename } }`, { id: organizationId });
  await owner.data(`mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Support" }) { __typename } }`, { id: organizationId });
  await owner.data(
    `mutation($id: ID!, $e: String!) { inviteMember(input: { organizationId: $id, email: $e, role: AGENT }) { __typename } }`,
    { id: organizationId, e: uniqueEmail('pending') },
  );
  const { node } = await owner.data(
    `query($id: ID!) { node(id: $id) { id ... on Organization { members { id user { id } } teams { id } widgets { id } pendingInvitations { id } } } }`,
    { id: organizationId },
  );
  const { viewer } = await owner.data(`{ viewer { sessions { id } } }`);
  return {
    organizationId,
    ids: {
      Organization: node.id,
      Membership: node.members[0].id,
      User: node.members[0].user.id,
      Team: node.teams[0].id,
      Widget: node.widgets[0].id,
      Invitation: node.pendingInvitations[0].id,
      Session: viewer.sessions[0].id,
    } as Record<string, string>,
  };
}

describe('organization boundaries', () => {
  let mallory: TestClient;
  let victim: Awaited<ReturnType<typeof populatedOrganization>>;
  let own: Awaited<ReturnType<typeof populatedOrganization>>;

  beforeAll(async () => {
    victim = await populatedOrganization(t.client(), 'Victim Co');
    mallory = t.client();
    own = await populatedOrganization(mallory, 'Mallory Co');
  });

  it.each(['Organization', 'Membership', 'User', 'Team', 'Widget', 'Invitation', 'Session'])(
    'node(id:) with a foreign %s id yields a plain null, as an unknown id does',
    async (type) => {
      const query = `query($id: ID!) { node(id: $id) { id __typename } }`;
      const foreign = await mallory.request(query, { id: victim.ids[type] });
      const unknown = await mallory.request(query, { id: Buffer.from(`${type}:${randomUUID()}`).toString('base64') });
      expect(foreign).toEqual({ data: { node: null } });
      expect(unknown).toEqual({ data: { node: null } });
      const mine = await mallory.request(query, { id: own.ids[type] });
      expect(mine.data?.node).toEqual({ id: own.ids[type], __typename: type });
    },
  );

  it('node(id:) answers null for an id of a type that is no node, and for no type at all', async () => {
    const query = `query($id: ID!) { node(id: $id) { id } }`;
    for (const raw of ['FieldError:1', 'Nothing:1', 'Query:1']) {
      expect(await mallory.request(query, { id: Buffer.from(raw).toString('base64') })).toEqual({ data: { node: null } });
    }
  });

  it('nodes(ids:) hides foreign and unknown objects among own ones, without failing the list', async () => {
    const unknownTeam = Buffer.from(`Team:${randomUUID()}`).toString('base64');
    const result = await mallory.request(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [own.ids.Team, victim.ids.Team, unknownTeam, own.ids.Widget],
    });
    expect(result).toEqual({ data: { nodes: [{ id: own.ids.Team }, null, null, { id: own.ids.Widget }] } });
  });

  it.each([
    ['updateOrganization', `updateOrganization(input: { organizationId: $org, name: "Owned", timezone: "UTC" })`],
    ['deleteOrganization', `deleteOrganization(input: { organizationId: $org, confirmName: "Victim Co" })`],
    ['cancelOrganizationDeletion', `cancelOrganizationDeletion(input: { organizationId: $org })`],
    ['updateDataProtection', `updateDataProtection(input: { organizationId: $org, erasureKeepsCounts: true, retentionThreadDays: 1 })`],
    ['runRetentionNow', `runRetentionNow(input: { organizationId: $org })`],
    ['inviteMember', `inviteMember(input: { organizationId: $org, email: "x@example.test", role: AGENT })`],
    ['createTeam', `createTeam(input: { organizationId: $org, name: "Intruders" })`],
    ['createWidget', `createWidget(input: { organizationId: $org, name: "Evil" })`],
    ['switchOrganization', `switchOrganization(input: { organizationId: $org })`],
    ['changeMemberRole', `changeMemberRole(input: { membershipId: $membership, role: AGENT })`],
    ['removeMember', `removeMember(input: { membershipId: $membership })`],
    ['updateTeam', `updateTeam(input: { teamId: $team, name: "Mine", memberIds: [] })`],
    ['deleteTeam', `deleteTeam(input: { teamId: $team })`],
    ['revokeInvitation', `revokeInvitation(input: { invitationId: $invitation })`],
    ['resendInvitation', `resendInvitation(input: { invitationId: $invitation })`],
  ])('%s on another organization is refused and changes nothing', async (field, call) => {
    const before = await t.database.prisma.organization.findFirstOrThrow({
      where: { name: 'Victim Co' },
      include: { memberships: true, teams: true, invitations: true, widgets: true },
    });
    const values: Record<string, string> = {
      org: victim.ids.Organization,
      membership: victim.ids.Membership,
      team: victim.ids.Team,
      invitation: victim.ids.Invitation,
    };
    const used = Object.keys(values).filter((name) => call.includes(`$${name}`));
    const result = await mallory.data(
      `mutation(${used.map((name) => `$${name}: ID!`).join(', ')}) { ${call} { __typename } }`,
      Object.fromEntries(used.map((name) => [name, values[name]])),
    );
    expect(result[field].__typename).toBe('NotAuthorizedError');
    const after = await t.database.prisma.organization.findFirstOrThrow({
      where: { name: 'Victim Co' },
      include: { memberships: true, teams: true, invitations: true, widgets: true },
    });
    expect(after).toEqual(before);
  });

  it('revokeSession cannot end another user’s session', async () => {
    const result = await mallory.data(`mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename } }`, {
      id: victim.ids.Session,
    });
    expect(result.revokeSession.__typename).toBe('ValidationError');
    expect(await t.database.prisma.session.count({ where: { id: databaseId(victim.ids.Session) } })).toBe(1);
  });
});
