import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from './client';
import { jsonRead } from './json-read';
import { modelFields } from './model-fields';
import { createTestDatabase } from './test-database';
import { messageWithThread } from '../realtime/delivery-rows';

/*
 * The read every delivery of a message shares, built as one JSON statement, must answer exactly what the ORM's query
 * API answers for the same selection: the same rows, values of the same types (dates as Dates, JSON as parsed, lists
 * of text as lists), relations present or null, lists in their order.
 */
let database: Database;
const ids = { full: '', bare: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const prisma = database.prisma;
  const organization = await prisma.organization.create({ data: { name: 'Acme', slug: 'acme', answerBotName: 'Ada' } });
  const team = await prisma.team.create({ data: { organizationId: organization.id, name: 'Support' } });
  const widget = await prisma.widget.create({
    data: { organizationId: organization.id, name: 'Site', clientId: 'acme-site', identitySecret: 'secret', allowedOrigins: ['https://acme.example', 'https://www.acme.example'], translations: { fr: { greeting: 'Bonjour' } }, defaultTeamId: team.id },
  });
  const [ada, bob] = await Promise.all(
    ['ada', 'bob'].map((name) => prisma.user.create({ data: { email: `${name}@acme.example`, name, passwordHash: 'x', emailVerifiedAt: new Date('2026-01-02T03:04:05.600Z') } })),
  );
  for (const user of [ada!, bob!]) await prisma.membership.create({ data: { userId: user.id, organizationId: organization.id, role: 'AGENT' } });
  const contact = await prisma.contact.create({ data: { organizationId: organization.id, widgetId: widget.id, number: 7, name: 'Vera', email: 'vera@example.com', attributes: { plan: 'pro', seats: 3, beta: true } } });
  const thread = await prisma.thread.create({
    data: { organizationId: organization.id, widgetId: widget.id, contactId: contact.id, clientThreadId: 'first', assigneeId: ada!.id, teamId: team.id, lastSeq: 3, subject: 'Billing', snoozedUntil: new Date('2026-03-01T00:00:00.000Z') },
  });
  for (const [index, name] of ['Zeta', 'Alpha', 'midway'].entries()) {
    const label = await prisma.label.create({ data: { organizationId: organization.id, name, color: `#00000${index}` } });
    await prisma.threadLabel.create({ data: { organizationId: organization.id, threadId: thread.id, labelId: label.id } });
  }
  await prisma.readState.createMany({
    data: [
      { organizationId: organization.id, threadId: thread.id, userId: ada!.id, lastReadSeq: 3 },
      { organizationId: organization.id, threadId: thread.id, userId: bob!.id, lastReadSeq: 1 },
      { organizationId: organization.id, threadId: thread.id, contactId: contact.id, lastReadSeq: 2 },
    ],
  });
  const written = (seq: number, author: object) =>
    prisma.message.create({ data: { organizationId: organization.id, threadId: thread.id, kind: 'MESSAGE', body: `message ${seq}`, clientMessageId: `m${seq}`, seq, ...author } as never });
  await written(1, { authorKind: 'CONTACT', authorContactId: contact.id });
  await written(2, { authorKind: 'CONTACT', authorContactId: contact.id });
  const reply = await written(3, { authorKind: 'OPERATOR', authorUserId: ada!.id, editedAt: new Date('2026-02-03T04:05:06.000Z') });
  const sameTime = new Date('2026-02-03T04:05:07.890Z');
  for (const name of ['b.pdf', 'a.png', 'c.txt']) {
    await prisma.attachment.create({
      data: { organizationId: organization.id, threadId: thread.id, messageId: reply.id, uploaderKind: 'OPERATOR', uploaderUserId: ada!.id, fileName: name, contentType: 'application/octet-stream', byteSize: 10, storageKey: `key-${name}`, createdAt: name === 'c.txt' ? new Date('2026-02-03T04:05:06.000Z') : sameTime },
    });
  }
  ids.full = reply.id;
  // A thread with nothing around it: no assignee, team, labels or files, and nobody has read it.
  const bare = await prisma.thread.create({ data: { organizationId: organization.id, widgetId: widget.id, contactId: contact.id, clientThreadId: 'second', lastSeq: 1 } });
  ids.bare = (await prisma.message.create({ data: { organizationId: organization.id, threadId: bare.id, authorKind: 'BOT', kind: 'MESSAGE', body: 'Away', clientMessageId: 'bot', seq: 1 } })).id;
}, 60_000);

