import { randomUUID } from 'node:crypto';
import type { Message, Thread } from '../generated/prisma/client';
import { appendMessage } from '../conversations/append-message';
import { emailUnreadReplies } from '../conversations/missed-replies';
import { publishMessageAdded } from '../conversations/publish';
import { ValidationError } from '../errors';
import type { Services } from '../services';

/**
 * An operator writes first to a contact who left an email address: a new thread of the contact's widget holds the
 * message, which is emailed at once through the missed-reply path (its reply address brings their answer back into
 * the thread). The thread belongs to the contact, so their widget shows it when they come back.
 */
export async function startContactConversation(
  services: Services,
  operator: { userId: string },
  contact: { id: string; email: string | null },
  body: string,
): Promise<{ thread: Thread; message: Message; emailed: boolean }> {
  if (!contact.email) throw ValidationError.forField('contactId', 'Add an email address to this contact first: the message is delivered by email.');
  const { thread, message } = await appendMessage(services.db, {
    // A name the widget never chooses, so the team's thread never collides with one the visitor opens.
    visitorThread: { contactId: contact.id, clientThreadId: `team-${randomUUID()}` },
    authorKind: 'OPERATOR',
    authorUserId: operator.userId,
    kind: 'MESSAGE',
    body,
    clientMessageId: randomUUID(),
  });
  const assigned = await services.db.prisma.thread.update({ where: { id: thread.id }, data: { assigneeId: operator.userId } });
  publishMessageAdded(services, assigned, message, true);
  const emailed = await emailUnreadReplies(services, thread.id, { startedByTeam: true });
  return { thread: assigned, message, emailed };
}
