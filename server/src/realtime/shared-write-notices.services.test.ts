import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, uniqueEmail } from '../../test-support/accounts';
import { collect, listening, socketClosed, socketFor } from '../../test-support/conversations';
import { TestClient } from '../../test-support/graphql-client';
import { roundTripCounter } from '../../test-support/round-trips';
import { requirePostgresServerUrl, requireRedisUrl } from '../../test-support/services';
import { startTcpProxy, type TcpProxy } from '../../test-support/tcp-proxy';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';
import { openDatabase, type Database, type PostgresDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-database';

// Instances as separate processes would be: each with its own database client (so none hears another's writes
// through it), on one PostgreSQL and one Redis. The third reaches Redis through a proxy this test can cut.
const redisUrl = new URL(requireRedisUrl());
let proxy: TcpProxy;
let firstDatabase: PostgresDatabase;
const otherDatabases: Database[] = [];
let first: TestApp;
let second: TestApp;
let third: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  firstDatabase = (await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() })) as PostgresDatabase;
  const otherDatabase = async () => {
    const database = await openDatabase({ databaseUrl: firstDatabase.databaseUrl, dataDir: 'memory' });
    otherDatabases.push(database);
    return database;
  };
  first = await startTestApp({ database: firstDatabase });
  second = await startTestApp({ database: await otherDatabase() });
  third = await startTestApp({ database: await otherDatabase(), listen: true, env: { REDIS_URL: `redis://${proxy.address}` } });
});
afterAll(async () => {
  proxy.restore();
  await Promise.all(sockets.map((socket) => socket.dispose()));
  for (const app of [third, second, first]) await app.close();
  for (const database of [...otherDatabases, firstDatabase]) await database.close();
  await proxy.close();
});

async function redisReachable(app: TestApp): Promise<boolean> {
  return (await fetch(`${app.app.url()}/readyz`)).status === 200;
}

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

  it('an instance that lost Redis while a change was announced reads what it remembers again once Redis is back', async () => {
    const owner = first.client();
    const { organizationId } = await ownerWithOrganization(owner, first.mail);
    const throughThird = new TestClient(third.app, { cookie: owner.cookieHeader() });
    // A dashboard on the third instance: its socket is told to resync once Redis is back, after the instance has heard.
    const dashboard = socketFor(third.app, { cookie: owner.cookieHeader() }, sockets);
    collect(dashboard, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind } }`, { id: organizationId });
    await listening(third.app, 'inbox:event', databaseId(organizationId));
    const resynced = socketClosed(dashboard);

    proxy.cut();
    await waitUntil(async () => !(await redisReachable(third)), () => 'the third instance to lose Redis');
    // It remembers the session (and its name) from here on; the new name is announced while it cannot hear.
    expect((await throughThird.data(viewerName)).viewer.name).toBe('Ada Lovelace');
    await owner.data(updateProfile, { input: { name: 'Ada King', locale: 'en' } });
    proxy.restore();
    expect((await resynced).code).toBe(1013);

    const invitee = uniqueEmail('invitee');
    expect((await throughThird.data(inviteMember, { input: { organizationId, email: invitee, role: 'AGENT' } })).inviteMember.__typename).toBe('InviteMemberPayload');
    expect((await third.mail.waitFor(invitee, /invited you/)).text).toContain('Ada King');
  });

  it("leaves alone what instances of another database remember, though they share the Redis", async () => {
    const counter = roundTripCounter();
    const elsewhereDatabase = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl(), recordQueries: counter.record });
    const elsewhere = await startTestApp({ database: elsewhereDatabase });
    try {
      const owner = elsewhere.client();
      await ownerWithOrganization(owner, elsewhere.mail);
      await owner.data(viewerName);
      // Another deployment's sign-up writes users, sessions, organizations and members.
      await ownerWithOrganization(first.client(), first.mail);
      // Once this resolves, everything Redis had for the other deployment's instance has reached it.
      await elsewhere.app.services.pubsub.publishConfirmed('organization:updated', randomUUID(), { organizationId: randomUUID() });
      const { queries } = await counter.of(() => owner.data(viewerName));
      expect(queries.filter((sql) => /"Session"|"Membership"/.test(sql))).toEqual([]);
    } finally {
      await elsewhere.close();
      await elsewhereDatabase.close();
    }
  });
});
