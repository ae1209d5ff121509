import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { tinyPng, uploaded } from '../../test-support/attachments';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, sendVisitorMessageMutation, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { hashToken } from '../auth/tokens';
import { applyPendingMigrations } from '../db/migrate';
import { MIGRATIONS_DIR } from '../db/migrations-directory';
import { createTestDatabase } from '../db/test-database';
import { identityHash } from './identity';
import { createLogger } from '../logger';
import { createEventBus } from '../realtime/event-bus';
import { createVisitorPrincipals } from './visitor-principals';
import { issueVisitorToken } from './visitor-sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const identifyMutation = `mutation($input: IdentifyVisitorInput!) {
  identifyVisitor(input: $input) { __typename ... on IdentifyVisitorPayload { visitor { id } } ... on Error { message } }
}`;

async function widgetWithSecret() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const { identitySecret } = await t.database.prisma.widget.findUniqueOrThrow({ where: { id: databaseId(widget.id) } });
  return { operator, widget, signIn: (visitor: Visitor, userId = 'user-42') => visitor.client.data(identifyMutation, { input: { userId, userHash: identityHash(identitySecret, userId) } }) };
}

/** Who the device's token speaks for now, and the conversations it lists (newest first). */
async function seenFrom(device: Visitor): Promise<{ id: string; threads: { clientThreadId: string; preview: string }[] } | null> {
  const { visitor } = await device.client.data(`{ visitor { id threads(first: 10) { edges { node { clientThreadId preview } } } } }`);
  return visitor && { id: visitor.id, threads: visitor.threads.edges.map((edge: any) => edge.node) };
}

async function messagesOf(device: Visitor, clientThreadId: string) {
  const { visitor } = await device.client.data(`query($id: String!) { visitor { thread(clientThreadId: $id) { unreadCount messages(first: 20) { edges { node { body } } } } } }`, { id: clientThreadId });
  return { unread: visitor.thread.unreadCount as number, bodies: visitor.thread.messages.edges.map((edge: any) => edge.node.body) as string[] };
}

describe('a verified person on several devices', () => {
  it('keeps every device signed in, each seeing one history', async () => {
    const { widget, signIn } = await widgetWithSecret();
    const laptop = await startVisitor(t, widget.clientId);
    const laptopThread = randomUUID();
    await sendVisitorMessage(laptop, 'From the laptop', laptopThread);
    await signIn(laptop);

    const phone = await startVisitor(t, widget.clientId);
    const phoneThread = randomUUID();
    await sendVisitorMessage(phone, 'From the phone', phoneThread);
    expect((await signIn(phone)).identifyVisitor.visitor.id).toBe(laptop.id);
    const tablet = await startVisitor(t, widget.clientId);
    await signIn(tablet);

    for (const device of [laptop, phone, tablet]) {
      expect(await seenFrom(device)).toEqual({
        id: laptop.id,
        threads: [
          { clientThreadId: phoneThread, preview: 'From the phone' },
          { clientThreadId: laptopThread, preview: 'From the laptop' },
        ],
      });
    }
    // Any device carries on any conversation.
    await sendVisitorMessage(phone, 'Continued on the phone', laptopThread);
    expect((await messagesOf(laptop, laptopThread)).bodies).toEqual(['From the laptop', 'Continued on the phone']);
    const sessions = await t.database.prisma.visitorSession.findMany({ where: { contactId: databaseId(laptop.id) } });
    expect(sessions).toHaveLength(3);
  });

  it('brings the device’s unsent uploads, read positions and authorship along', async () => {
    const { operator, widget, signIn } = await widgetWithSecret();
    const laptop = await startVisitor(t, widget.clientId);
    await signIn(laptop);
    const phone = await startVisitor(t, widget.clientId);
    const phoneThread = randomUUID();
    const { thread, message } = await sendVisitorMessage(phone, 'Can you see my screenshot?', phoneThread);
    const reply = await sendOperatorMessage(operator, operatorThreadId(thread.id), 'Send it over');
    await phone.client.data(`mutation($id: ID!, $seq: Int!) { markVisitorThreadRead(input: { threadId: $id, seq: $seq }) { __typename } }`, { id: thread.id, seq: reply.message.seq });
    const screenshot = await uploaded(t.app, { visitorToken: phone.token }, { name: 'screen.png', type: 'image/png', content: tinyPng });

    await signIn(phone);

    const { sendVisitorMessage: sent } = await phone.client.data(sendVisitorMessageMutation, {
      input: { clientThreadId: phoneThread, clientMessageId: randomUUID(), body: 'Here it is', attachmentIds: [screenshot] },
    });
    expect(sent.__typename).toBe('SendVisitorMessagePayload');
    expect(await messagesOf(laptop, phoneThread)).toEqual({ unread: 0, bodies: ['Can you see my screenshot?', 'Send it over', 'Here it is'] });
    const moved = await t.database.prisma.message.findUniqueOrThrow({ where: { id: databaseId(message.id) } });
    expect(moved.authorContactId).toBe(databaseId(laptop.id));
    expect(await t.database.prisma.attachment.findFirstOrThrow({ where: { id: databaseId(screenshot) } })).toMatchObject({ uploaderContactId: databaseId(laptop.id) });
  });

  it('keeps both conversations when the devices named one the same, and the name leads to the person’s first', async () => {
    const { operator, widget, signIn } = await widgetWithSecret();
    // A site driving the chat through the API may name its conversations itself.
    const sameName = 'support';
    const laptop = await startVisitor(t, widget.clientId);
    const first = await sendVisitorMessage(laptop, 'Question from the laptop', sameName);
    await signIn(laptop);
    const phone = await startVisitor(t, widget.clientId);
    const second = await sendVisitorMessage(phone, 'Question from the phone', sameName);

    const { identifyVisitor } = await signIn(phone);

    expect(identifyVisitor).toEqual({ __typename: 'IdentifyVisitorPayload', visitor: { id: laptop.id } });
    const { threads } = (await seenFrom(phone))!;
    expect(threads.map((thread) => thread.preview)).toEqual(['Question from the phone', 'Question from the laptop']);
    expect(threads[1].clientThreadId).toBe(sameName);
    expect((await messagesOf(phone, threads[0].clientThreadId)).bodies).toEqual(['Question from the phone']);
    // Operators keep both threads as they were.
    for (const [sent, body] of [[first, 'Question from the laptop'], [second, 'Question from the phone']] as const) {
      const { node } = await operator.data(`query($id: ID!) { node(id: $id) { ... on Thread { messages(first: 5) { edges { node { body } } } } } }`, { id: operatorThreadId(sent.thread.id) });
      expect(node.messages.edges.map((edge: any) => edge.node.body)).toEqual([body]);
    }
    await sendVisitorMessage(phone, 'A follow-up', sameName);
    expect((await messagesOf(laptop, sameName)).bodies).toEqual(['Question from the laptop', 'A follow-up']);
  });
});

describe('a burst of new visitors on one site', () => {
  it('gives each their own contact, numbered one after another, and a session that works', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitors = await Promise.all(Array.from({ length: 40 }, () => startVisitor(t, widget.clientId, { url: 'https://shop.example/sale' })));

    const contacts = await t.database.prisma.contact.findMany({ where: { organizationId: databaseId(organizationId) }, orderBy: { number: 'asc' } });
    expect(contacts.map((contact) => contact.number)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(new Set(contacts.map((contact) => contact.currentUrl))).toEqual(new Set(['https://shop.example/sale']));
    const { visitor } = await visitors[17].client.data(`{ visitor { id } }`);
    expect(visitor.id).toBe(visitors[17].id);
  });
});

describe('upgrading a database whose contacts hold their session token', () => {
  it('keeps every existing visitor signed in', async () => {
    const db = await createTestDatabase({ migrated: false });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'));
    try {
      const visitorSessionsMigration = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_visitor_sessions'));
      expect(visitorSessionsMigration).toBeDefined();
      for (const name of fs.readdirSync(MIGRATIONS_DIR)) {
        if (name === 'migration_lock.toml' || name < visitorSessionsMigration!) fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
      }
      await applyPendingMigrations(db, dir);
      const { token, tokenHash } = issueVisitorToken();
      await db.prisma.$executeRawUnsafe(`INSERT INTO "Organization" (id, name, slug, "updatedAt") VALUES ('org-1', 'Acme', 'acme', now())`);
      await db.prisma.$executeRawUnsafe(`INSERT INTO "Widget" (id, "organizationId", "clientId", name, "identitySecret", "updatedAt") VALUES ('widget-1', 'org-1', 'client-1', 'Site', 'secret', now())`);
      await db.prisma.$executeRawUnsafe(`INSERT INTO "Contact" (id, "organizationId", "widgetId", number, "sessionTokenHash", "userAgent") VALUES ('contact-1', 'org-1', 'widget-1', 1, $1, 'Firefox')`, tokenHash);
      expect(hashToken(token)).toBe(tokenHash);

      await applyPendingMigrations(db);

      const principals = createVisitorPrincipals({ prisma: db.prisma, bus: createEventBus(undefined, createLogger('silent')) });
      expect(await principals.resolve(token)).toEqual({ contactId: 'contact-1', organizationId: 'org-1', widgetId: 'widget-1', sessionId: expect.any(String) });
      expect(await db.prisma.visitorSession.findFirstOrThrow({ where: { contactId: 'contact-1' } })).toMatchObject({ tokenHash, userAgent: 'Firefox', widgetId: 'widget-1', organizationId: 'org-1' });
      principals.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  });
});
