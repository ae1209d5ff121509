import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import { waitUntil } from '../../test-support/wait-until';
import { notificationRecipient } from '../realtime/topics';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { mentionsIn, withPlainMentions } from './mentions';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

/** A mention as the dashboard writes it, with the user's global id. */
const mention = (name: string, userGlobalId: string) => `@[${name}](${userGlobalId})`;

const notificationsOf = `query($id: ID!) {
  node(id: $id) {
    ... on Organization {
      viewerUnreadNotificationCount
      viewerNotifications(first: 10) { edges { node { id kind readAt actorName excerpt thread { id } message { id kind } } } }
    }
  }
}`;
const markRead = `mutation($org: ID!, $ids: [ID!]) {
  markNotificationsRead(input: { organizationId: $org, notificationIds: $ids }) {
    __typename
    ... on MarkNotificationsReadPayload { organization { viewerUnreadNotificationCount } notifications { id } }
    ... on Error { message }
  }
}`;

describe('mention syntax', () => {
  it('reads users from @[Name](id), once each, ignoring malformed or non-user ids', () => {
    const ada = Buffer.from('User:a1').toString('base64');
    const body = `Hi ${mention('Ada', ada)} and ${mention('Ada again', ada)}, see @[Team](${Buffer.from('Team:t1').toString('base64')}) and @[Broken](!!)`;
    expect(mentionsIn(body)).toEqual([{ name: 'Ada', userId: 'a1' }]);
    expect(withPlainMentions(body)).toBe(`Hi @Ada and @Ada again, see @[Team](${Buffer.from('Team:t1').toString('base64')}) and @[Broken](!!)`);
  });
});

