import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createOrganizationMutation, ownerWithOrganization, registerMutation, registerVerified, uniqueEmail } from '../../../test-support/accounts';
import { linkIn } from '../../../test-support/mail-catcher';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

const inviteMutation = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) {
    __typename
    ... on InviteMemberPayload { invitation { id email role } }
    ... on Error { message }
  }
}`;
const acceptMutation = `mutation Accept($token: String!) {
  acceptInvitation(input: { token: $token }) {
    __typename
    ... on AcceptInvitationPayload { organization { id name viewerRole } }
    ... on Error { message }
  }
}`;
const membersQuery = `query Members($id: ID!) {
  node(id: $id) { ... on Organization { members { id role isViewer user { email } } pendingInvitations { id email } teams { id name members { id } } } }
}`;
const changeRoleMutation = `mutation ChangeRole($id: ID!, $role: Role!) {
  changeMemberRole(input: { membershipId: $id, role: $role }) { __typename ... on Error { message } }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Invites an address, then registers it and accepts through the emailed link. */
async function inviteAndJoin(owner: ReturnType<TestApp['client']>, organizationId: string, role: 'ADMIN' | 'AGENT', teamIds: string[] = []) {
  const email = uniqueEmail('invitee');
  const invited = await owner.data(inviteMutation, { input: { organizationId, email, role, teamIds } });
  expect(invited.inviteMember.__typename).toBe('InviteMemberPayload');
  const token = linkIn(await t.mail.waitFor(email, /invited you/), '/register').searchParams.get('invitation')!;
  const invitee = t.client();
  const preview = await invitee.data(`query($token: String!) { invitation(token: $token) { email organizationName inviterName role } }`, { token });
  expect(preview.invitation).toMatchObject({ email, organizationName: 'Acme', role });
  await invitee.data(registerMutation, { input: { name: 'New Teammate', email, password: 'teammate passphrase', invitationToken: token } });
  const accepted = await invitee.data(acceptMutation, { token });
  expect(accepted.acceptInvitation).toMatchObject({ __typename: 'AcceptInvitationPayload', organization: { id: organizationId, viewerRole: role } });
  return { invitee, email, token };
}

describe('onboarding', () => {
  it('requires a verified address to create an organization', async () => {
    const client = t.client();
    const email = uniqueEmail();
    await client.data(registerMutation, { input: { name: 'Eager', email, password: 'a long passphrase' } });
    // Signed in by password before following the emailed link.
    const { signIn } = await client.data(`mutation($email: String!) { signIn(input: { email: $email, password: "a long passphrase" }) { __typename } }`, { email });
    expect(signIn.__typename).toBe('SignInPayload');
    const { createOrganization } = await client.data(createOrganizationMutation, { input: { name: 'Too Soon', timezone: 'UTC' } });
    expect(createOrganization.__typename).toBe('NotAuthorizedError');
  });

  it('creates the organization, its first widget with an install snippet, and completes onboarding', async () => {
    const client = t.client();
    const { organizationId } = await ownerWithOrganization(client, t.mail);
    const { createWidget } = await client.data(
      `mutation($id: ID!) { createWidget(input: { organizationId: $id, name: "Website" }) { __typename ... on CreateWidgetPayload { widget { clientId installSnippet } } } }`,
      { id: organizationId },
    );
    const { clientId, installSnippet } = createWidget.widget;
    expect(installSnippet).toBe(`<script src="http://localhost:3000/widget.js" data-client-id="${clientId}" async></script>`);
    const publicView = await t.client().data(`query($c: String!) { publicWidget(clientId: $c) { name organizationName greeting } }`, { c: clientId });
    expect(publicView.publicWidget).toMatchObject({ name: 'Website', organizationName: 'Acme' });

    await client.data(`mutation($id: ID!) { completeOnboarding(input: { organizationId: $id }) { __typename } }`, { id: organizationId });
    const { viewer } = await client.data(`{ viewer { activeOrganization { id onboardingCompleted viewerRole widgets { clientId } } } }`);
    expect(viewer.activeOrganization).toEqual({ id: organizationId, onboardingCompleted: true, viewerRole: 'OWNER', widgets: [{ clientId }] });
  });

  it('rejects an unknown time zone', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const { createOrganization } = await client.data(createOrganizationMutation, { input: { name: 'Acme', timezone: 'Mars/Olympus' } });
    expect(createOrganization.__typename).toBe('ValidationError');
  });

  it('lets a user belong to several organizations and switch between them', async () => {
    const client = t.client();
    const { organizationId: first } = await ownerWithOrganization(client, t.mail, 'First');
    const { createOrganization } = await client.data(createOrganizationMutation, { input: { name: 'Second', timezone: 'UTC' } });
    const second = createOrganization.organization.id;
    const active = async () => (await client.data(`{ viewer { activeOrganization { id } memberships { organization { name } } } }`)).viewer;
    expect((await active()).activeOrganization.id).toBe(second);
    expect((await active()).memberships.map((membership: any) => membership.organization.name)).toEqual(['First', 'Second']);
    await client.data(`mutation($id: ID!) { switchOrganization(input: { organizationId: $id }) { __typename } }`, { id: first });
    expect((await active()).activeOrganization.id).toBe(first);
  });
});

