import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { contactDisplayName } from '../conversations/contacts';
import type { Message } from '../generated/prisma/client';
import * as emails from '../email/templates';
import { notificationRecipient } from '../realtime/topics';
import { appLink, type Services } from '../services';

/**
 * A mention in a note's body: `@[Name](userGlobalId)`. The id is what counts (a renamed teammate stays
 * mentioned and is shown by their current name); the name is what the text reads as without the dashboard.
 */
const mentionPattern = /@\[([^\]\n]{1,100})\]\(([^)\s]{1,200})\)/g;

export type Mention = { name: string; userId: string };

function userIdOf(globalId: string): string | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'User' && id ? id : null;
  } catch {
    return null;
  }
}

/** The users a body mentions, each once, in order of first mention; malformed mentions are plain text. */
export function mentionsIn(body: string): Mention[] {
  const found = new Map<string, Mention>();
  for (const match of body.matchAll(mentionPattern)) {
    const userId = userIdOf(match[2]);
    if (userId && !found.has(userId)) found.set(userId, { name: match[1], userId });
  }
  return [...found.values()];
}

/** The body as a person reads it outside the dashboard: each mention as "@Name". */
export function withPlainMentions(body: string): string {
  return body.replace(mentionPattern, (whole, name: string, globalId: string) => (userIdOf(globalId) ? `@${name}` : whole));
}

type NotedThread = { id: string; organizationId: string; contactId: string };

/**
 * Tells each member a note mentions, once per note: a Notification row, a realtime event to them, and an
 * email when they asked for one. Mentions of people outside the organization, and of the author, are ignored.
 */
export async function notifyMentions(services: Services, thread: NotedThread, message: Message): Promise<void> {
  if (message.kind !== 'NOTE') return;
  const userIds = mentionsIn(message.body)
    .map((mention) => mention.userId)
    .filter((userId) => userId !== message.authorUserId);
  if (userIds.length === 0) return;
  const { prisma } = services.db;
  const members = await prisma.membership.findMany({
    where: { organizationId: thread.organizationId, userId: { in: userIds } },
    include: { user: { select: { email: true, name: true } } },
  });
  if (members.length === 0) return;
  const created = await prisma.notification.createManyAndReturn({
    data: members.map((member) => ({ organizationId: thread.organizationId, userId: member.userId, kind: 'MENTION' as const, threadId: thread.id, messageId: message.id })),
    skipDuplicates: true,
  });
  for (const notification of created) {
    services.pubsub.publish('notification:event', notificationRecipient(thread.organizationId, notification.userId), { kind: 'NOTIFICATION_CREATED', notificationId: notification.id });
  }
  const notified = new Set(created.map((notification) => notification.userId));
  const emailed = members.filter((member) => member.notifyEmailMentions && notified.has(member.userId));
  if (emailed.length > 0) services.background.run('email mentions', () => emailMentions(services, thread, message, emailed));
}

/** Sent after the note is stored and answered: a slow or failing mail server never holds up or fails the note. */
async function emailMentions(services: Services, thread: NotedThread, message: Message, members: Array<{ user: { email: string; name: string } }>) {
  const { prisma } = services.db;
  const [author, contact] = await Promise.all([
    message.authorUserId ? prisma.user.findUnique({ where: { id: message.authorUserId }, select: { name: true } }) : null,
    prisma.contact.findUniqueOrThrow({ where: { id: thread.contactId }, select: { name: true, email: true, number: true } }),
  ]);
  const link = appLink(services.config, `/dashboard/threads/${encodeURIComponent(encodeGlobalID('Thread', thread.id))}`);
  for (const member of members) {
    await services.mailer.send(emails.mention(member.user.email, author?.name ?? 'A teammate', contactDisplayName(contact), withPlainMentions(message.body), link));
  }
}
