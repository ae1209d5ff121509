import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { seedThread } from '../../test-support/report-seed';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const reportQuery = `query($id: ID!, $period: ReportPeriod!, $from: String, $to: String, $filter: ReportFilter) {
  node(id: $id) { ... on Organization { report(period: $period, from: $from, to: $to, filter: $filter) {
    from to timezone conversationsOpened conversationsClosed missedConversations
    firstResponseTime { medianSeconds p90Seconds count }
    resolutionTime { medianSeconds p90Seconds count }
    messages { fromVisitors fromTeam }
    volume { day opened closed }
    busiestHours { weekday hour conversations }
    satisfaction { responses average distribution { rating count } latestComments { rating comment submittedAt } }
    teammates { membership { user { name } } opened closed replies firstResponseMedianSeconds resolutionMedianSeconds ratings averageRating }
    teams { team { name } opened closed firstResponseMedianSeconds resolutionMedianSeconds ratings averageRating }
  } } }
}`;

/**
 * An organization in Paris (UTC+1, UTC+2 from 29 March 2026 at 02:00) with conversations around the edges of
 * 28–29 March: the report's days are local days, and the second one is 23 hours long.
 */
async function seededOrganization() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  const orgId = databaseId(organizationId);
  const agent = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
  const prisma = t.database.prisma;
  const ownerId = (await prisma.membership.findFirstOrThrow({ where: { organizationId: orgId, role: 'OWNER' } })).userId;
  const graceId = databaseId(agent.userId);
  const widget = databaseId((await widgetOf(owner, organizationId)).id);
  const otherWidget = databaseId((await widgetOf(owner, organizationId, 'Shop')).id);
  const sales = await prisma.team.create({ data: { organizationId: orgId, name: 'Sales' } });
  await prisma.team.create({ data: { organizationId: orgId, name: 'Support' } });
  const vip = await prisma.label.create({ data: { organizationId: orgId, name: 'VIP' } });
  const seed = (thread: Parameters<typeof seedThread>[3]) => seedThread(prisma, orgId, widget, thread);
  // A: 00:30 on the 28th in Paris (still the 27th in UTC).
  await seed({
    createdAt: '2026-03-27T23:30:00Z', firstResponseAfter: 60, responderId: ownerId, closedAt: '2026-03-28T00:30:00Z', assigneeId: ownerId, teamId: sales.id,
    rating: { score: 5, comment: 'Great', at: '2026-03-28T01:00:00Z' },
    extraMessages: [{ after: 30, authorKind: 'OPERATOR', kind: 'NOTE', authorUserId: ownerId }],
  });
  // B: answered by Grace, closed a day later.
  await seed({
    createdAt: '2026-03-28T10:00:00Z', firstResponseAfter: 120, responderId: graceId, closedAt: '2026-03-29T10:00:00Z', assigneeId: graceId,
    rating: { score: 3, comment: 'Slow', at: '2026-03-29T11:00:00Z' },
  });
  // C: 23:30 on the 29th in Paris, never answered.
  await seed({ createdAt: '2026-03-29T21:30:00Z' });
  // D: 00:30 on the 30th in Paris: after the range.
  await seed({ createdAt: '2026-03-29T22:30:00Z', firstResponseAfter: 10, responderId: ownerId });
  // E: 23:30 on the 27th in Paris: opened before the range, closed within it.
  await seed({ createdAt: '2026-03-27T22:30:00Z', firstResponseAfter: 300, responderId: ownerId, closedAt: '2026-03-28T08:00:00Z', assigneeId: ownerId });
  // F: on the other widget, labelled VIP; the bot's message does not count.
  await seed({
    createdAt: '2026-03-29T08:00:00Z', firstResponseAfter: 600, responderId: graceId, assigneeId: graceId, teamId: sales.id, widgetId: otherWidget, labelIds: [vip.id],
    extraMessages: [{ after: 5, authorKind: 'BOT' }],
  });
  return { owner, agent: agent.client, organizationId, ids: { sales: sales.id, vip: vip.id, otherWidget, grace: graceId } };
}