describe('mentions in notes', () => {
  it('notify mentioned members once, live and by email, never the author, outsiders or mentions in replies', async () => {
    const owner = t.client();
    const { organizationId, userId: ownerId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const carl = await teammateOf(t, owner, organizationId, 'AGENT', 'Carl Quiet');
    await t.database.prisma.membership.update({
      where: { userId_organizationId: { userId: databaseId(carl.userId), organizationId: databaseId(organizationId) } },
      data: { notifyEmailMentions: false },
    });
    const outsider = t.client();
    const { userId: outsiderId, email: outsiderEmail } = await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    await visitor.client.data(`mutation { identifyVisitor(input: { name: "Linus Torvalds" }) { __typename } }`);
    const threadId = operatorThreadId((await sendVisitorMessage(visitor, 'My kernel panics', randomUUID())).thread.id);

    const graceSocket = socketFor(t.app, { cookie: grace.client.cookieHeader() }, sockets);
    const live = collect<{ notificationEvents: { kind: string; notification: { actorName: string; excerpt: string }; organization: { viewerUnreadNotificationCount: number } } }>(
      graceSocket,
      `subscription($id: ID!) { notificationEvents(organizationId: $id) { kind notification { actorName excerpt } organization { viewerUnreadNotificationCount } } }`,
      { id: organizationId },
    );
    await listening(t.app, 'notification:event', notificationRecipient(databaseId(organizationId), databaseId(grace.userId)));

    const mailsBefore = t.mail.received.length;
    const body = `${mention('Grace', grace.userId)} ${mention('Carl', carl.userId)} ${mention('Mallory', outsiderId)} ${mention('Me', ownerId)} can you check the logs?`;
    const clientMessageId = randomUUID();
    const { message } = await sendOperatorMessage(owner, threadId, body, { kind: 'NOTE', clientMessageId });
    // A retried send stores nothing new and notifies nobody again.
    await sendOperatorMessage(owner, threadId, body, { kind: 'NOTE', clientMessageId });
    // Mentions in a reply to the visitor are just text.
    await sendOperatorMessage(owner, threadId, `Thanks! ${mention('Grace', grace.userId)} will look.`);

    await live.until((events) => events.length >= 1);
    expect(live.events[0].notificationEvents).toEqual({
      kind: 'NOTIFICATION_CREATED',
      notification: { actorName: expect.any(String), excerpt: '@Grace @Carl @Mallory @Me can you check the logs?' },
      organization: { viewerUnreadNotificationCount: 1 },
    });

    const email = await t.mail.waitFor(grace.email, /mentioned you in a conversation with Linus Torvalds/, { since: mailsBefore });
    expect(email.text).toContain('@Grace @Carl @Mallory @Me can you check the logs?');
    const link = new URL(email.text.match(/https?:\/\/\S+\/dashboard\/threads\/\S+/)![0]);
    expect(decodeURIComponent(link.pathname)).toBe(`/dashboard/threads/${threadId}`);

    const graceNotifications = (await grace.client.data(notificationsOf, { id: organizationId })).node;
    expect(graceNotifications.viewerUnreadNotificationCount).toBe(1);
    expect(graceNotifications.viewerNotifications.edges).toEqual([
      { node: { id: expect.any(String), kind: 'MENTION', readAt: null, actorName: expect.any(String), excerpt: expect.any(String), thread: { id: threadId }, message: { id: message.id, kind: 'NOTE' } } },
    ]);
    expect((await carl.client.data(notificationsOf, { id: organizationId })).node.viewerUnreadNotificationCount).toBe(1);
    expect((await owner.data(notificationsOf, { id: organizationId })).node.viewerUnreadNotificationCount).toBe(0);
    expect(await t.database.prisma.notification.count({ where: { userId: databaseId(outsiderId) } })).toBe(0);
    expect(await t.database.prisma.notification.count({ where: { organizationId: databaseId(organizationId) } })).toBe(2);

    // Only Grace asked for emails: once the mention emails have gone out, none went to anyone else.
    await t.app.services.background.idle();
    const mentionEmails = t.mail.received.slice(mailsBefore).filter((received) => /mentioned you/.test(received.subject));
    expect(mentionEmails.map((received) => received.to)).toEqual([[grace.email]]);
    expect(t.mail.received.some((received) => received.to.includes(outsiderEmail) && /mentioned/.test(received.subject))).toBe(false);

    const notificationId = graceNotifications.viewerNotifications.edges[0].node.id;
    // Nobody else can read Grace's notification or mark it read.
    expect((await owner.request(`query($id: ID!) { node(id: $id) { id } }`, { id: notificationId })).data?.node).toBeNull();
    expect((await owner.data(markRead, { org: organizationId, ids: [notificationId] })).markNotificationsRead).toMatchObject({ notifications: [] });
    expect((await outsider.data(markRead, { org: organizationId, ids: [notificationId] })).markNotificationsRead.__typename).toBe('NotAuthorizedError');
    expect((await outsider.request(notificationsOf, { id: organizationId })).data?.node).toBeNull();
    expect((await grace.client.data(notificationsOf, { id: organizationId })).node.viewerUnreadNotificationCount).toBe(1);

    const marked = await grace.client.data(markRead, { org: organizationId, ids: [notificationId] });
    expect(marked.markNotificationsRead).toEqual({ __typename: 'MarkNotificationsReadPayload', organization: { viewerUnreadNotificationCount: 0 }, notifications: [{ id: notificationId }] });
    await live.until((events) => events.some((event) => event.notificationEvents.kind === 'NOTIFICATIONS_READ'));
    expect((await carl.client.data(markRead, { org: organizationId, ids: null })).markNotificationsRead.organization.viewerUnreadNotificationCount).toBe(0);
  });

  it("read in a conversation once the mentioned teammate reads it there, live in their other tabs, and only then", async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const grace = await teammateOf(t, owner, organizationId, 'AGENT', 'Grace Hopper');
    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const widget = await widgetOf(owner, organizationId);
    const threadIds: string[] = [];
    const noteSeqs: number[] = [];
    for (const question of ['Where is my parcel?', 'Can I change my plan?']) {
      const visitor = await startVisitor(t, widget.clientId);
      const threadId = operatorThreadId((await sendVisitorMessage(visitor, question, randomUUID())).thread.id);
      const { message } = await sendOperatorMessage(owner, threadId, `${mention('Grace', grace.userId)} can you take this one?`, { kind: 'NOTE' });
      threadIds.push(threadId);
      noteSeqs.push(message.seq);
    }
    const [parcelThread, planThread] = threadIds;
    const unreadOfGrace = async () => (await grace.client.data(notificationsOf, { id: organizationId })).node.viewerUnreadNotificationCount;
    const markThreadRead = `mutation($id: ID!, $seq: Int!) {
      markThreadRead(input: { threadId: $id, seq: $seq }) { __typename ... on MarkThreadReadPayload { organization { viewerUnreadNotificationCount } } }
    }`;
    expect(await unreadOfGrace()).toBe(2);

    const otherTab = collect<{ notificationEvents: { kind: string; organization: { viewerUnreadNotificationCount: number } } }>(
      socketFor(t.app, { cookie: grace.client.cookieHeader() }, sockets),
      `subscription($id: ID!) { notificationEvents(organizationId: $id) { kind organization { viewerUnreadNotificationCount } } }`,
      { id: organizationId },
    );
    await listening(t.app, 'notification:event', notificationRecipient(databaseId(organizationId), databaseId(grace.userId)));

    // Seeing only the visitor's question (before the note) leaves the mention unread; so does anyone else reading the thread.
    expect((await grace.client.data(markThreadRead, { id: parcelThread, seq: noteSeqs[0] - 1 })).markThreadRead.__typename).toBe('MarkThreadReadPayload');
    expect((await owner.data(markThreadRead, { id: parcelThread, seq: noteSeqs[0] })).markThreadRead.__typename).toBe('MarkThreadReadPayload');
    expect((await outsider.data(markThreadRead, { id: parcelThread, seq: noteSeqs[0] })).markThreadRead.__typename).toBe('NotAuthorizedError');
    expect(await unreadOfGrace()).toBe(2);

    // The tab that read it learns the new count from the answer; the others from their events.
    expect((await grace.client.data(markThreadRead, { id: parcelThread, seq: noteSeqs[0] })).markThreadRead).toEqual({
      __typename: 'MarkThreadReadPayload',
      organization: { viewerUnreadNotificationCount: 1 },
    });
    await otherTab.until((events) => events.length >= 1);
    expect(otherTab.events).toEqual([{ notificationEvents: { kind: 'NOTIFICATIONS_READ', organization: { viewerUnreadNotificationCount: 1 } } }]);
    const { edges } = (await grace.client.data(notificationsOf, { id: organizationId })).node.viewerNotifications;
    const readByThread = Object.fromEntries(edges.map(({ node }: { node: { thread: { id: string }; readAt: string | null } }) => [node.thread.id, node.readAt !== null]));
    expect(readByThread).toEqual({ [parcelThread]: true, [planThread]: false });

    // Reading it again changes nothing and tells no tab anything: a new mention, published after it, is all that comes.
    await grace.client.data(markThreadRead, { id: parcelThread, seq: noteSeqs[0] });
    await sendOperatorMessage(owner, planThread, `${mention('Grace', grace.userId)} one more thing`, { kind: 'NOTE' });
    await otherTab.until((events) => events.length >= 2);
    expect(otherTab.events.map((event) => event.notificationEvents.kind)).toEqual(['NOTIFICATIONS_READ', 'NOTIFICATION_CREATED']);
  });

  it('refuses another organization a subscription to its notifications', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Elsewhere');
    const socket = socketFor(t.app, { cookie: outsider.cookieHeader() }, sockets);
    const events = collect(socket, `subscription($id: ID!) { notificationEvents(organizationId: $id) { kind } }`, { id: organizationId });
    await waitUntil(() => events.errors.length > 0, () => 'the subscription to be refused');
    expect(JSON.stringify(events.errors)).toMatch(/not allowed/i);
    expect(events.events).toEqual([]);
  });
});
