import type { Message, MessageChannel, Thread } from '../generated/prisma/client';
import { RateLimitedError } from '../errors';
import type { Services } from '../services';
import { appendMessage, findStoredMessage, type VisitorThreadKey } from './append-message';
import { answerInBackground } from '../knowledge/answer-bot/answer-bot';
import { autoReplyIfAway } from './auto-reply';
import { publishMessageAdded, type MessagePublication } from './publish';

export type VisitorMessage = { clientThreadId: string; clientMessageId: string; body: string; attachmentIds?: string[]; channel?: MessageChannel };

type Sender = { contactId: string; clientIp: string };

/**
 * A visitor's message, stored once in the thread their widget names (opened by the first message). A retry of a
 * message already stored costs nothing and gets the stored one back; a new one counts against the visitor's budget
 * and their client address's, so opening session after session gains nothing.
 */
export async function sendVisitorMessage(
  services: Services,
  sender: Sender,
  input: VisitorMessage,
): Promise<{ message: Message; thread: Thread; publication: MessagePublication | null }> {
  const { message, thread, autoReplyWanted, publication } = await storeOnce(services, sender, { contactId: sender.contactId, clientThreadId: input.clientThreadId }, input);
  // Before answering (retries too, in case the first attempt stopped short), so the visitor's next read holds it.
  if (autoReplyWanted !== false) await autoReplyIfAway(services, thread);
  return { message, thread, publication };
}

/**
 * The budget is spent before storing and given back when the message turns out to be a retry: looking for the stored
 * message first would cost every send a query, and retries are rare. A retry past the budget still gets its message.
 */
async function storeOnce(services: Services, sender: Sender, visitorThread: VisitorThreadKey, input: VisitorMessage) {
  const prisma = services.db.prisma;
  try {
    await services.rateLimits.consumeAll(['visitorMessage', `contact:${sender.contactId}`], ['visitorMessagePerAddress', `ip:${sender.clientIp}`]);
  } catch (error) {
    const stored = error instanceof RateLimitedError ? await findStoredMessage(prisma, { visitorThread }, input.clientMessageId) : null;
    if (!stored) throw error;
    return { ...stored, autoReplyWanted: null, publication: null };
  }
  const appended = await appendMessage(services.db, {
    visitorThread,
    authorKind: 'CONTACT',
    authorContactId: sender.contactId,
    kind: 'MESSAGE',
    channel: input.channel,
    body: input.body,
    clientMessageId: input.clientMessageId,
    attachmentIds: input.attachmentIds,
  });
  // A concurrent attempt with the same client message id may have stored it first: only the one that stored it tells
  // anyone. The statement that stored it also moved the contact's last-seen time.
  if (!appended.created) {
    await services.rateLimits.refund('visitorMessage', `contact:${sender.contactId}`);
    await services.rateLimits.refund('visitorMessagePerAddress', `ip:${sender.clientIp}`);
    return { ...appended, publication: null };
  }
  const publication = publishMessageAdded(services, appended.thread, appended.message, appended.threadCreated);
  answerInBackground(services, appended.thread, appended.message);
  return { ...appended, publication };
}
