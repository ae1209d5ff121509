import type { Message, MessageChannel, Thread } from '../generated/prisma/client';
import type { Services } from '../services';
import { appendMessage, findStoredMessage, type VisitorThreadKey } from './append-message';
import { answerInBackground } from '../knowledge/answer-bot/answer-bot';
import { autoReplyIfAway } from './auto-reply';
import { publishMessageAdded } from './publish';

export type VisitorMessage = { clientThreadId: string; clientMessageId: string; body: string; attachmentIds?: string[]; channel?: MessageChannel };

type Sender = { contactId: string; clientIp: string };

/**
 * A visitor's message, stored once in the thread their widget names (opened by the first message). A retry of a
 * message already stored costs nothing and gets the stored one back; a new one counts against the visitor's budget
 * and their client address's, so opening session after session gains nothing.
 */
export async function sendVisitorMessage(services: Services, sender: Sender, input: VisitorMessage): Promise<{ message: Message; thread: Thread }> {
  const visitorThread = { contactId: sender.contactId, clientThreadId: input.clientThreadId };
  const sent = (await findStoredMessage(services.db.prisma, { visitorThread }, input.clientMessageId)) ?? (await storeNewMessage(services, sender, visitorThread, input));
  // Before answering (retries too, in case the first attempt stopped short), so the visitor's next read holds it.
  await autoReplyIfAway(services, sent.thread);
  return sent;
}

async function storeNewMessage(services: Services, sender: Sender, visitorThread: VisitorThreadKey, input: VisitorMessage) {
  const prisma = services.db.prisma;
  await services.rateLimits.consume('visitorMessage', `contact:${sender.contactId}`);
  await services.rateLimits.consume('visitorMessagePerAddress', `ip:${sender.clientIp}`);
  const { message, thread, created, threadCreated } = await appendMessage(prisma, {
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
  if (created) {
    publishMessageAdded(services, thread, message, threadCreated);
    answerInBackground(services, thread, message);
  }
  return { message, thread };
}