describe('team', () => {
  it('invites a teammate by email who registers and joins with the given role and teams', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const team = await owner.data(
      `mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Support" }) { ... on CreateTeamPayload { team { id } } } }`,
      { id: organizationId },
    );
    const teamId = team.createTeam.team.id;
    const { invitee, email, token } = await inviteAndJoin(owner, organizationId, 'AGENT', [teamId]);

    const { node } = await owner.data(membersQuery, { id: organizationId });
    expect(node.members.map((member: any) => [member.user.email, member.role])).toContainEqual([email, 'AGENT']);
    expect(node.pendingInvitations).toEqual([]);
    expect(node.teams[0].members).toHaveLength(1);
    expect((await invitee.data(`{ viewer { emailVerified } }`)).viewer.emailVerified).toBe(true);
    expect((await invitee.data(acceptMutation, { token })).acceptInvitation.__typename).toBe('InvalidTokenError');
  });

  it('refuses an invitation accepted by a different address', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const email = uniqueEmail('intended');
    await owner.data(inviteMutation, { input: { organizationId, email, role: 'AGENT' } });
    const token = linkIn(await t.mail.waitFor(email, /invited you/), '/register').searchParams.get('invitation');
    const stranger = t.client();
    await registerVerified(stranger, t.mail);
    const { acceptInvitation } = await stranger.data(acceptMutation, { token });
    expect(acceptInvitation.__typename).toBe('ValidationError');
    expect(acceptInvitation.message).toContain(email);
  });

  it('resends and revokes invitations', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const email = uniqueEmail('maybe');
    const { inviteMember } = await owner.data(inviteMutation, { input: { organizationId, email, role: 'ADMIN' } });
    const firstToken = linkIn(await t.mail.waitFor(email, /invited you/), '/register').searchParams.get('invitation');
    const since = t.mail.received.length;
    await owner.data(`mutation($id: ID!) { resendInvitation(input: { invitationId: $id }) { __typename } }`, { id: inviteMember.invitation.id });
    const secondToken = linkIn(await t.mail.waitFor(email, /invited you/, { since }), '/register').searchParams.get('invitation');
    expect(secondToken).not.toBe(firstToken);
    await owner.data(`mutation($id: ID!) { revokeInvitation(input: { invitationId: $id }) { __typename } }`, { id: inviteMember.invitation.id });
    const preview = await t.client().data(`query($token: String!) { invitation(token: $token) { email } }`, { token: secondToken });
    expect(preview.invitation).toBeNull();
  });

  it('lets only owners and admins manage the team', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { invitee: agent } = await inviteAndJoin(owner, organizationId, 'AGENT');
    const attempt = await agent.data(inviteMutation, { input: { organizationId, email: uniqueEmail(), role: 'AGENT' } });
    expect(attempt.inviteMember.__typename).toBe('NotAuthorizedError');
    const { node } = await agent.data(membersQuery.replace(' pendingInvitations { id email }', ''), { id: organizationId });
    const ownerMembership = node.members.find((member: any) => member.role === 'OWNER');
    expect((await agent.data(changeRoleMutation, { id: ownerMembership.id, role: 'AGENT' })).changeMemberRole.__typename).toBe(
      'NotAuthorizedError',
    );
    const pending = await agent.request(`query($id: ID!) { node(id: $id) { ... on Organization { pendingInvitations { id } } } }`, { id: organizationId });
    expect(pending.errors?.[0]?.message).toMatch(/not allowed/i);
  });

  it('keeps at least one owner', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const { node } = await owner.data(membersQuery, { id: organizationId });
    const self = node.members.find((member: any) => member.isViewer);
    const demote = await owner.data(changeRoleMutation, { id: self.id, role: 'ADMIN' });
    expect(demote.changeMemberRole).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/at least one owner/) });
    const leave = await owner.data(`mutation($id: ID!) { leaveOrganization(input: { organizationId: $id }) { __typename ... on Error { message } } }`, {
      id: organizationId,
    });
    expect(leave.leaveOrganization.__typename).toBe('ValidationError');

    const { invitee: admin } = await inviteAndJoin(owner, organizationId, 'ADMIN');
    const promoted = await owner.data(membersQuery, { id: organizationId });
    const adminMembership = promoted.node.members.find((member: any) => member.role === 'ADMIN');
    expect((await owner.data(changeRoleMutation, { id: adminMembership.id, role: 'OWNER' })).changeMemberRole.__typename).toBe(
      'ChangeMemberRolePayload',
    );
    expect((await owner.data(changeRoleMutation, { id: self.id, role: 'AGENT' })).changeMemberRole.__typename).toBe('ChangeMemberRolePayload');
    const removed = await admin.data(`mutation($id: ID!) { removeMember(input: { membershipId: $id }) { __typename } }`, { id: self.id });
    expect(removed.removeMember.__typename).toBe('RemoveMemberPayload');
    const { viewer } = await owner.data(`{ viewer { memberships { id } } }`);
    expect(viewer.memberships).toEqual([]);
  });

  it('creates, renames and deletes teams with members, refusing duplicate names', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const create = (name: string) =>
      owner.data(`mutation($id: ID!, $n: String!) { createTeam(input: { organizationId: $id, name: $n }) { __typename ... on CreateTeamPayload { team { id } } } }`, {
        id: organizationId,
        n: name,
      });
    const sales = (await create('Sales')).createTeam.team.id;
    expect((await create('Sales')).createTeam.__typename).toBe('ValidationError');
    const { node } = await owner.data(membersQuery, { id: organizationId });
    const updated = await owner.data(
      `mutation($id: ID!, $m: [ID!]!) { updateTeam(input: { teamId: $id, name: "Sales EMEA", memberIds: $m }) { ... on UpdateTeamPayload { team { name members { id } } } } }`,
      { id: sales, m: [node.members[0].id] },
    );
    expect(updated.updateTeam.team).toEqual({ name: 'Sales EMEA', members: [{ id: node.members[0].id }] });
    await owner.data(`mutation($id: ID!) { deleteTeam(input: { teamId: $id }) { __typename } }`, { id: sales });
    expect((await owner.data(membersQuery, { id: organizationId })).node.teams).toEqual([]);
  });
});

describe('organization settings', () => {
  it('updates name and time zone, and schedules deletion only after the exact name is typed', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const update = await owner.data(
      `mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Acme Inc", timezone: "America/New_York" }) { ... on UpdateOrganizationPayload { organization { name timezone } } } }`,
      { id: organizationId },
    );
    expect(update.updateOrganization.organization).toEqual({ name: 'Acme Inc', timezone: 'America/New_York' });
    const remove = (confirmName: string) =>
      owner.data(`mutation($id: ID!, $c: String!) { deleteOrganization(input: { organizationId: $id, confirmName: $c }) { __typename } }`, {
        id: organizationId,
        c: confirmName,
      });
    expect((await remove('Acme')).deleteOrganization.__typename).toBe('ValidationError');
    expect((await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { name } } }`, { id: organizationId })).node).toEqual({
      name: 'Acme Inc',
    });
    expect((await remove('Acme Inc')).deleteOrganization.__typename).toBe('DeleteOrganizationPayload');
    const { viewer } = await owner.data(`{ viewer { activeOrganization { id deletionScheduledAt } } }`);
    expect(viewer.activeOrganization.id).toBe(organizationId);
    expect(new Date(viewer.activeOrganization.deletionScheduledAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });
});
