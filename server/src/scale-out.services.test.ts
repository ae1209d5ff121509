import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { databaseId, ownerWithOrganization, registerVerified } from '../test-support/accounts';
import { listening } from '../test-support/conversations';
import { requirePostgresServerUrl, requireRedisUrl } from '../test-support/services';
import { randomClientAddress, startTestApp, type TestApp } from '../test-support/test-app';
import { createTestDatabase } from './db/test-database';
import { runPendingExports } from './privacy/organization-export';
import type { Database } from './db/client';

// Two app instances on one PostgreSQL database and one Redis, as behind a load balancer.
requireRedisUrl();
let database: Database;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ postgresServerUrl: requirePostgresServerUrl() });
  first = await startTestApp({ database, listen: true });
  second = await startTestApp({ database, listen: true });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

describe('several instances', () => {
  it('share sessions: a cookie from one instance works on the other', async () => {
    const browser = first.client();
    const { email } = await registerVerified(browser, first.mail);
    const sameBrowserOnSecond = second.client({ cookie: browser.cookieHeader() });
    expect((await sameBrowserOnSecond.data(`{ viewer { email } }`)).viewer.email).toBe(email);
  });

  it('share rate limits: attempts on one instance count on the other', async () => {
    const { email } = await registerVerified(first.client(), first.mail);
    const signIn = `mutation($e: String!) { signIn(input: { email: $e, password: "wrong wrong wrong" }) { __typename } }`;
    // One client address gets five tries at an account, wherever its requests land.
    const address = { 'x-forwarded-for': randomClientAddress() };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await instance.client(address).data(signIn, { e: email })).signIn.__typename).toBe('InvalidCredentialsError');
    }
    expect((await second.client(address).data(signIn, { e: email })).signIn.__typename).toBe('RateLimitedError');
  });

  it('fan out realtime events: a change on one instance reaches a subscriber on the other', async () => {
    const owner = first.client();
    const { organizationId } = await ownerWithOrganization(owner, first.mail);
    class BrowserSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: owner.cookieHeader() } });
      }
    }
    const socket = createClient({ url: `${second.app.url().replace('http', 'ws')}/graphql`, webSocketImpl: BrowserSocket, retryAttempts: 0 });
    const events = socket.iterate<{ organizationUpdated: { name: string } }>({
      query: `subscription($id: ID!) { organizationUpdated(organizationId: $id) { name } }`,
      variables: { id: organizationId },
    });
    const next = events.next();
    await listening(second.app, 'organization:updated', databaseId(organizationId));
    await owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Across instances", timezone: "UTC" }) { __typename } }`, {
      id: organizationId,
    });
    expect((await next).value?.data?.organizationUpdated.name).toBe('Across instances');
    await events.return?.();
    await socket.dispose();
  });

  it('build a waiting organization export once: sweeping at the same moment, one instance takes it', async () => {
    const owner = first.client();
    const { organizationId, email, userId } = await ownerWithOrganization(owner, first.mail, 'Exported once');
    const waiting = await database.prisma.organizationExport.create({ data: { organizationId: databaseId(organizationId), requestedById: databaseId(userId) } });
    const [byFirst, bySecond] = await Promise.all([runPendingExports(first.app.services), runPendingExports(second.app.services)]);
    expect(byFirst + bySecond).toBe(1);
    expect(await database.prisma.organizationExport.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: 'DONE' });
    const ready = (mail: typeof first.mail) => mail.received.filter((message) => message.to.includes(email) && /Your export of Exported once is ready/.test(message.subject));
    // The email went out before the build counted itself finished (each instance has its own mail catcher).
    expect(ready(first.mail).length + ready(second.mail).length).toBe(1);
  });
});
