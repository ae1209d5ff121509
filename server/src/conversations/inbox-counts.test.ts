import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { contactGlobalId, operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { unreadThreadCountsByMember } from './unread-threads';

/*
 * The database keeps every operator's unread count as conversations and read positions change (the inbox_counts
 * migration). Whatever happens to an inbox, in whatever order and however many things at once, the kept counts must be
 * what counting the inbox gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const markRead = `mutation($threadId: ID!, $seq: Int!) { markThreadRead(input: { threadId: $threadId, seq: $seq }) { __typename } }`;
const setStatus = `mutation($id: ID!, $status: ThreadStatus!) { updateThreadStatus(input: { threadId: $id, status: $status }) { __typename } }`;
const snooze = `mutation($id: ID!, $until: DateTime!) { snoozeThread(input: { threadId: $id, until: $until }) { __typename } }`;
const erase = `mutation($id: ID!, $confirmation: String!) { eraseContact(input: { contactId: $id, confirmation: $confirmation }) { __typename } }`;

/** Runs a mutation that answers with a payload or an error, and fails unless it answered the payload. */
async function succeeds(operator: TestClient, mutation: string, variables: Record<string, unknown>) {
  const answer = Object.values(await operator.data(mutation, variables))[0] as { __typename: string };
  expect(answer.__typename).toMatch(/Payload$/);
}

/** Each member's unread conversations counted from the inbox itself: open or pending, with news past their read position. */
async function countedFromTheInbox(organizationId: string): Promise<Record<string, number>> {
  const rows = await t.database.prisma.$queryRaw<{ userId: string; unread: number }[]>`
    SELECT m."userId", (
      SELECT COUNT(*)::int FROM "Thread" th
      LEFT JOIN "ReadState" r ON r."threadId" = th."id" AND r."userId" = m."userId"
      WHERE th."organizationId" = m."organizationId" AND th."status" IN ('OPEN', 'PENDING') AND th."lastSeq" > COALESCE(r."lastReadSeq", 0)
    ) AS "unread"
    FROM "Membership" m WHERE m."organizationId" = ${organizationId}`;
  return Object.fromEntries(rows.map((row) => [row.userId, row.unread]));
}

async function keptCounts(organizationId: string): Promise<Record<string, number>> {
  const members = await t.database.prisma.membership.findMany({ where: { organizationId }, select: { userId: true } });
  const counts = await unreadThreadCountsByMember(t.database.prisma, organizationId);
  return Object.fromEntries(members.map((member) => [member.userId, counts.of(member.userId)]));
}

/** A small deterministic generator, so that a failing sequence can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (count: number) => Math.floor(next() * count), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

type Conversation = { visitor: Visitor; clientThreadId: string; threadId: string };

async function busyInbox() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
  const alan = await teammateOf(t, owner, organizationId, 'ADMIN', 'Alan Turing');
  const widget = await widgetOf(owner, organizationId);
  const operators: TestClient[] = [owner, grace.client, alan.client];
  const conversations: Conversation[] = [];
  const lastSeq = async (threadId: string) => (await t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(threadId) } })).lastSeq;

  const steps: Record<string, (random: ReturnType<typeof randomFrom>) => Promise<unknown>> = {
    async opens() {
      const visitor = await startVisitor(t, widget.clientId);
      const clientThreadId = randomUUID();
      const sent = await sendVisitorMessage(visitor, 'Hello?', clientThreadId);
      conversations.push({ visitor, clientThreadId, threadId: operatorThreadId(sent.thread.id) });
    },
    writes: (random) => {
      const { visitor, clientThreadId } = random.pick(conversations);
      return sendVisitorMessage(visitor, 'Anyone there?', clientThreadId);
    },
    replies: (random) => sendOperatorMessage(random.pick(operators), random.pick(conversations).threadId, 'On it.', { kind: random.below(4) === 0 ? 'NOTE' : 'MESSAGE' }),
    async reads(random) {
      const { threadId } = random.pick(conversations);
      const seq = await lastSeq(threadId);
      return succeeds(random.pick(operators), markRead, { threadId, seq: random.below(3) === 0 ? Math.max(0, seq - 1) : seq });
    },
    moves: (random) => succeeds(random.pick(operators), setStatus, { id: random.pick(conversations).threadId, status: random.pick(['OPEN', 'PENDING', 'CLOSED']) }),
    snoozes: (random) => succeeds(random.pick(operators), snooze, { id: random.pick(conversations).threadId, until: new Date(Date.now() + 3_600_000).toISOString() }),
    async erases(random) {
      const index = random.below(conversations.length);
      const [{ visitor }] = conversations.splice(index, 1);
      const contact = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(contactGlobalId(visitor.id)) } });
      return succeeds(owner, erase, { id: contactGlobalId(visitor.id), confirmation: `Visitor #${contact.number}` });
    },
  };
  return { organizationId: databaseId(organizationId), steps, conversations };
}

describe("the inbox's kept unread counts", () => {
  it('stay what counting the inbox gives through messages, notes, reads, status changes, snoozes and erasures', async () => {
    const { organizationId, steps, conversations } = await busyInbox();
    const random = randomFrom(20261201);
    for (let index = 0; index < 4; index += 1) await steps.opens!(random);
    const kinds = ['opens', 'writes', 'writes', 'replies', 'replies', 'replies', 'reads', 'reads', 'reads', 'moves', 'snoozes', 'erases'];
    const happened: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const kind = conversations.length > 2 ? random.pick(kinds) : 'opens';
      await steps[kind]!(random);
      happened.push(kind);
      expect({ after: happened.join(' '), counts: await keptCounts(organizationId) }).toEqual({ after: happened.join(' '), counts: await countedFromTheInbox(organizationId) });
    }
    // The walk went through every kind of change, and the counts were not all zero.
    expect(new Set(happened)).toEqual(new Set(kinds));
    expect(Object.values(await countedFromTheInbox(organizationId)).some((count) => count > 0)).toBe(true);
  });

  it('add up when many changes to one inbox happen at once', async () => {
    const { organizationId, steps } = await busyInbox();
    const random = randomFrom(7);
    for (let index = 0; index < 6; index += 1) await steps.opens!(random);
    const kinds = ['writes', 'replies', 'replies', 'reads', 'reads', 'moves'];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(Array.from({ length: 12 }, () => steps[random.pick(kinds)]!(random)));
      expect(await keptCounts(organizationId)).toEqual(await countedFromTheInbox(organizationId));
    }
  });
});