async function report(client: TestClient, organizationId: string, variables: Record<string, unknown>) {
  return client.request<any>(reportQuery, { id: organizationId, ...variables });
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const range = { period: 'CUSTOM', from: '2026-03-28', to: '2026-03-29' };

describe('reports', () => {
  let org: Awaited<ReturnType<typeof seededOrganization>>;
  beforeAll(async () => {
    org = await seededOrganization();
  });

  it('count every figure over local days in the organization’s time zone', async () => {
    const { data, errors } = await report(org.owner, org.organizationId, range);
    expect(errors).toBeUndefined();
    const figures = data.node.report;
    expect(figures).toMatchObject({ from: '2026-03-28', to: '2026-03-29', timezone: 'Europe/Paris', conversationsOpened: 4, conversationsClosed: 3, missedConversations: 1 });
    // First replies after 60, 120 and 600 s (C has none, E and D were opened outside the range).
    expect(figures.firstResponseTime).toEqual({ medianSeconds: 120, p90Seconds: 504, count: 3 });
    // Closed after 3,600, 34,200 and 86,400 s.
    expect(figures.resolutionTime).toEqual({ medianSeconds: 34200, p90Seconds: 75960, count: 3 });
    expect(figures.messages).toEqual({ fromVisitors: 4, fromTeam: 3 });
    expect(figures.volume).toEqual([
      { day: '2026-03-28', opened: 2, closed: 2 },
      { day: '2026-03-29', opened: 2, closed: 1 },
    ]);
    expect(figures.busiestHours).toEqual([
      { weekday: 6, hour: 0, conversations: 1 },
      { weekday: 6, hour: 11, conversations: 1 },
      { weekday: 7, hour: 10, conversations: 1 },
      { weekday: 7, hour: 23, conversations: 1 },
    ]);
    expect(figures.satisfaction).toEqual({
      responses: 2,
      average: 4,
      distribution: [{ rating: 1, count: 0 }, { rating: 2, count: 0 }, { rating: 3, count: 1 }, { rating: 4, count: 0 }, { rating: 5, count: 1 }],
      latestComments: [
        { rating: 3, comment: 'Slow', submittedAt: '2026-03-29T11:00:00.000Z' },
        { rating: 5, comment: 'Great', submittedAt: '2026-03-28T01:00:00.000Z' },
      ],
    });
    expect(figures.teammates).toEqual([
      { membership: { user: { name: 'Ada Lovelace' } }, opened: 1, closed: 2, replies: 1, firstResponseMedianSeconds: 60, resolutionMedianSeconds: 18900, ratings: 1, averageRating: 5 },
      { membership: { user: { name: 'Grace Hopper' } }, opened: 2, closed: 1, replies: 2, firstResponseMedianSeconds: 360, resolutionMedianSeconds: 86400, ratings: 1, averageRating: 3 },
    ]);
    expect(figures.teams).toEqual([
      { team: { name: 'Sales' }, opened: 2, closed: 1, firstResponseMedianSeconds: 330, resolutionMedianSeconds: 3600, ratings: 1, averageRating: 5 },
      { team: { name: 'Support' }, opened: 0, closed: 0, firstResponseMedianSeconds: null, resolutionMedianSeconds: null, ratings: 0, averageRating: null },
    ]);
  });

  it('let admins narrow the figures to a team, widget, label or teammate', async () => {
    const opened = async (filter: Record<string, string>) => (await report(org.owner, org.organizationId, { ...range, filter })).data.node.report;
    expect((await opened({ teamId: globalId('Team', org.ids.sales) })).conversationsOpened).toBe(2);
    const vip = await opened({ labelId: globalId('Label', org.ids.vip) });
    expect(vip).toMatchObject({ conversationsOpened: 1, messages: { fromVisitors: 1, fromTeam: 1 }, firstResponseTime: { medianSeconds: 600 } });
    expect((await opened({ widgetId: globalId('Widget', org.ids.otherWidget) })).conversationsOpened).toBe(1);
    expect(await opened({ teammateId: globalId('User', org.ids.grace) })).toMatchObject({ conversationsOpened: 2, conversationsClosed: 1, satisfaction: { average: 3 } });
  });

  it('show agents the organization’s figures and only their own row, without filters', async () => {
    const { data } = await report(org.agent, org.organizationId, range);
    expect(data.node.report.conversationsOpened).toBe(4);
    expect(data.node.report.teammates.map((row: any) => row.membership.user.name)).toEqual(['Grace Hopper']);
    const filtered = await report(org.agent, org.organizationId, { ...range, filter: { teamId: globalId('Team', org.ids.sales) } });
    expect(filtered.data?.node ?? null).toBeNull();
    expect(filtered.errors?.[0]?.message).toBe('You are not allowed to do that.');
  });

  it('never show one organization’s figures to another, nor take its ids as filters', async () => {
    const stranger = t.client();
    const { organizationId: ownOrganization } = await ownerWithOrganization(stranger, t.mail, 'Elsewhere');
    const foreign = await report(stranger, org.organizationId, range);
    expect(foreign.data?.node ?? null).toBeNull();
    const borrowed = await report(stranger, ownOrganization, { ...range, filter: { teamId: globalId('Team', org.ids.sales) } });
    expect(borrowed.errors?.[0]).toMatchObject({ message: 'Choose one of this organization’s own.', extensions: { fieldErrors: [{ field: 'teamId' }] } });
    const anonymous = await report(t.client(), org.organizationId, range);
    expect(anonymous.data?.node ?? null).toBeNull();
  });

  it('refuse ranges that are not whole, ordered days within a year', async () => {
    const message = async (variables: Record<string, unknown>) => (await report(org.owner, org.organizationId, variables)).errors?.[0]?.message;
    expect(await message({ period: 'CUSTOM', to: '2026-03-29' })).toBe('Choose a start date (YYYY-MM-DD).');
    expect(await message({ period: 'CUSTOM', from: '2026-02-30', to: '2026-03-29' })).toBe('Choose a start date (YYYY-MM-DD).');
    expect(await message({ period: 'CUSTOM', from: '2026-03-29', to: '2026-03-28' })).toBe('The end date must not be before the start date.');
    expect(await message({ period: 'CUSTOM', from: '2025-01-01', to: '2026-03-28' })).toBe('Choose at most 366 days.');
  });
});

describe('report figures from real conversations', () => {
  it('time the first reply the visitor saw and the closing, not notes or re-closing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'Hello?', clientThreadId);
    const threadId = operatorThreadId(opening.thread.id);
    const today = async () => (await report(owner, organizationId, { period: 'TODAY' })).data.node.report;
    expect(await today()).toMatchObject({ conversationsOpened: 1, missedConversations: 1, firstResponseTime: { count: 0, medianSeconds: null } });

    await sendOperatorMessage(owner, threadId, 'Looking into it', { kind: 'NOTE' });
    expect((await today()).missedConversations).toBe(1);
    await sendOperatorMessage(owner, threadId, 'Hi! How can I help?');
    await sendOperatorMessage(owner, threadId, 'Still there?');
    const stored = await t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(threadId) }, include: { messages: { orderBy: { seq: 'asc' } } } });
    const firstReply = stored.messages.find((message) => message.body === 'Hi! How can I help?')!;
    expect(stored.firstResponseAt).toEqual(firstReply.createdAt);
    expect(stored.firstResponderId).toBe(firstReply.authorUserId);

    const close = `mutation($id: ID!) { updateThreadStatus(input: { threadId: $id, status: CLOSED }) { __typename } }`;
    await owner.data(close, { id: threadId });
    const closedAt = (await t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(threadId) } })).closedAt;
    expect(closedAt).not.toBeNull();
    await owner.data(close, { id: threadId });
    expect((await t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(threadId) } })).closedAt).toEqual(closedAt);
    expect(await today()).toMatchObject({ conversationsClosed: 1, missedConversations: 0, firstResponseTime: { count: 1 }, resolutionTime: { count: 1 } });

    // The visitor writing again reopens the conversation: it is no longer resolved.
    await sendVisitorMessage(visitor, 'One more thing', clientThreadId);
    expect(await today()).toMatchObject({ conversationsClosed: 0, resolutionTime: { count: 0 } });
  });
});
