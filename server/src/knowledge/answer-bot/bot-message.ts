import type { Thread } from '../../generated/prisma/client';
import { appendMessage } from '../../conversations/append-message';
import { publishMessageAdded } from '../../conversations/publish';
import type { Services } from '../../services';

/** Answer-bot messages carry this client message id prefix; it tells them apart from the away auto-reply. */
export const answerBotMessagePrefix = 'parley:answer-bot:';

/** How answer-bot messages are signed, in the widget and the dashboard, unless the organization named its bot. */
export const defaultAnswerBotName = 'Answer bot';

export const answerBotNameOf = (organization: { answerBotName: string | null }): string => organization.answerBotName ?? defaultAnswerBotName;

export const isAnswerBotMessage = (message: { authorKind: string; clientMessageId: string }) =>
  message.authorKind === 'BOT' && message.clientMessageId.startsWith(answerBotMessagePrefix);

/** Posts a bot message once per key, in the thread's ordered history, and tells everyone watching. */
export async function postBotMessage(services: Services, thread: Pick<Thread, 'id'>, key: string, body: string) {
  const { message, thread: updated, created } = await appendMessage(services.db, {
    threadId: thread.id,
    authorKind: 'BOT',
    kind: 'MESSAGE',
    body,
    clientMessageId: `${answerBotMessagePrefix}${key}`,
  });
  if (created) publishMessageAdded(services, updated, message, false);
  return message;
}