afterAll(async () => {
  await database.close();
});

const read = jsonRead('Message', messageWithThread);

/** What these tests look at in an answer. */
type Answer = {
  createdAt: Date;
  authorUser: object | null;
  attachments: { fileName: string }[];
  thread: { snoozedUntil: Date | null; assignee: object | null; widget: { allowedOrigins: string[] }; labels: { label: { name: string } }[]; messages: object[]; readStates: object[] };
};
const ormAnswer = async (id: string) => (await database.prisma.message.findUnique({ where: { id }, ...messageWithThread })) as unknown as Answer;

/** Lists the selection leaves unordered, in one order, so that the two answers compare on their contents. */
function unordered(message: unknown): unknown {
  const copy = structuredClone(message) as { thread: { readStates: { userId: string | null }[] }; organization: { inboxUpToDate: { userId: string }[] } };
  copy.thread.readStates.sort((a, b) => String(a.userId).localeCompare(String(b.userId)));
  copy.organization.inboxUpToDate.sort((a, b) => a.userId.localeCompare(b.userId));
  return copy;
}

describe('a read built as one JSON statement', () => {
  it('answers what the ORM answers for a message with every relation filled', async () => {
    const expected = await ormAnswer(ids.full);
    const answered = (await read(database.queryText, ids.full)) as Answer;
    expect(unordered(answered)).toEqual(unordered(expected));
    expect(answered.createdAt).toBeInstanceOf(Date);
    expect(answered.thread.snoozedUntil).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(answered.thread.widget.allowedOrigins).toEqual(['https://acme.example', 'https://www.acme.example']);
    expect(answered.thread.labels.map(({ label }) => label.name)).toEqual(['Alpha', 'Zeta', 'midway']);
    expect(answered.attachments.map(({ fileName }) => fileName)).toEqual(expected.attachments.map(({ fileName }) => fileName));
    expect(answered.attachments[0]!.fileName).toBe('c.txt');
    expect(answered.thread.messages).toEqual([{ seq: 3, kind: 'MESSAGE', authorKind: 'OPERATOR' }]);
    expect(answered.thread.readStates).toHaveLength(3);
  });

  it('answers null relations and empty lists as the ORM does', async () => {
    const expected = await ormAnswer(ids.bare);
    const answered = (await read(database.queryText, ids.bare)) as Answer;
    expect(unordered(answered)).toEqual(unordered(expected));
    expect(answered.authorUser).toBeNull();
    expect(answered.thread.assignee).toBeNull();
    expect(answered.thread.labels).toEqual([]);
  });

  it('answers null for a row that is not there', async () => {
    expect(await read(database.queryText, 'no-such-message')).toBeNull();
  });

  it('refuses, when built, a selection it cannot answer exactly', () => {
    expect(() => jsonRead('Message', { include: { thread: { include: { messages: { where: { kind: 'NOTE' } } } } } } as never)).toThrow(/Message read with where/);
    expect(() => jsonRead('Passkey', true)).toThrow(/Passkey.publicKey is not supported/);
    expect(() => jsonRead('Message', { include: { attachments: { orderBy: { fileName: 'sideways' } } } } as never)).toThrow(/cannot order Attachment by fileName/);
    expect(() => jsonRead('Nothing', true)).toThrow(/no model Nothing/);
    const everyRelation = [...modelFields('Organization')!.values()].filter((field) => field.kind === 'object').map((field) => [field.name, { select: {} }]);
    expect(() => jsonRead('Organization', { include: Object.fromEntries(everyRelation) })).toThrow(/Organization read with more than 50 fields/);
  });
});
