import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { roundTripCounter } from '../../test-support/round-trips';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../db/test-database';

/*
 * The inbox search over an organization large enough that a search can be narrow (a few threads, found by id) or
 * broad (a thousand matching rows or more, left to the inbox's ordered scan). Every answer is compared with the
 * search's meaning written as one plain SQL query over the same rows.
 */
const threads = 1200;
const pageSize = 20;

const counter = roundTripCounter();
let t: TestApp;
let operator: TestClient;
let organizationId: string;
beforeAll(async () => {
  t = await startTestApp({ database: await createTestDatabase({ recordQueries: counter.record }) });
  operator = t.client();
  ({ organizationId } = await ownerWithOrganization(operator, t.mail));
  await seed(databaseId(organizationId), databaseId((await widgetOf(operator, organizationId)).id), 'a');
  // Another organization with the same visitors and words: none of its threads may ever be found.
  const other = t.client();
  const otherOrganization = await ownerWithOrganization(other, t.mail, 'Other');
  await seed(databaseId(otherOrganization.organizationId), databaseId((await widgetOf(other, otherOrganization.organizationId)).id), 'b');
}, 60_000);
afterAll(async () => {
  await t.close();
  await t.database.close();
});

/** `threads` conversations, one visitor each ("Visitor n", visitorn@example.com); even ones ask twice for a refund. */
async function seed(organizationId: string, widgetId: string, prefix: string) {
  const prisma = t.database.prisma;
  await prisma.$executeRaw`
    INSERT INTO "Contact" (id, "organizationId", "widgetId", number, name, email)
    SELECT ${prefix} || '-c' || n, ${organizationId}, ${widgetId}, n, 'Visitor ' || n, 'visitor' || n || '@example.com'
    FROM generate_series(1, ${threads}::int) n`;
  await prisma.$executeRaw`
    INSERT INTO "Thread" (id, "organizationId", "widgetId", "contactId", "clientThreadId", status, "lastMessageAt", "updatedAt", "lastSeq", preview)
    SELECT ${prefix} || '-t' || n, ${organizationId}, ${widgetId}, ${prefix} || '-c' || n, 'ct' || n,
           (CASE WHEN n % 5 < 2 THEN 'CLOSED' ELSE 'OPEN' END)::"ThreadStatus", now() - n * interval '1 minute', now(), 3, 'Hello'
    FROM generate_series(1, ${threads}::int) n`;
  await prisma.$executeRaw`
    INSERT INTO "Message" (id, "organizationId", "threadId", "authorKind", "authorContactId", kind, body, "clientMessageId", seq)
    SELECT ${prefix} || '-m' || n || '-' || s, ${organizationId}, ${prefix} || '-t' || n, 'CONTACT', ${prefix} || '-c' || n, 'MESSAGE',
           CASE WHEN n % 2 = 0 AND s < 3 THEN 'A refund for order ' || n ELSE 'Question ' || s || ' about shipping' END, 'm' || s, s
    FROM generate_series(1, ${threads}::int) n CROSS JOIN generate_series(1, 3) s`;
}

const inbox = `query($id: ID!, $search: String, $status: ThreadStatus, $after: String) {
  node(id: $id) { ... on Organization { threads(first: ${pageSize}, search: $search, status: $status, after: $after) {
    edges { node { id contact { name } } } pageInfo { endCursor }
  } } }
}`;

async function searchPage(search: string, variables: { status?: string; after?: string } = {}) {
  const { node } = await operator.data(inbox, { id: organizationId, search, ...variables });
  return { ids: node.threads.edges.map((edge: { node: { id: string } }) => databaseId(edge.node.id)) as string[], endCursor: node.threads.pageInfo.endCursor as string };
}

/** What the search means: threads whose visitor's name or email, or one of whose messages, holds the words. */
async function expectedPage(search: string, { status, offset = 0 }: { status?: string; offset?: number } = {}) {
  const rows = await t.database.prisma.$queryRaw<{ id: string }[]>`
    SELECT t.id FROM "Thread" t JOIN "Contact" c ON c.id = t."contactId"
    WHERE t."organizationId" = ${databaseId(organizationId)} AND (${status ?? null}::text IS NULL OR t.status::text = ${status ?? null})
      AND (position(lower(${search}) IN lower(c.name)) > 0 OR position(lower(${search}) IN lower(c.email)) > 0
           OR EXISTS (SELECT 1 FROM "Message" m WHERE m."threadId" = t.id AND position(lower(${search}) IN lower(m.body)) > 0))
    ORDER BY t."lastMessageAt" DESC, t.id DESC LIMIT ${pageSize} OFFSET ${offset}`;
  return rows.map((row) => row.id);
}

describe('inbox search', () => {
  it.each([
    ["one visitor's email", 'VISITOR1177@'],
    ['visitors whose names hold the words', 'visitor 11'],
    ["every visitor's email", 'example.com'],
    ['a word in a thousand messages', 'Refund'],
    ["a word in one thread's messages", 'order 1000'],
    ['one letter, everywhere', 'e'],
    ['nothing', 'no such words'],
  ])('finds what it means for %s, and only in the organization', async (_case, search) => {
    const expected = await expectedPage(search);
    expect((await searchPage(search)).ids).toEqual(expected);
    expect((await searchPage(search, { status: 'CLOSED' })).ids).toEqual(await expectedPage(search, { status: 'CLOSED' }));
    if (search !== 'no such words') expect(expected.length).toBeGreaterThan(0);
  });

  it('pages through a broad search without repeating or skipping a thread', async () => {
    const first = await searchPage('refund');
    const second = await searchPage('refund', { after: first.endCursor });
    expect(second.ids).toEqual(await expectedPage('refund', { offset: pageSize }));
    expect(new Set([...first.ids, ...second.ids]).size).toBe(2 * pageSize);
  });

  it("finds a visitor by email without joining every thread of the organization to its contact", async () => {
    const { result, queries } = await counter.of(() => searchPage('visitor1177@'));
    expect(result.ids).toEqual(['a-t1177']);
    // Prisma writes a filter on the thread's contact as a join ("j…") over every thread, which no index serves.
    expect(queries.filter((sql) => /JOIN "public"\."Contact" AS "j\d+"/.test(sql))).toEqual([]);
  });
});
