import type { Thread } from '../generated/prisma/client';
import type { Services } from '../services';
import { translatedText, visitorLanguage } from '../widgets/widget-translations';
import { appendMessage } from './append-message';
import { availabilityOf } from './availability';
import { publishMessageAdded } from './publish';

/** The auto-reply's idempotency key: one per thread, so concurrent sends and retries store it once. */
const autoReplyMessageId = 'parley:auto-reply';

/**
 * Answers a visitor who writes while the team is away, once per thread, in the thread's own ordered history and in
 * the visitor's language when the widget has the auto-reply in it.
 * The unique client message id makes the reply exactly-once under concurrent sends; `autoRepliedAt` records it
 * so later messages skip the work.
 */
export async function autoReplyIfAway(services: Services, thread: Thread): Promise<void> {
  if (thread.autoRepliedAt) return;
  const prisma = services.db.prisma;
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: thread.organizationId }, select: { autoReplyEnabled: true, autoReply: true } });
  if (!organization.autoReplyEnabled || !organization.autoReply.trim()) return;
  if ((await availabilityOf(prisma, thread.organizationId)).state === 'AVAILABLE') return;
  const { widget, contact } = await prisma.thread.findUniqueOrThrow({
    where: { id: thread.id },
    select: { widget: { select: { locale: true, translations: true } }, contact: { select: { language: true } } },
  });
  const body = translatedText(widget.translations, visitorLanguage(widget.locale, contact.language), 'autoReply', organization.autoReply);
  const { message, thread: updated, created } = await appendMessage(services.db, {
    threadId: thread.id,
    authorKind: 'BOT',
    kind: 'MESSAGE',
    body,
    clientMessageId: autoReplyMessageId,
  });
  await prisma.thread.updateMany({ where: { id: thread.id, autoRepliedAt: null }, data: { autoRepliedAt: message.createdAt } });
  if (created) publishMessageAdded(services, updated, message, false);
}
