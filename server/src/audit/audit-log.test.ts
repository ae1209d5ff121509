import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as OTPAuth from 'otpauth';
import { loadConfig } from '../config';
import type { TestClient } from '../../test-support/graphql-client';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { apiKeyOf, keyClient, revokeApiKeyMutation } from '../../test-support/api-keys';
import { widgetOf } from '../../test-support/conversations';
import { createEndpoint } from '../../test-support/webhook-endpoints';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { purgeExpiredAuditEntries } from './retention';

const auditLogQuery = `query($id: ID!, $action: String, $actor: String, $from: DateTime, $to: DateTime, $first: Int, $after: String) {
  node(id: $id) {
    ... on Organization {
      auditLog(action: $action, actor: $actor, from: $from, to: $to, first: $first, after: $after) {
        edges { node { id action actorKind actorLabel ipAddress targetType targetLabel changes createdAt } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;
const csvQuery = `query($id: ID!, $action: String) { node(id: $id) { ... on Organization { auditLogCsv(action: $action) } } }`;

type Entry = { id: string; action: string; actorKind: string; actorLabel: string; ipAddress: string; targetType: string; targetLabel: string; changes: Record<string, { before: unknown; after: unknown }>; createdAt: string };

let clock = Date.parse('2026-11-24T10:00:05Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

async function entriesOf(client: TestClient, organizationId: string, filters: Record<string, unknown> = {}): Promise<Entry[]> {
  const { node } = await client.data(auditLogQuery, { id: organizationId, first: 100, ...filters });
  return node.auditLog.edges.map((edge: { node: Entry }) => edge.node);
}

const mutate = async (client: TestClient, mutation: string, variables: Record<string, unknown>) => {
  const data = await client.data(mutation, variables);
  const result = Object.values(data)[0] as { __typename: string };
  if (!result.__typename.endsWith('Payload')) throw new Error(JSON.stringify(result));
  return result as Record<string, any>;
};

describe('the audit log', () => {
  let owner: TestClient;
  let ownerEmail: string;
  let organizationId: string;
  let entries: Entry[];

  beforeAll(async () => {
    owner = t.client();
    ({ email: ownerEmail, organizationId } = await ownerWithOrganization(owner, t.mail, 'Acme'));

    // Sign-ins: one wrong password, then a right one, from a browser of their own.
    const laptop = t.client();
    await laptop.data(`mutation($e: String!) { signIn(input: { email: $e, password: "not the password" }) { __typename } }`, { e: ownerEmail });
    await laptop.data(`mutation($e: String!) { signIn(input: { email: $e, password: "correct horse battery" }) { __typename } }`, { e: ownerEmail });

    // Two-factor sign-in on, a recovery code used, then off.
    const { beginTwoFactorSetup } = await owner.data(`mutation { beginTwoFactorSetup { ... on BeginTwoFactorSetupPayload { secret } } }`);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(beginTwoFactorSetup.secret) });
    const { recoveryCodes } = await mutate(owner, `mutation($code: String!) { confirmTwoFactorSetup(input: { code: $code }) { __typename ... on ConfirmTwoFactorSetupPayload { recoveryCodes } ... on Error { message } } }`, { code: totp.generate({ timestamp: clock }) });
    const phone = t.client();
    await phone.data(`mutation($e: String!) { signIn(input: { email: $e, password: "correct horse battery" }) { __typename } }`, { e: ownerEmail });
    await mutate(phone, `mutation($code: String!) { completeSignIn(input: { code: $code }) { __typename ... on Error { message } } }`, { code: recoveryCodes[0] });
    clock += 30_000;
    await mutate(owner, `mutation($code: String!) { disableTwoFactor(input: { currentPassword: "correct horse battery", code: $code }) { __typename ... on Error { message } } }`, { code: totp.generate({ timestamp: clock }) });

    // Members: a role change and a removal; an invitation sent and revoked.
    const agent = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const { members } = (await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { id user { id } } } } }`, { id: organizationId })).node;
    const agentMembership = members.find((member: { user: { id: string } }) => member.user.id === agent.userId).id;
    await mutate(owner, `mutation($id: ID!) { changeMemberRole(input: { membershipId: $id, role: ADMIN }) { __typename ... on Error { message } } }`, { id: agentMembership });
    await mutate(owner, `mutation($id: ID!) { removeMember(input: { membershipId: $id }) { __typename ... on Error { message } } }`, { id: agentMembership });
    const { inviteMember } = await owner.data(`mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on InviteMemberPayload { invitation { id } } } }`, {
      input: { organizationId, email: 'linus@example.test', role: 'AGENT' },
    });
    await mutate(owner, `mutation($id: ID!) { revokeInvitation(input: { invitationId: $id }) { __typename ... on Error { message } } }`, { id: inviteMember.invitation.id });

    // A widget changed and its identity secret replaced.
    const widget = await widgetOf(owner, organizationId, 'Storefront');
    await mutate(owner, `mutation($input: UpdateWidgetInput!) { updateWidget(input: $input) { __typename ... on Error { message } } }`, { input: { widgetId: widget.id, color: '#0f766e', greeting: 'Hi there' } });
    await mutate(owner, `mutation($id: ID!) { rotateWidgetIdentitySecret(input: { widgetId: $id }) { __typename ... on Error { message } } }`, { id: widget.id });

    // API keys and webhook endpoints, one of them made by a key.
    const key = await apiKeyOf(owner, organizationId, ['ADMIN'], { name: 'Ops robot' });
    const endpoint = await createEndpoint(keyClient(t, key.secret), organizationId, 'http://127.0.0.1:9/hooks', ['thread.created']);
    await mutate(owner, `mutation($id: ID!) { deleteWebhookEndpoint(input: { endpointId: $id }) { __typename ... on Error { message } } }`, { id: endpoint.id });
    await mutate(owner, revokeApiKeyMutation, { id: key.id });

    // Organization settings.
    await mutate(owner, `mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Acme Inc", timezone: "Europe/Paris" }) { __typename ... on Error { message } } }`, { id: organizationId });

    entries = await entriesOf(owner, organizationId);
  });

  const only = (action: string) => entries.filter((entry) => entry.action === action);

  it('records sign-ins that failed and succeeded, with the address they came from', () => {
    const [failed] = only('sign_in.failed');
    expect(failed).toMatchObject({ actorKind: 'MEMBER', actorLabel: ownerEmail, targetLabel: ownerEmail, changes: { reason: { after: 'wrong password' } } });
    expect(failed.ipAddress).toMatch(/^10\./);
    expect(only('sign_in.succeeded').map((entry) => entry.changes.method.after)).toEqual(expect.arrayContaining(['PASSWORD', 'RECOVERY_CODE']));
  });

  it('records two-factor sign-in turned on and off and a recovery code used', () => {
    expect(only('two_factor.enabled')).toHaveLength(1);
    expect(only('two_factor.recovery_code_used')).toHaveLength(1);
    expect(only('two_factor.disabled')).toHaveLength(1);
  });

  it('records role changes, removals and invitations with what changed', () => {
    expect(only('member.role_changed')).toEqual([expect.objectContaining({ targetLabel: expect.stringContaining('Grace Hopper'), changes: { role: { before: 'AGENT', after: 'ADMIN' } } })]);
    expect(only('member.removed')).toEqual([expect.objectContaining({ targetLabel: expect.stringContaining('Grace Hopper'), changes: { role: { before: 'ADMIN', after: null } } })]);
    expect(only('invitation.created')).toEqual(expect.arrayContaining([expect.objectContaining({ targetLabel: 'linus@example.test', changes: { role: { before: null, after: 'AGENT' } } })]));
    expect(only('invitation.revoked')).toEqual([expect.objectContaining({ targetLabel: 'linus@example.test' })]);
  });

  it('records widgets created and changed field by field, and identity secret changes without the secret', () => {
    const [updated] = only('widget.updated');
    expect(updated.targetLabel).toBe('Storefront');
    expect(updated.changes).toEqual({ color: { before: expect.any(String), after: '#0f766e' }, greeting: { before: expect.any(String), after: 'Hi there' } });
    expect(only('widget.created')).toEqual([expect.objectContaining({ targetType: 'Widget', targetLabel: 'Storefront' })]);
    const [rotated] = only('widget.identity_secret_rotated');
    expect(rotated).toMatchObject({ targetLabel: 'Storefront', changes: {} });
  });

  it('records API keys and webhook endpoints created and removed, naming a key that acted as the actor', () => {
    expect(only('api_key.created')).toEqual([expect.objectContaining({ actorKind: 'MEMBER', targetLabel: expect.stringContaining('Ops robot') })]);
    expect(only('api_key.revoked')).toHaveLength(1);
    expect(only('webhook_endpoint.created')).toEqual([
      expect.objectContaining({ actorKind: 'API_KEY', actorLabel: 'Ops robot', targetLabel: 'http://127.0.0.1:9/hooks', changes: expect.objectContaining({ events: { before: null, after: ['thread.created'] } }) }),
    ]);
    expect(only('webhook_endpoint.deleted')).toEqual([expect.objectContaining({ actorKind: 'MEMBER', targetLabel: 'http://127.0.0.1:9/hooks' })]);
  });

  it('records organization settings changes', () => {
    expect(only('organization.updated')).toEqual([expect.objectContaining({ changes: { name: { before: 'Acme', after: 'Acme Inc' } } })]);
  });

  it('lists newest first, filters by action, actor and date, pages, and exports the same as CSV', async () => {
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await entriesOf(owner, organizationId, { action: 'member.removed' })).map((entry) => entry.action)).toEqual(['member.removed']);
    expect((await entriesOf(owner, organizationId, { actor: 'ops ROBOT' })).map((entry) => entry.action)).toEqual(['webhook_endpoint.created']);
    expect(await entriesOf(owner, organizationId, { to: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await entriesOf(owner, organizationId, { from: '2000-01-01T00:00:00Z' })).toHaveLength(entries.length);

    const first = (await owner.data(auditLogQuery, { id: organizationId, first: 2 })).node.auditLog;
    const second = (await owner.data(auditLogQuery, { id: organizationId, first: 2, after: first.pageInfo.endCursor })).node.auditLog;
    expect([...first.edges, ...second.edges].map((edge: { node: Entry }) => edge.node.id)).toEqual(entries.slice(0, 4).map((entry) => entry.id));

    const csv: string = (await owner.data(csvQuery, { id: organizationId, action: 'member.role_changed' })).node.auditLogCsv;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('time,action,actor_kind,actor,ip_address,target_type,target,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('member.role_changed');
    expect(lines[1]).toMatch(/,"\{""role"":\{.*""before"":""AGENT"".*\}\}"$/);
    expect(lines[1]).toContain('""after"":""ADMIN""');
  });

  it('shows an organization only its own entries, and only to owners and admins', async () => {
    const stranger = t.client();
    const { organizationId: otherOrganizationId } = await ownerWithOrganization(stranger, t.mail, 'Globex');
    const theirs = await entriesOf(stranger, otherOrganizationId);
    expect(theirs.filter((entry) => entries.some((ours) => ours.id === entry.id))).toEqual([]);
    const peek = await stranger.request(auditLogQuery, { id: organizationId, first: 10 });
    expect(peek.data?.node ?? null).toBeNull();
    expect((await stranger.data(`query($id: ID!) { node(id: $id) { id } }`, { id: entries[0].id })).node).toBeNull();
    expect((await stranger.request(csvQuery, { id: organizationId })).data?.node ?? null).toBeNull();

    const agent = await teammateOf(t, owner, organizationId, 'AGENT', 'Ada Agent');
    const refused = await agent.client.request(auditLogQuery, { id: organizationId, first: 10 });
    expect(refused.errors?.[0].message).toBe('You are not allowed to do that.');
  });

  it('cannot be changed: no mutation edits entries and the database refuses updates', async () => {
    const { __schema } = await owner.data(`{ __schema { mutationType { fields { name } } } }`);
    expect(__schema.mutationType.fields.map((field: { name: string }) => field.name).filter((name: string) => /audit/i.test(name))).toEqual([]);
    const id = databaseId(entries[0].id);
    await expect(t.database.prisma.auditEntry.update({ where: { id }, data: { action: 'sign_in.succeeded', actorLabel: 'someone else' } })).rejects.toThrow();
    expect(await t.database.prisma.auditEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({ action: entries[0].action, actorLabel: entries[0].actorLabel });
  });

  it('keeps entries for the retention period, at least a year', async () => {
    expect(() => loadConfig({ AUDIT_LOG_RETENTION_DAYS: '30' })).toThrow(/AUDIT_LOG_RETENTION_DAYS: must be at least 365/);
    // Entries are stamped by the database clock, so the purge is run as if that much later than now.
    const day = 24 * 60 * 60 * 1000;
    const purgeAfter = (days: number) => purgeExpiredAuditEntries({ db: t.database, config: loadConfig({}), now: () => new Date(Date.now() + days * day) });
    const kept = (await entriesOf(owner, organizationId)).length;
    expect(await purgeAfter(364)).toBe(0);
    expect(await entriesOf(owner, organizationId)).toHaveLength(kept);
    expect(await purgeAfter(366)).toBeGreaterThanOrEqual(kept);
    expect(await entriesOf(owner, organizationId)).toEqual([]);
  });
});
