import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization, uniqueEmail } from '../../test-support/accounts';
import { TestClient } from '../../test-support/graphql-client';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { openDatabase, type Database, type PostgresDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// Two instances as two processes would be: each with its own database client (so neither hears the other's writes
// through it), on one PostgreSQL and one Redis.
requireRedisUrl();
let firstDatabase: PostgresDatabase;
let secondDatabase: Database;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  firstDatabase = (await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() })) as PostgresDatabase;
  secondDatabase = await openDatabase({ databaseUrl: firstDatabase.databaseUrl, dataDir: 'memory' });
  first = await startTestApp({ database: firstDatabase });
  second = await startTestApp({ database: secondDatabase });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await secondDatabase.close();
  await firstDatabase.close();
});

const viewerName = `query { viewer { name } }`;
const updateProfile = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`;
const inviteMember = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`;

describe('what instances remember, across instances', () => {
  it('a new display name saved through one instance signs the next invitation sent through another', async () => {
    const owner = first.client();
    const { organizationId } = await ownerWithOrganization(owner, first.mail);
    // The same browser's requests reach the second instance through the balancer; it now remembers the session.
    const throughSecond = new TestClient(second.app, { cookie: owner.cookieHeader() });
    expect((await throughSecond.data(viewerName)).viewer.name).toBe('Ada Lovelace');

    await owner.data(updateProfile, { input: { name: 'Ada King', locale: 'en' } });
    const invitee = uniqueEmail('invitee');
    expect((await throughSecond.data(inviteMember, { input: { organizationId, email: invitee, role: 'AGENT' } })).inviteMember.__typename).toBe('InviteMemberPayload');

    const invitation = await second.mail.waitFor(invitee, /invited you/);
    expect(invitation.text).toContain('Ada King');
    expect(invitation.text).not.toContain('Ada Lovelace');
  });
});
