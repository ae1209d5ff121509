import type { Thread } from '../../generated/prisma/client';
import { publishThreadUpdated } from '../../conversations/publish';
import type { Services } from '../../services';
import { postBotMessage } from './bot-message';

export const handOverMessages = {
  asked: "I've passed your conversation to the team. Someone will reply here as soon as they can.",
  noArticle: "I couldn't find an answer to that in our help articles, so I've passed your question to the team. Someone will reply here soon.",
  failed: "I can't answer right now, so I've passed your question to the team. Someone will reply here soon.",
} as const;

/**
 * Gives the thread to the team for good: the bot stops answering in it and says so in the history. The thread
 * stays open with whatever team and assignee it had, so it waits in the inbox like any other; the message tells
 * operators watching the inbox. Only the first hand-over counts and speaks: a second one changes nothing.
 */
export async function handOverToTeam(services: Services, thread: Pick<Thread, 'id' | 'organizationId' | 'contactId'>, reason: keyof typeof handOverMessages): Promise<boolean> {
  const { count } = await services.db.prisma.thread.updateMany({
    where: { id: thread.id, botHandedOverAt: null },
    data: { botHandedOverAt: services.now(), status: 'OPEN', snoozedUntil: null, closedAt: null },
  });
  if (count === 0) return false;
  await postBotMessage(services, thread, 'hand-over', handOverMessages[reason]);
  publishThreadUpdated(services, thread);
  return true;
}
